import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { hasOpenStatus } from '../db/index.js';
import type { CallResults } from './open-calls.js';
import { openStatusesAllowing, toolCallStatusOn } from './tool-call-transitions.js';

/**
 * The task-level reject of seed 001: every call awaiting a decision becomes REJECTED and the
 * model reads "Action rejected by user: {reason}" for each. The calls' own rejected_at /
 * rejected_by / reject_reason stay empty, as the seed reserves them for per-call rejections; who
 * rejected is kept in the decisions record (`tool-call-decisions.ts`).
 */
export async function rejectPendingCalls(
  trx: Transaction<Database>,
  taskId: number,
  reason: string,
  now: string,
): Promise<CallResults> {
  const rejected = await trx
    .updateTable('tool_calls')
    .set({ status: toolCallStatusOn('rejected'), updated_at: now })
    .where('task_id', '=', taskId)
    .where(hasOpenStatus('status', openStatusesAllowing('rejected')))
    .returningAll()
    .execute();
  const calls = rejected.sort((a, b) => a.call_index - b.call_index || a.id - b.id);
  return {
    calls,
    entries: calls.map((call) => ({
      role: 'tool',
      toolCallId: call.provider_call_id,
      toolName: call.tool_name,
      content: `Action rejected by user: ${reason}`,
    })),
  };
}
