import type { Transaction } from 'kysely';
import { claimPassedDeadline } from '../../approvals/index.js';
import type { Database, ToolCall } from '../../db/index.js';
import { traceApprovalWaits } from '../../telemetry/tracing-approval.js';
import { appendHistoryRows, nextHistorySequence } from '../history.js';
import { readPendingCalls, serializePendingState } from '../pending-state.js';
import type { TaskEventRecorder } from '../task-events.js';
import { statusesAllowing } from '../task-transitions.js';
import { recordDecisions } from '../tool-call-decisions.js';
import { toolCallStatusAfter } from '../tool-call-transitions.js';
import { lockTask, writeTransition } from './task-lock.js';

/** A call whose deadline passed under a policy that rejects, and what the model is told. */
export interface OverdueCall {
  readonly taskId: number;
  readonly toolCallId: number;
  readonly deadlineAt: string;
  readonly reason: string;
}

/**
 * Rejects a call that waited past its deadline, in `trx`, as a decision nobody made (`via:
 * 'deadline'`, no decider, no channel): the model reads the reason, and the task is queued once no
 * call awaits a decision. The task row is locked first, so a person deciding at the same moment
 * and every other worker are serialised behind it; whoever comes second finds the call decided.
 * Answers null when there was nothing to do, else whether the task was queued.
 */
export async function rejectOverdueCall(
  trx: Transaction<Database>,
  overdue: OverdueCall,
  now: string,
  events: TaskEventRecorder | undefined,
): Promise<boolean | null> {
  const task = await lockTask(trx, overdue.taskId);
  if (!statusesAllowing('decided').includes(task.status)) return null;
  const call = await trx
    .selectFrom('tool_calls')
    .selectAll()
    .where('id', '=', overdue.toolCallId)
    .where('task_id', '=', task.id)
    .where('status', '=', 'PENDING_APPROVAL')
    .executeTakeFirst();
  if (!call) return null;
  const claimed = await claimPassedDeadline(trx, {
    tool_call_id: call.id,
    task_id: task.id,
    outcome: 'rejected',
    deadline_at: overdue.deadlineAt,
    passed_at: now,
  });
  if (!claimed) return null;
  const rejected: ToolCall = await trx
    .updateTable('tool_calls')
    .set({
      status: toolCallStatusAfter(call.status, 'rejected'),
      rejected_at: now,
      rejected_by: null,
      reject_reason: overdue.reason,
      updated_at: now,
    })
    .where('id', '=', call.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  traceApprovalWaits(task, [rejected], { decidedBy: null, channel: 'deadline' });
  const decisions = await recordDecisions(
    trx,
    [{ call, decision: 'reject', reason: overdue.reason, runArguments: null }],
    { task, via: 'deadline', channel: null, decidedBy: null, at: now },
  );
  const historyRows = await appendHistoryRows(trx, task.id, await nextHistorySequence(trx, task.id), [
    {
      role: 'tool',
      toolCallId: call.provider_call_id,
      toolName: call.tool_name,
      content: `Rejected because no approver decided before the deadline: ${overdue.reason}`,
    },
  ]);
  const remaining = readPendingCalls(task.pending_state).filter(
    (pending) => pending.provider_call_id !== call.provider_call_id,
  );
  const queued = remaining.length === 0;
  const after = queued
    ? await writeTransition(trx, task, 'decided', { pending_state: null, updated_at: now })
    : await trx
        .updateTable('tasks')
        .set({ pending_state: serializePendingState(remaining, now), updated_at: now })
        .where('id', '=', task.id)
        .returningAll()
        .executeTakeFirstOrThrow();
  await events?.record(trx, [
    { task: after, statusChanged: queued, historyRows, toolCalls: [rejected], decisions },
  ]);
  return queued;
}
