import type { Schema } from '../../api/api-types';
import { formatDateTime, formatList, formatRelative, formatTime } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

export type ApprovalState = Schema<'ApprovalState'>;

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
  return mine.edited
    ? i18n.t('tasks:standing.ownVoteEdited', { count: more })
    : i18n.t('tasks:standing.ownVote', { count: more });
}

function clockTime(date: Date, now: number): string {
  return new Date(now).toDateString() === date.toDateString()
    ? formatTime(date, { timeStyle: 'short' })
    : formatDateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Who an escalated call went to: the escalation approvers by name, else administrators. */
function escalatedTo(state: ApprovalState): string {
  const names = state.deciders
    .filter((decider) => decider.as === 'escalation')
    .map((decider) => decider.name);
  if (names.length > 0) return formatList(names);
  return state.administrators_decide
    ? i18n.t('tasks:standing.administrators')
    : i18n.t('tasks:standing.nextApprovers');
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
      text: i18n.t('tasks:standing.escalated', {
        when: formatRelative(new Date(state.escalated_at), now),
        to: escalatedTo(state),
      }),
    };
  if (state.deadline === null) return { kind: 'none' };
  const at = new Date(state.deadline.at);
  if (at.getTime() <= now)
    return {
      kind: 'due',
      text:
        state.deadline.action === 'escalate'
          ? i18n.t('tasks:standing.dueEscalate')
          : i18n.t('tasks:standing.dueReject'),
    };
  return state.deadline.action === 'escalate'
    ? { kind: 'escalates', text: i18n.t('tasks:standing.escalates', { when: formatRelative(at, now) }) }
    : { kind: 'rejects', text: i18n.t('tasks:standing.rejects', { time: clockTime(at, now) }) };
}
