import type { Transaction } from 'kysely';
import type { Database, ToolCall } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { NewHistoryEntry } from './history.js';

/** Results given to calls: the history rows that carry them, and the calls as they now are. */
export interface CallResults {
  readonly entries: NewHistoryEntry[];
  readonly calls: ToolCall[];
}

/** What a call that was running when its task was stopped is told: it may have had its effect. */
export const stoppedWhileRunningMessage =
  'Interrupted: the task was stopped while this call ran, so it may or may not have taken effect. It was not run again; check its effect before repeating it.';

/**
 * Calls of the current turn without a result (running, awaiting a decision, approved but not run)
 * are closed, so the conversation stays one the providers accept. Calls that never started get
 * `notRunMessage`; a call that was running may have had its effect, and is told so
 * (`runningMessage`), never that it did not run.
 */
export async function closeOpenCalls(
  trx: Transaction<Database>,
  taskId: number,
  notRunMessage: string,
  runningMessage: string = stoppedWhileRunningMessage,
): Promise<CallResults> {
  const open = await trx
    .selectFrom('tool_calls')
    .selectAll()
    .where('task_id', '=', taskId)
    .where('status', 'in', ['EXECUTING', 'PENDING_APPROVAL', 'APPROVED'])
    .orderBy('call_index')
    .execute();
  if (open.length === 0) return { entries: [], calls: [] };
  const now = nowIso();
  const closedWith = (message: string) =>
    ({
      status: 'INTERRUPTED',
      result_success: 0,
      result_content: message,
      executed_at: now,
      updated_at: now,
    }) as const;
  const closed = open.map((call) => ({
    ...call,
    ...closedWith(call.status === 'EXECUTING' ? runningMessage : notRunMessage),
  }));
  for (const message of new Set(closed.map((call) => call.result_content))) {
    await trx
      .updateTable('tool_calls')
      .set(closedWith(message))
      .where(
        'id',
        'in',
        closed.filter((call) => call.result_content === message).map((call) => call.id),
      )
      .execute();
  }
  return {
    entries: closed.map((call) => ({
      role: 'tool',
      toolCallId: call.provider_call_id,
      toolName: call.tool_name,
      content: call.result_content,
    })),
    calls: closed,
  };
}
