import { Alert, Text, Tooltip } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, BadgeLink } from '../ui/links';

/**
 * Marks a task that ran as part of a rehearsal (its calls with effects were simulated, not made)
 * and leads to the rehearsal's report.
 */
export function RehearsalBadge({ rehearsalId }: { rehearsalId: number }) {
  const { t } = useTranslation('tasks');
  return (
    <Tooltip label={t('rehearsal.hint')} multiline w={280} withArrow>
      <BadgeLink
        to="/rehearsals/$rehearsalId"
        params={{ rehearsalId }}
        color="grape"
        variant="light"
        leftSection={<IconFlask size={12} aria-hidden />}
        style={{ cursor: 'pointer', flexShrink: 0 }}
        tt="none"
        data-testid="rehearsal-badge"
      >
        {t('rehearsal.badge')}
      </BadgeLink>
    </Tooltip>
  );
}

/**
 * Said under a rehearsal task's header: its calls' results were simulated unless they only read,
 * so what the calls below say happened did not happen; the report tells where each result came from.
 */
export function RehearsalNotice({ rehearsalId }: { rehearsalId: number }) {
  const { t } = useTranslation('tasks');
  return (
    <Alert
      color="grape"
      variant="light"
      p="xs"
      icon={<IconFlask size={16} aria-hidden />}
      data-testid="rehearsal-notice"
    >
      <Text fz="sm">
        {t('rehearsal.notice')}{' '}
        <AnchorLink to="/rehearsals/$rehearsalId" params={{ rehearsalId }} fz="sm">
          {t('rehearsal.report')}
        </AnchorLink>
      </Text>
    </Alert>
  );
}
