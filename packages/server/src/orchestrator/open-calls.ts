import type { Transaction } from 'kysely';
import type { Database, ToolCall } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { NewHistoryEntry } from './history.js';

/** Results given to calls: the history rows that carry them, and the calls as they now are. */
export interface CallResults {
  readonly entries: NewHistoryEntry[];
  readonly calls: ToolCall[];
}

/**
 * Calls of the current turn without a result (running, awaiting a decision, approved but not run)
 * are closed with `message`, so the conversation stays one the providers accept.
 */
export async function closeOpenCalls(
  trx: Transaction<Database>,
  taskId: number,
  message: string,
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
  const closed = {
    status: 'INTERRUPTED',
    result_success: 0,
    result_content: message,
    executed_at: now,
    updated_at: now,
  } as const;
  await trx
    .updateTable('tool_calls')
    .set(closed)
    .where(
      'id',
      'in',
      open.map((call) => call.id),
    )
    .execute();
  return {
    entries: open.map((call) => ({
      role: 'tool',
      toolCallId: call.provider_call_id,
      toolName: call.tool_name,
      content: message,
    })),
    calls: open.map((call) => ({ ...call, ...closed })),
  };
}
