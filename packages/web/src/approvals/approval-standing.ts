import type { PendingApproval } from '../api/api-types';

type ApprovalState = PendingApproval['approval'];

/** Names joined as people read them: "Ann", "Ann and Bo", "Ann, Bo and Cy". */
function joined(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Who besides the signed-in person may decide a call, in a sentence: the named deciders (the
 * owner, approvers, escalation approvers) and administrators when the agent's policy lets them.
 */
export function otherDecidersLine(state: ApprovalState, userId: number | null): string {
  const others = state.deciders
    .filter((decider) => decider.user_id !== userId)
    .map((decider) => decider.name);
  if (state.administrators_decide) others.push('administrators');
  return others.length === 0 ? 'Only you can decide this call.' : `${joined(others)} may decide it too.`;
}

/** Where a call stands against its quorum ("1 of 2 approvals: Ann"); null when one approval decides. */
export function quorumLine(state: ApprovalState, userId: number | null): string | null {
  if (state.quorum <= 1) return null;
  const voters = state.votes.map((vote) => (vote.user_id === userId ? 'you' : vote.name));
  const count = `${state.votes.length} of ${state.quorum} approvals`;
  return voters.length === 0 ? `Needs ${state.quorum} approvals.` : `${count}: ${joined(voters)}.`;
}

/** Whether the signed-in person's approval is already counted (another would not count twice). */
export function hasVoted(state: ApprovalState, userId: number | null): boolean {
  return userId !== null && state.votes.some((vote) => vote.user_id === userId);
}
