import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { NewHistoryEntry } from './history.js';

/**
 * Calls of the current turn without a result (running, awaiting a decision, approved but not run)
 * are closed with `message`, so the conversation stays one the providers accept.
 */
export async function closeOpenCalls(
  trx: Transaction<Database>,
  taskId: number,
  message: string,
): Promise<NewHistoryEntry[]> {
  const open = await trx
    .selectFrom('tool_calls')
    .selectAll()
    .where('task_id', '=', taskId)
    .where('status', 'in', ['EXECUTING', 'PENDING_APPROVAL', 'APPROVED'])
    .orderBy('call_index')
    .execute();
  if (open.length === 0) return [];
  const now = nowIso();
  await trx
    .updateTable('tool_calls')
    .set({
      status: 'INTERRUPTED',
      result_success: 0,
      result_content: message,
      executed_at: now,
      updated_at: now,
    })
    .where(
      'id',
      'in',
      open.map((call) => call.id),
    )
    .execute();
  return open.map((call) => ({
    role: 'tool',
    toolCallId: call.provider_call_id,
    toolName: call.tool_name,
    content: message,
  }));
}
