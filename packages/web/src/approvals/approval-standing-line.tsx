import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '../api/api-types';
import { useSession } from '../auth/session';
import { ApprovalDeadlineNote } from '../tasks/approval/approval-standing-note';
import { ownVoteLine } from '../tasks/approval/approval-standing-text';
import { otherDecidersLine, quorumLine } from './approval-standing';

/** Who else may decide the call, the approvals it has against its quorum, and its deadline. */
export function ApprovalStandingLine({ approval }: { approval: PendingApproval }) {
  const { t } = useTranslation('approvals');
  const userId = useSession()?.id ?? null;
  const state = approval.approval;
  const quorum = quorumLine(state, userId);
  const own = ownVoteLine(state, userId);
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
          {t('standing.escalated')}
        </Badge>
      )}
      {own !== null && (
        <Text fz="xs" c="var(--mantine-color-teal-text)" fw={500}>
          {own}
        </Text>
      )}
      {/* "Escalates in 2 hours", "Escalated 5 minutes ago to Dave", "Will be rejected at 14:30". */}
      <ApprovalDeadlineNote state={state} />
    </Group>
  );
}
