import { Badge, Group, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconBolt,
  IconHistory,
  IconPlayerPlay,
  IconScript,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../ui/links';
import type { RehearsalCall } from './rehearsal-types';

type Origin = 'ran' | 'refused' | 'recorded' | 'scripted' | 'invented';

function originOf(call: RehearsalCall): Origin {
  if (call.execution === 'ran') return 'ran';
  if (call.execution === 'refused') return 'refused';
  return call.simulated_from ?? 'invented';
}

const looks: Record<Origin, { color: string; icon: ReactNode }> = {
  ran: { color: 'teal', icon: <IconPlayerPlay size={12} aria-hidden /> },
  refused: { color: 'red', icon: <IconBan size={12} aria-hidden /> },
  recorded: { color: 'blue', icon: <IconHistory size={12} aria-hidden /> },
  scripted: { color: 'violet', icon: <IconScript size={12} aria-hidden /> },
  // Invented results are the ones to read with care: the warning colour, filled, with an icon.
  invented: { color: 'orange', icon: <IconAlertTriangle size={12} aria-hidden /> },
};

/**
 * Whether a call ran for real or how its result was simulated, with what each means on hover;
 * a recorded result links to the past task its call was made in, when the report names it.
 */
export function CallOriginBadge({ call, pastTaskId }: { call: RehearsalCall; pastTaskId?: number | null }) {
  const { t } = useTranslation('rehearsals');
  const origin = originOf(call);
  const look = looks[origin];
  return (
    <Group gap={6} wrap="wrap" data-testid="call-origin" data-origin={origin}>
      <Tooltip label={t(`origin.${origin}.hint`)} multiline w={280} withArrow>
        <Badge
          color={look.color}
          variant={origin === 'invented' ? 'filled' : 'light'}
          size="sm"
          leftSection={look.icon}
          tt="none"
          tabIndex={0}
        >
          {t(`origin.${origin}.label`)}
        </Badge>
      </Tooltip>
      {origin === 'recorded' && pastTaskId != null && (
        <AnchorLink to="/tasks/$taskId" params={{ taskId: pastTaskId }} fz="xs">
          {t('origin.recorded.link', { id: pastTaskId })}
        </AnchorLink>
      )}
    </Group>
  );
}

/** What approval the call would have needed, and what the rules would have decided; nothing when none. */
export function ApprovalNote({ call }: { call: RehearsalCall }) {
  const { t } = useTranslation('rehearsals');
  const { approval } = call;
  if (approval === 'not_needed') return null;
  const color =
    approval === 'rule_denied' || approval === 'proposed_denied'
      ? 'red'
      : approval === 'asked' || approval === 'proposed_asked'
        ? 'yellow'
        : 'teal';
  // A saved rule is named by its number; a proposed one has none.
  const savedRule =
    call.rule_id !== null &&
    (approval === 'asked' || approval === 'rule_allowed' || approval === 'rule_denied')
      ? { approval, id: call.rule_id }
      : null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="call-approval" data-approval={approval}>
      <IconBolt size={13} color={`var(--mantine-color-${color}-text)`} aria-hidden />
      <Text fz="xs" c="dimmed">
        {savedRule === null
          ? t(`approval.${approval}`)
          : t(`approval.${savedRule.approval}WithRule`, { id: savedRule.id })}
      </Text>
    </Group>
  );
}
