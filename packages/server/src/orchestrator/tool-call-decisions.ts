import type { Kysely, Transaction } from 'kysely';
import type { Database, ToolCall, ToolCallDecision, ToolCallDecisionKind } from '../db/index.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/** One decision to record: on which call, what, by whom, why. */
export interface DecisionToRecord {
  readonly call: Pick<ToolCall, 'id' | 'task_id'>;
  readonly decision: ToolCallDecisionKind;
  readonly reason: string | null;
}

/**
 * Appends decisions to the record, inside the transaction that applies them. Rows are never
 * changed afterwards; they go only with their task.
 */
export async function recordDecisions(
  trx: Transaction<Database>,
  decisions: readonly DecisionToRecord[],
  context: { readonly via: ToolCallDecision['via']; readonly decidedBy: number | null; readonly at: string },
): Promise<ToolCallDecision[]> {
  if (decisions.length === 0) return [];
  return trx
    .insertInto('tool_call_decisions')
    .values(
      decisions.map((entry) => ({
        task_id: entry.call.task_id,
        tool_call_id: entry.call.id,
        decision: entry.decision,
        via: context.via,
        decided_by: context.decidedBy,
        reason: entry.reason,
        decided_at: context.at,
      })),
    )
    .returningAll()
    .execute();
}

/** A task's decisions, oldest first. */
export async function loadDecisions(db: Queryable, taskId: number): Promise<ToolCallDecision[]> {
  return db
    .selectFrom('tool_call_decisions')
    .selectAll()
    .where('task_id', '=', taskId)
    .orderBy('id')
    .execute();
}

/** The latest decision on each call, by call id. */
export function latestDecisionByCall(
  decisions: readonly ToolCallDecision[],
): ReadonlyMap<number, ToolCallDecision> {
  return new Map(decisions.map((decision) => [decision.tool_call_id, decision]));
}
