import { Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ToolCall } from '../../api/api-types';
import { useSession } from '../../auth/session';
import { RelativeTime } from '../../ui/relative-time';

type Decision = NonNullable<ToolCall['decision']>;

/**
 * Who approved or rejected a call (a person, an approval rule and its version, or a deadline),
 * when, and (for a rejection) why.
 */
export function DecisionLine({
  decision,
  showReason,
  rule = null,
}: {
  decision: Decision;
  showReason: boolean;
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
  return (
    <Group gap={6} wrap="wrap" data-testid="call-decision">
      {approved ? (
        <IconCheck size={14} color="var(--mantine-color-teal-text)" aria-hidden />
      ) : (
        <IconX size={14} color="var(--mantine-color-red-text)" aria-hidden />
      )}
      <Text fz="xs" c="dimmed">
        {how} by {who}
        {decision.via === 'bulk' ? ' (all at once)' : ''} · <RelativeTime value={decision.decided_at} />
        {showReason && decision.reason !== null && decision.reason !== '' ? ` — “${decision.reason}”` : ''}
      </Text>
    </Group>
  );
}
