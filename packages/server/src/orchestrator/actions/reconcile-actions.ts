import type { Transaction } from 'kysely';
import type { Database, Task, ToolCall } from '../../db/index.js';
import { hasOpenStatus, nowIso } from '../../db/index.js';
import { appendHistoryRows, nextHistorySequence } from '../history.js';
import { OrchestratorError } from '../orchestrator-error.js';
import type { TaskEventRecorder } from '../task-events.js';
import { statusesAllowing } from '../task-transitions.js';
import { toolCallStatusesAllowing, toolCallStatusOn } from '../tool-call-transitions.js';
import { lockInStatus, writeTransition } from './task-lock.js';

/**
 * What a person says of a call held because its worker died while it ran (UNCERTAIN): it ran, and
 * `result` is what it returned (the model reads it as the call's result), or it did not run, and
 * it runs once on the next run.
 */
export type CallReconciliation =
  | { readonly call_id: number; readonly outcome: 'ran'; readonly result: string }
  | { readonly call_id: number; readonly outcome: 'not_run' };

/** The most characters of a result a person may give, as much as a tool's result may hold. */
export const reconciledResultLimit = 100_000;

/**
 * Records one answer for a task in NEEDS_RECONCILIATION. The task's row is locked first, so two
 * answers for the same call are decided one after the other: the second finds the call no
 * longer held (INVALID_STATE) and nothing runs twice. Once no call is held, the task is queued
 * (`reconciled`). Answers the task as written.
 */
export async function reconcileCall(
  trx: Transaction<Database>,
  taskId: number,
  answer: CallReconciliation,
  userId: number,
  events: TaskEventRecorder | undefined,
): Promise<Task> {
  validateAnswer(answer);
  const task = await lockInStatus(trx, taskId, statusesAllowing('reconciled'), 'reconcile');
  const call = await trx
    .selectFrom('tool_calls')
    .selectAll()
    .where('id', '=', answer.call_id)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!call) {
    throw new OrchestratorError('VALIDATION_ERROR', `Task ${taskId} has no call ${answer.call_id}.`, {
      fields: [{ field: 'call_id', message: 'No such call in this task.' }],
    });
  }
  const now = nowIso();
  const recorded = {
    reconciliation: answer.outcome,
    reconciled_by: userId,
    reconciled_at: now,
    updated_at: now,
  };
  const event = answer.outcome === 'ran' ? 'reported_ran' : 'reported_not_run';
  const changed = await trx
    .updateTable('tool_calls')
    .set(
      answer.outcome === 'ran'
        ? {
            ...recorded,
            status: toolCallStatusOn(event),
            result_success: 1,
            result_content: answer.result,
          }
        : { ...recorded, status: toolCallStatusOn(event), execution_started_at: null },
    )
    .where('id', '=', call.id)
    .where('status', 'in', toolCallStatusesAllowing(event))
    .returningAll()
    .executeTakeFirst();
  if (!changed) {
    throw new OrchestratorError(
      'INVALID_STATE',
      `Call ${call.id} is ${call.status}: it is not waiting for an answer.`,
      {
        status: call.status,
        call_id: call.id,
      },
    );
  }
  const historyRows =
    answer.outcome === 'ran'
      ? await appendHistoryRows(trx, taskId, await nextHistorySequence(trx, taskId), [
          {
            role: 'tool',
            toolCallId: call.provider_call_id,
            toolName: call.tool_name,
            content: reportedResult(await reporterName(trx, userId), answer.result),
          },
        ])
      : [];
  const stillHeld = await heldCallCount(trx, taskId);
  const current =
    stillHeld === 0 ? await writeTransition(trx, task, 'reconciled', { updated_at: now }) : task;
  await events?.record(trx, [
    { task: current, statusChanged: stillHeld === 0, historyRows, toolCalls: [changed] },
  ]);
  return current;
}

function validateAnswer(answer: CallReconciliation): void {
  if (answer.outcome !== 'ran') return;
  if (typeof answer.result !== 'string' || answer.result.length > reconciledResultLimit) {
    throw new OrchestratorError('VALIDATION_ERROR', 'A call that ran needs the result it returned.', {
      fields: [{ field: 'result', message: `A text of at most ${reconciledResultLimit} characters.` }],
    });
  }
}

/** What the model reads: the result, and that a person gave it rather than the tool. */
export function reportedResult(reporter: string, result: string): string {
  return `Reported by ${reporter}: the worker running this call stopped before its result was recorded; they checked, and it ran and returned:\n\n${result}`;
}

async function reporterName(trx: Transaction<Database>, userId: number): Promise<string> {
  const user = await trx
    .selectFrom('users')
    .select(['display_name', 'name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.display_name ?? user?.name ?? `user #${userId}`;
}

async function heldCallCount(trx: Transaction<Database>, taskId: number): Promise<number> {
  const held: Pick<ToolCall, 'id'>[] = await trx
    .selectFrom('tool_calls')
    .select('id')
    .where('task_id', '=', taskId)
    .where(hasOpenStatus('status', ['UNCERTAIN']))
    .execute();
  return held.length;
}
