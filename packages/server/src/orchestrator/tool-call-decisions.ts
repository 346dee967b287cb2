import type { Kysely, Transaction } from 'kysely';
import {
  appendOneDecision,
  argumentsDigest,
  chainAfter,
  takeChainHead,
  type UnchainedDecision,
} from '../approvals/index.js';
import type {
  Database,
  DecisionChannel,
  Task,
  ToolCall,
  ToolCallDecision,
  ToolCallDecisionKind,
} from '../db/index.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/** One decision to record: on which call, what, why, and the arguments it runs with. */
export interface DecisionToRecord {
  readonly call: Pick<ToolCall, 'id' | 'task_id' | 'operation' | 'proposed_arguments'>;
  readonly decision: ToolCallDecisionKind;
  readonly reason: string | null;
  /** The arguments the call runs with: the proposed or edited ones; null for a rejection. */
  readonly runArguments: Record<string, unknown> | null;
  /** The approval rule and version that decided, as `ruleLabel` names it; absent for a person. */
  readonly decidedByRule?: string;
  /** How it was decided, where not as the context says (a vote among one person's decisions). */
  readonly via?: ToolCallDecision['via'];
}

/** Who decided, where, and on which task. */
export interface DecisionContext {
  readonly task: Pick<Task, 'agent_id' | 'user_id'>;
  readonly via: ToolCallDecision['via'];
  /** Null for a decision no channel carried (a deadline that passed). */
  readonly channel: DecisionChannel | null;
  readonly decidedBy: number | null;
  readonly at: string;
}

/**
 * Appends decisions to the record, chained after its head, inside the transaction that applies
 * them: one decision in one statement (`appendOneDecision`), several in two (take the head, insert
 * them all). Rows are never changed afterwards.
 */
export async function recordDecisions(
  trx: Transaction<Database>,
  decisions: readonly DecisionToRecord[],
  context: DecisionContext,
): Promise<ToolCallDecision[]> {
  const rows = decisions.map(
    (entry): UnchainedDecision => ({
      task_id: entry.call.task_id,
      tool_call_id: entry.call.id,
      agent_id: context.task.agent_id,
      user_id: context.task.user_id,
      operation: entry.call.operation,
      decision: entry.decision,
      via: entry.via ?? context.via,
      channel: context.channel,
      decided_by: context.decidedBy,
      decided_by_rule: entry.decidedByRule ?? null,
      reason: entry.reason,
      proposed_digest: argumentsDigest(JSON.parse(entry.call.proposed_arguments)),
      run_digest: entry.runArguments === null ? null : argumentsDigest(entry.runArguments),
      decided_at: context.at,
    }),
  );
  const [only] = rows;
  if (only === undefined) return [];
  if (rows.length === 1) return [await appendOneDecision(trx, only)];
  const chained = chainAfter(await takeChainHead(trx), rows);
  return trx.insertInto('tool_call_decisions').values(chained).returningAll().execute();
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

/** The latest decision on each call, by call id; votes short of a quorum decide nothing. */
export function latestDecisionByCall(
  decisions: readonly ToolCallDecision[],
): ReadonlyMap<number, ToolCallDecision> {
  return new Map(
    decisions
      .filter((decision) => decision.via !== 'vote')
      .map((decision) => [decision.tool_call_id, decision]),
  );
}
