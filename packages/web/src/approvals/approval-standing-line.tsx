import { Badge, Group, Text } from '@mantine/core';
import type { PendingApproval } from '../api/api-types';
import { useSession } from '../auth/session';
import { RelativeTime } from '../ui/relative-time';
import { otherDecidersLine, quorumLine } from './approval-standing';

/** Who else may decide the call, the approvals it has against its quorum, and its deadline. */
export function ApprovalStandingLine({ approval }: { approval: PendingApproval }) {
  const userId = useSession()?.id ?? null;
  const state = approval.approval;
  const quorum = quorumLine(state, userId);
  return (
    <Group gap="xs" wrap="wrap">
      <Text fz="xs" c="dimmed">
        {otherDecidersLine(state, userId)}
      </Text>
      {quorum !== null && (
        <Badge variant="light" color="blue" size="sm" tt="none">
          {quorum}
        </Badge>
      )}
      {state.escalated_at !== null && (
        <Badge variant="light" color="orange" size="sm" tt="none">
          Escalated
        </Badge>
      )}
      {state.deadline !== null && (
        <Text fz="xs" c="dimmed">
          {state.deadline.action === 'reject' ? 'Rejected automatically' : 'Escalates'}{' '}
          <RelativeTime value={state.deadline.at} />
        </Text>
      )}
    </Group>
  );
}
