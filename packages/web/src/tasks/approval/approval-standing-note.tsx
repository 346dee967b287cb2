import { Group, Text } from '@mantine/core';
import { IconAlarm, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { otherDecidersLine, quorumLine } from '../../approvals/approval-standing';
import { useSession } from '../../auth/session';
import { type ApprovalState, deadlineStanding, ownVoteLine } from './approval-standing-text';

/** Re-renders every 30 seconds, so "in 2 hours" stays true while the page stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The call's deadline in a sentence; nothing when it may wait for ever. */
export function ApprovalDeadlineNote({ state }: { state: ApprovalState }) {
  const standing = deadlineStanding(state, useMinuteClock());
  if (standing.kind === 'none') return null;
  const urgent = standing.kind === 'escalated' || standing.kind === 'due';
  return (
    <Group gap={6} wrap="nowrap" data-testid="approval-deadline">
      <IconAlarm size={14} aria-hidden color={urgent ? 'var(--mantine-color-orange-text)' : undefined} />
      <Text fz="xs" {...(urgent ? { fw: 600 } : { c: 'dimmed' })}>
        {standing.text}
      </Text>
    </Group>
  );
}

/**
 * Where a waiting call stands with its approvers, on the task page, in one wrapping line: the
 * approvals so far against the quorum ("1 of 2 approvals: Alice", or "You approved; waiting for 1
 * more"), who else may decide, and the deadline. Nothing when the person alone decides, at once and
 * with no deadline: the usual case needs no words.
 */
export function ApprovalStandingNote({ state }: { state: ApprovalState }) {
  const userId = useSession()?.id ?? null;
  const own = ownVoteLine(state, userId);
  const quorum = quorumLine(state, userId);
  const others = otherDecidersLine(state, userId);
  const alone = state.deciders.every((decider) => decider.user_id === userId) && !state.administrators_decide;
  if (own === null && quorum === null && alone && deadlineStanding(state).kind === 'none') return null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="approval-standing">
      {own !== null ? (
        <Text fz="xs" fw={500} c="var(--mantine-color-teal-text)" role="status">
          {own}
        </Text>
      ) : (
        quorum !== null && (
          <Text fz="xs" fw={500} role="status">
            {quorum}
          </Text>
        )
      )}
      <Group gap={4} wrap="nowrap">
        <IconUsers size={14} aria-hidden />
        <Text fz="xs" c="dimmed">
          {others}
        </Text>
      </Group>
      <ApprovalDeadlineNote state={state} />
    </Group>
  );
}
