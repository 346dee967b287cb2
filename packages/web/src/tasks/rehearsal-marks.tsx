import { Alert, Badge, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ToolCall } from '../api/api-types';
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

/**
 * On a rehearsal task's call that did not run: where its result came from, in the report's words.
 * An invented result stands out, since nothing real is behind it.
 */
export function SimulatedCallBadge({ from }: { from: NonNullable<ToolCall['simulated_from']> }) {
  const { t } = useTranslation('rehearsals');
  const invented = from === 'invented';
  return (
    <Tooltip label={t(`origin.${from}.hint`)} multiline w={280} withArrow>
      <Badge
        color={invented ? 'orange' : 'grape'}
        variant={invented ? 'filled' : 'light'}
        size="xs"
        tt="none"
        tabIndex={0}
        // On a phone the label wraps instead of being cut off.
        radius="sm"
        styles={{
          root: { height: 'auto', maxWidth: '100%' },
          label: { whiteSpace: 'normal', textAlign: 'left' },
        }}
        leftSection={invented ? <IconAlertTriangle size={10} aria-hidden /> : undefined}
        data-testid="simulated-call"
        data-simulated-from={from}
      >
        {t(`origin.${from}.label`)}
      </Badge>
    </Tooltip>
  );
}
