import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { comparableArguments } from './call-arguments.js';

/** A result a past real call of the same operation with the same arguments gave. */
export interface RecordedResult {
  readonly callId: number;
  readonly success: boolean;
  readonly content: string;
}

/** How many past calls of the operation are compared, newest first. */
const candidateLimit = 500;

/**
 * The newest result recorded for the same tool, operation and arguments (as they ran: approved
 * ones over proposed, compared as canonical JSON) in a past task of the same agent that was real
 * work. Only calls that ended with a result count; other agents' calls are never looked at, and
 * of a shared agent only the tasks the rehearsing person may see (what a call gave in another
 * person's task is theirs).
 */
export async function findRecordedResult(
  db: Kysely<Database>,
  call: {
    readonly agentId: number;
    /** The person whose tasks alone count; null: every task of the agent (its owner rehearses). */
    readonly tasksOfUserId: number | null;
    readonly toolClass: string;
    readonly operation: string;
    /** The arguments of the call, in each form they may have been stored in. */
    readonly argumentForms: readonly unknown[];
    readonly discriminatorKey: string | null;
  },
): Promise<RecordedResult | null> {
  const wanted = new Set(
    call.argumentForms.flatMap((args) => comparableArguments(args, call.discriminatorKey) ?? []),
  );
  const candidates = await db
    .selectFrom('tool_calls')
    .innerJoin('tasks', 'tasks.id', 'tool_calls.task_id')
    .select([
      'tool_calls.id',
      'tool_calls.proposed_arguments',
      'tool_calls.approved_arguments',
      'tool_calls.result_success',
      'tool_calls.result_content',
    ])
    .where('tool_calls.agent_id', '=', call.agentId)
    .where('tasks.agent_id', '=', call.agentId)
    .where('tasks.rehearsal_id', 'is', null)
    .$if(call.tasksOfUserId !== null, (query) => query.where('tasks.user_id', '=', call.tasksOfUserId))
    .where('tool_calls.tool_class', '=', call.toolClass)
    .where('tool_calls.operation', '=', call.operation)
    .where('tool_calls.status', 'in', ['COMPLETED', 'FAILED'])
    .where('tool_calls.result_content', 'is not', null)
    .where('tool_calls.simulated_from', 'is', null)
    .orderBy('tool_calls.id', 'desc')
    .limit(candidateLimit)
    .execute();
  for (const candidate of candidates) {
    const stored = argumentsText(
      candidate.approved_arguments ?? candidate.proposed_arguments,
      call.discriminatorKey,
    );
    if (stored === null || !wanted.has(stored)) continue;
    return {
      callId: candidate.id,
      success: candidate.result_success === 1,
      content: candidate.result_content ?? '',
    };
  }
  return null;
}

function argumentsText(stored: string, discriminatorKey: string | null): string | null {
  try {
    return comparableArguments(JSON.parse(stored), discriminatorKey);
  } catch {
    return null;
  }
}
