import type { Transaction } from 'kysely';
import type { Database, ToolCall } from '../db/index.js';
import { hasOpenStatus, nowIso } from '../db/index.js';
import type { NewHistoryEntry } from './history.js';
import {
  interruptionOf,
  openStatusesAllowing,
  type ToolCallEvent,
  toolCallStatusesAllowing,
  toolCallStatusOn,
} from './tool-call-transitions.js';

/** Results given to calls: the history rows that carry them, and the calls as they now are. */
export interface CallResults {
  readonly entries: NewHistoryEntry[];
  readonly calls: ToolCall[];
}

/** What a call that was running when its task was stopped is told: it may have had its effect. */
export const stoppedWhileRunningMessage =
  'Interrupted: the task was stopped while this call ran, so it may or may not have taken effect. It was not run again; check its effect before repeating it.';

/** What a held call is told when its task is stopped before anyone said what became of it. */
export const stoppedWhileHeldMessage =
  'Interrupted: the worker running this call stopped before it finished, so it may or may not have taken effect, and the task was stopped before anyone said which. It was not run again; check its effect before repeating it.';

/**
 * Calls of the current turn without a result (running, held for a person, awaiting a decision,
 * approved but not run) are closed, so the conversation stays one the providers accept. Calls
 * that never started get `notRunMessage`; a call that was running may have had its effect, and is
 * told so (`runningMessage`, or `stoppedWhileHeldMessage` for a held one), never that it did not run.
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
    .where(
      hasOpenStatus('status', [
        ...openStatusesAllowing('interrupted'),
        ...openStatusesAllowing('closed_unstarted'),
      ]),
    )
    .orderBy('call_index')
    .execute();
  if (open.length === 0) return { entries: [], calls: [] };
  const running = open.filter((call) => call.status === 'EXECUTING');
  // A held call was running when its worker died: it may have had its effect too.
  const held = open.filter((call) => call.status === 'UNCERTAIN');
  const unstarted = open.filter((call) => call.status !== 'EXECUTING' && call.status !== 'UNCERTAIN');
  const closed = [
    ...(await interruptCalls(
      trx,
      running.map((call) => call.id),
      'interrupted',
      runningMessage,
    )),
    ...(await interruptCalls(
      trx,
      held.map((call) => call.id),
      'interrupted',
      stoppedWhileHeldMessage,
    )),
    ...(await interruptCalls(
      trx,
      unstarted.map((call) => call.id),
      'closed_unstarted',
      notRunMessage,
    )),
  ].sort((a, b) => a.call_index - b.call_index);
  return {
    entries: closed.map((call) => ({
      role: 'tool',
      toolCallId: call.provider_call_id,
      toolName: call.tool_name,
      content: call.result_content ?? '',
    })),
    calls: closed,
  };
}

/**
 * Closes calls as INTERRUPTED, recording how (`interruptionOf(event)`): `interrupted` for calls
 * that were running and may have had their effect, `closed_unstarted` for calls that never began.
 * Only calls still in a status the event allows change; answers them as they now are.
 */
export async function interruptCalls(
  trx: Transaction<Database>,
  callIds: readonly number[],
  event: Extract<ToolCallEvent, 'interrupted' | 'closed_unstarted'>,
  message: string,
): Promise<ToolCall[]> {
  if (callIds.length === 0) return [];
  const now = nowIso();
  return trx
    .updateTable('tool_calls')
    .set({
      status: toolCallStatusOn(event),
      interruption: interruptionOf(event),
      result_success: 0,
      result_content: message,
      executed_at: now,
      updated_at: now,
    })
    .where('id', 'in', [...callIds])
    .where('status', 'in', toolCallStatusesAllowing(event))
    .returningAll()
    .execute();
}

/**
 * Holds calls a dead worker left executing (UNCERTAIN): they may or may not have had their effect,
 * so nothing runs them again until a person says what became of them. Answers them as they now are.
 */
export async function holdUncertainCalls(
  trx: Transaction<Database>,
  callIds: readonly number[],
): Promise<ToolCall[]> {
  if (callIds.length === 0) return [];
  return trx
    .updateTable('tool_calls')
    .set({ status: toolCallStatusOn('held'), updated_at: nowIso() })
    .where('id', 'in', [...callIds])
    .where('status', 'in', toolCallStatusesAllowing('held'))
    .returningAll()
    .execute();
}
