import { Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
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
  const user = useSession();
  const who =
    decision.channel === 'rule' && rule !== null
      ? `approval rule #${rule.id} (version ${rule.version})`
      : decision.via === 'deadline'
        ? 'the deadline, as no approver decided in time'
        : decision.user_id === null
          ? 'someone'
          : decision.user_id === user?.id
            ? 'you'
            : `user #${decision.user_id}`;
  const approved = decision.outcome === 'approved';
  const ruled = decision.channel === 'rule';
  const how = approved
    ? decision.arguments_edited
      ? 'Approved with changes'
      : ruled
        ? 'Allowed'
        : 'Approved'
    : ruled
      ? 'Denied'
      : 'Rejected';
  const shownReason = approved ? null : (reason ?? decision.reason);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="call-decision">
      {approved ? (
        <IconCheck size={14} color="var(--mantine-color-teal-text)" aria-hidden style={{ flexShrink: 0 }} />
      ) : (
        <IconX size={14} color="var(--mantine-color-red-text)" aria-hidden style={{ flexShrink: 0 }} />
      )}
      <Text fz="xs" c="dimmed" className="spora-call-reason">
        {how} by {who}
        {decision.via === 'bulk' ? ' (all at once)' : ''} · <RelativeTime value={decision.decided_at} />
        {shownReason !== null && shownReason !== '' ? ` — “${shownReason}”` : ''}
      </Text>
    </Group>
  );
}
