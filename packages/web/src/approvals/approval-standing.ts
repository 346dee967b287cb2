import type { PendingApproval } from '../api/api-types';
import { formatList } from '../i18n/format';
import { i18n } from '../i18n/i18n';

type ApprovalState = PendingApproval['approval'];

/**
 * Who besides the signed-in person may decide a call, in a sentence: the named deciders (the
 * owner, approvers, escalation approvers) and administrators when the agent's policy lets them.
 */
export function otherDecidersLine(state: ApprovalState, userId: number | null): string {
  const others = state.deciders
    .filter((decider) => decider.user_id !== userId)
    .map((decider) => decider.name);
  if (state.administrators_decide) others.push(i18n.t('approvals:standing.administrators'));
  return others.length === 0
    ? i18n.t('approvals:standing.onlyYou')
    : i18n.t('approvals:standing.othersToo', { names: formatList(others) });
}

/** Where a call stands against its quorum ("1 of 2 approvals: Ann"); null when one approval decides. */
export function quorumLine(state: ApprovalState, userId: number | null): string | null {
  if (state.quorum <= 1) return null;
  const voters = state.votes.map((vote) =>
    vote.user_id === userId ? i18n.t('approvals:standing.you') : vote.name,
  );
  return voters.length === 0
    ? i18n.t('approvals:standing.needs', { quorum: state.quorum })
    : i18n.t('approvals:standing.votes', {
        votes: state.votes.length,
        quorum: state.quorum,
        names: formatList(voters),
      });
}

/** Whether the signed-in person's approval is already counted (another would not count twice). */
export function hasVoted(state: ApprovalState, userId: number | null): boolean {
  return userId !== null && state.votes.some((vote) => vote.user_id === userId);
}
