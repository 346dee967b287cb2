import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DeadlineOutcome, ToolCallDeadlinesTable } from '../db/index.js';
import { hasOpenStatus } from '../db/index.js';
import { type CallSelection, selectsNoCall } from './call-selection.js';

type Queryable = Kysely<Database> | Transaction<Database>;

export type PassedDeadline = Selectable<ToolCallDeadlinesTable>;

/** A call awaiting a decision on an agent that has some deadline, not yet acted on. */
export interface WaitingCall {
  readonly id: number;
  readonly task_id: number;
  readonly agent_id: number;
  readonly provider_call_id: string;
  readonly tool_class: string | null;
  readonly operation: string | null;
  readonly created_at: string;
}

/**
 * Calls that may have a deadline: awaiting a decision, on a paused task, of an agent whose policy
 * sets a deadline (its own or an operation's), and whose deadline has not been acted on yet.
 */
export async function callsWithDeadlines(db: Queryable, limit: number): Promise<WaitingCall[]> {
  return db
    .selectFrom('tool_calls')
    .innerJoin('tasks', 'tasks.id', 'tool_calls.task_id')
    .select([
      'tool_calls.id',
      'tool_calls.task_id',
      'tasks.agent_id',
      'tool_calls.provider_call_id',
      'tool_calls.tool_class',
      'tool_calls.operation',
      'tool_calls.created_at',
    ])
    .where('tasks.status', '=', 'PENDING_APPROVAL')
    .where(hasOpenStatus('tool_calls.status', ['PENDING_APPROVAL']))
    .where((eb) =>
      eb.or([
        eb(
          'tasks.agent_id',
          'in',
          eb
            .selectFrom('agent_approval_policies')
            .select('agent_id')
            .where('deadline_seconds', 'is not', null),
        ),
        eb(
          'tasks.agent_id',
          'in',
          eb
            .selectFrom('agent_operation_approval_policies')
            .select('agent_id')
            .where('deadline_seconds', 'is not', null),
        ),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tool_call_deadlines')
            .select('tool_call_deadlines.tool_call_id')
            .whereRef('tool_call_deadlines.tool_call_id', '=', 'tool_calls.id'),
        ),
      ),
    )
    .orderBy('tool_calls.created_at')
    .orderBy('tool_calls.id')
    .limit(limit)
    .execute();
}

/**
 * Marks a call's deadline as passed, once: of several workers (or a worker that restarted) only
 * the first insert writes the row, and only the caller whose insert wrote it acts. On PostgreSQL a
 * concurrent insert of the same key waits for the first to commit, then finds the conflict.
 */
export async function claimPassedDeadline(trx: Transaction<Database>, row: PassedDeadline): Promise<boolean> {
  const inserted = await trx
    .insertInto('tool_call_deadlines')
    .values(row)
    .onConflict((conflict) => conflict.column('tool_call_id').doNothing())
    .returning('tool_call_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The passed deadlines of calls, by call id. */
export async function passedDeadlines(
  db: Queryable,
  calls: CallSelection,
): Promise<ReadonlyMap<number, PassedDeadline>> {
  if (selectsNoCall(calls)) return new Map();
  const rows = await db
    .selectFrom('tool_call_deadlines')
    .selectAll()
    .where((eb) => ('taskId' in calls ? eb('task_id', '=', calls.taskId) : eb('tool_call_id', 'in', calls)))
    .execute();
  return new Map(rows.map((row) => [row.tool_call_id, row]));
}

export function isEscalated(deadline: PassedDeadline | undefined): boolean {
  return deadline?.outcome === ('escalated' satisfies DeadlineOutcome);
}
