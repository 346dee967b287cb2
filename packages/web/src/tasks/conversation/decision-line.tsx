import { Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ToolCall } from '../../api/api-types';
import { useSession } from '../../auth/session';
import { RelativeTime } from '../../ui/relative-time';

type Decision = NonNullable<ToolCall['decision']>;

/**
 * Who approved or rejected a call (a person, an approval rule and its version, or a deadline),
 * when, and (for a rejection) why: the one place a card gives the reason, in the line's own size.
 */
export function DecisionLine({
  decision,
  reason,
  rule = null,
}: {
  decision: Decision;
  /** The rejection's reason, where one was given. */
  reason: string | null;
  rule?: ToolCall['rule'];
}) {
  const { t } = useTranslation('tasks');
  const user = useSession();
  const by =
    decision.channel === 'rule' && rule !== null
      ? t('decision.by.rule', { id: rule.id, version: rule.version })
      : decision.via === 'deadline'
        ? t('decision.by.deadline')
        : decision.user_id === null
          ? t('decision.by.someone')
          : decision.user_id === user?.id
            ? t('decision.by.you')
            : t('decision.by.user', { id: decision.user_id });
  const approved = decision.outcome === 'approved';
  const ruled = decision.channel === 'rule';
  const how = approved
    ? decision.arguments_edited
      ? t('decision.how.approvedWithChanges')
      : ruled
        ? t('decision.how.allowed')
        : t('decision.how.approved')
    : ruled
      ? t('decision.how.denied')
      : t('decision.how.rejected');
  const shownReason = approved ? null : (reason ?? decision.reason);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="call-decision">
      {approved ? (
        <IconCheck size={14} color="var(--mantine-color-teal-text)" aria-hidden style={{ flexShrink: 0 }} />
      ) : (
        <IconX size={14} color="var(--mantine-color-red-text)" aria-hidden style={{ flexShrink: 0 }} />
      )}
      <Text fz="xs" c="dimmed" className="spora-call-reason">
        {decision.via === 'bulk'
          ? t('decision.summaryBulk', { how, by })
          : t('decision.summary', { how, by })}
        {' · '}
        <RelativeTime value={decision.decided_at} />
        {shownReason !== null && shownReason !== '' ? t('decision.reason', { reason: shownReason }) : ''}
      </Text>
    </Group>
  );
}
