import type { Transaction } from 'kysely';
import type { Database, Task, ToolCall } from '../db/index.js';
import { argumentsDigest } from '../db/index.js';
import { isEscalated, type PassedDeadline, passedDeadlines } from './approver-deadlines.js';
import { ApproverDecisionError } from './approver-decision-error.js';
import {
  type ApproverPolicy,
  type Decider,
  loadTaskAgentPolicy,
  mayDecide,
  quorumFor,
} from './approver-policy.js';
import { type ToolCallVote, votesForArguments, votesOnCalls } from './approver-votes.js';

/**
 * What deciding a paused task's calls needs to know beside the calls: the agent's policy, who is
 * deciding, the votes already cast and the deadlines already passed. Read once per decision
 * request, inside its transaction (the task row is locked, so votes cannot race).
 */
export interface Ballot {
  readonly policy: ApproverPolicy;
  /** Null for a decision no person makes (the platform itself): it decides outright. */
  readonly decider: Decider | null;
  readonly task: Pick<Task, 'id' | 'user_id'>;
  readonly votes: ReadonlyMap<number, readonly ToolCallVote[]>;
  readonly deadlines: ReadonlyMap<number, PassedDeadline>;
}

/** How one approval counts: it approves the call, or it is one vote short of the quorum. */
export type ApprovalCount =
  | { readonly kind: 'approves'; readonly voters: readonly number[] }
  | { readonly kind: 'vote'; readonly count: number; readonly quorum: number };

/**
 * Reads a ballot by the task's id alone, so that its reads go out with the statement that locks
 * the task and the read of its calls, without waiting for either (on PostgreSQL one round trip for
 * all of them). Executed after the lock, they see every vote committed before it. The answer
 * completes the ballot with the locked task.
 */
export async function readBallot(
  trx: Transaction<Database>,
  taskId: number,
  actorUserId: number | null,
): Promise<(task: Pick<Task, 'id' | 'user_id' | 'agent_id'>) => Ballot> {
  const calls = { taskId };
  const [policyOf, decider, votes, deadlines] = await Promise.all([
    loadTaskAgentPolicy(trx, taskId),
    actorUserId === null
      ? Promise.resolve(null)
      : trx.selectFrom('users').select(['id', 'role']).where('id', '=', actorUserId).executeTakeFirst(),
    votesOnCalls(trx, calls),
    passedDeadlines(trx, calls),
  ]);
  return (task) => ({ policy: policyOf(task.agent_id), decider: decider ?? null, task, votes, deadlines });
}

/** Refuses a decision on `call` by someone the policy does not let decide it. */
export function assertMayDecide(ballot: Ballot, call: Pick<ToolCall, 'id' | 'provider_call_id'>): void {
  if (ballot.decider === null) return;
  const escalated = isEscalated(ballot.deadlines.get(call.id));
  if (mayDecide(ballot.policy, ballot.decider, ballot.task.user_id, escalated)) return;
  throw new ApproverDecisionError(
    'FORBIDDEN',
    `You are not an approver of call "${call.provider_call_id}" of task ${ballot.task.id}.`,
    { provider_call_id: call.provider_call_id },
  );
}

/**
 * Counts an approval of `call` with `runArguments` toward its quorum. The same person approving
 * again is refused rather than counted twice.
 */
export function countApproval(
  ballot: Ballot,
  call: Pick<ToolCall, 'id' | 'provider_call_id' | 'tool_class' | 'operation'>,
  runArguments: Record<string, unknown>,
): ApprovalCount {
  const quorum = quorumFor(ballot.policy, call);
  if (ballot.decider === null) return { kind: 'approves', voters: [] };
  const deciderId = ballot.decider.id;
  const cast = ballot.votes.get(call.id) ?? [];
  if (cast.some((vote) => vote.user_id === deciderId)) {
    throw new ApproverDecisionError(
      'INVALID_STATE',
      `You have already approved call "${call.provider_call_id}"; ${quorum} different approvers must approve it.`,
      { provider_call_id: call.provider_call_id, quorum },
    );
  }
  const agreeing = votesForArguments(cast, argumentsDigest(runArguments)).map((vote) => vote.user_id);
  const count = agreeing.length + 1;
  return count >= quorum
    ? { kind: 'approves', voters: [...agreeing, deciderId] }
    : { kind: 'vote', count, quorum };
}
