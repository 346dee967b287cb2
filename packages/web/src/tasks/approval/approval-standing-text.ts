import type { Schema } from '../../api/api-types';
import { formatRelative } from '../../ui/relative-time';

export type ApprovalState = Schema<'ApprovalState'>;

/** Names joined as people read them: "Ann", "Ann and Bo", "Ann, Bo and Cy". */
function joined(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * For a person whose approval is counted but short of the quorum: how many more are needed for
 * the arguments they approved ("You approved; waiting for 1 more"). Null when they have not voted.
 */
export function ownVoteLine(state: ApprovalState, userId: number | null): string | null {
  const mine = state.votes.find((vote) => vote.user_id === userId);
  if (mine === undefined) return null;
  // Votes count together only for the same arguments, so an edit starts a count of its own.
  const agreeing = state.votes.filter((vote) => vote.arguments_digest === mine.arguments_digest).length;
  const more = Math.max(1, state.quorum - agreeing);
  return `You approved${mine.edited ? ' with changes' : ''}; waiting for ${more} more.`;
}

const sameDayTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const otherDayTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function clockTime(date: Date, now: number): string {
  return new Date(now).toDateString() === date.toDateString()
    ? sameDayTime.format(date)
    : otherDayTime.format(date);
}

/** Who an escalated call went to: the escalation approvers by name, else administrators. */
function escalatedTo(state: ApprovalState): string {
  const names = state.deciders
    .filter((decider) => decider.as === 'escalation')
    .map((decider) => decider.name);
  if (names.length > 0) return joined(names);
  return state.administrators_decide ? 'administrators' : 'the next approvers';
}

/** Where a call stands with its deadline, as a state: none, still ahead, passed, or escalated. */
export type DeadlineStanding =
  | { readonly kind: 'none' }
  | { readonly kind: 'escalates'; readonly text: string }
  | { readonly kind: 'rejects'; readonly text: string }
  | { readonly kind: 'due'; readonly text: string }
  | { readonly kind: 'escalated'; readonly text: string };

/**
 * The deadline in a sentence: "Escalates in 2 hours", "Escalated 5 minutes ago to Dave", "Will be
 * rejected at 14:30". A deadline just passed is acted on within seconds by the server: "due now".
 */
export function deadlineStanding(state: ApprovalState, now = Date.now()): DeadlineStanding {
  if (state.escalated_at !== null)
    return {
      kind: 'escalated',
      text: `Escalated ${formatRelative(new Date(state.escalated_at), now)} to ${escalatedTo(state)}.`,
    };
  if (state.deadline === null) return { kind: 'none' };
  const at = new Date(state.deadline.at);
  if (at.getTime() <= now)
    return {
      kind: 'due',
      text:
        state.deadline.action === 'escalate'
          ? 'The deadline has passed; escalating now.'
          : 'The deadline has passed; rejecting now.',
    };
  return state.deadline.action === 'escalate'
    ? { kind: 'escalates', text: `Escalates ${formatRelative(at, now)} if nobody decides.` }
    : { kind: 'rejects', text: `Will be rejected at ${clockTime(at, now)} if nobody decides.` };
}
