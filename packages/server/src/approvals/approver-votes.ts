import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ToolCallVotesTable } from '../db/index.js';
import { type CallSelection, selectsNoCall } from './call-selection.js';

type Queryable = Kysely<Database> | Transaction<Database>;

export type ToolCallVote = Selectable<ToolCallVotesTable>;

/**
 * Quorum rule: a call is approved once `quorum` distinct people approved the same arguments. Each
 * person counts once per call (a unique key); a vote for edited arguments counts only toward those
 * arguments, so every approver of the call that runs approved exactly what runs.
 */
export function votesForArguments(votes: readonly ToolCallVote[], digest: string): ToolCallVote[] {
  return votes.filter((vote) => vote.arguments_digest === digest);
}

/** The votes cast on calls, by call id, oldest first. */
export async function votesOnCalls(
  db: Queryable,
  calls: CallSelection,
): Promise<ReadonlyMap<number, readonly ToolCallVote[]>> {
  if (selectsNoCall(calls)) return new Map();
  const rows = await db
    .selectFrom('tool_call_votes')
    .selectAll()
    .where((eb) => ('taskId' in calls ? eb('task_id', '=', calls.taskId) : eb('tool_call_id', 'in', calls)))
    .orderBy('id')
    .execute();
  const byCall = new Map<number, ToolCallVote[]>();
  for (const row of rows) byCall.set(row.tool_call_id, [...(byCall.get(row.tool_call_id) ?? []), row]);
  return byCall;
}

/** Records one person's approval that did not reach the quorum; inside the deciding transaction. */
export async function castVote(
  trx: Transaction<Database>,
  vote: Omit<ToolCallVote, 'id'>,
): Promise<ToolCallVote> {
  return trx.insertInto('tool_call_votes').values(vote).returningAll().executeTakeFirstOrThrow();
}
