import type { Transaction } from 'kysely';
import type { Database, Task } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { linkTaskFiles, type MessageAttachment } from '../../files/index.js';
import { appendHistoryRows, nextHistorySequence } from '../history.js';
import { closeOpenCalls } from '../open-calls.js';
import { parseTaskData, serializeTaskData, withoutKeys } from '../task-data.js';
import type { TaskChange } from '../task-events.js';
import { continuableStatuses, invalidTransition } from '../task-status.js';
import { statusesAllowing, taskStatusAfterOrNull } from '../task-transitions.js';
import { getTaskIn, lockInStatus, lockTask, writeTransition } from './task-lock.js';

/** Abort and continue: a person stops a task, or re-prompts it (stopping a run first). */

/** A change an action made, with the run it stopped (the lease owner of a task that was RUNNING). */
export type StopChange = TaskChange & { readonly stoppedRun: string | null };

const abortedBeforeRunning = 'Stopped: the user aborted the task before this call ran.';
const parentAbortedBeforeRunning = 'Not run: the parent task was aborted before this call ran.';

/**
 * Aborts a task in `trx` (ABORTED, its calls without a result closed), then every sub-agent task
 * below it that still runs or waits (`parent_aborted`: those running or waiting on others are
 * ABORTED, those queued or awaiting approval CANCELLED; their pending approvals end). Answers the
 * changes, the task's first; none when it was ABORTED already.
 */
export async function abortWithChildren(trx: Transaction<Database>, taskId: number): Promise<StopChange[]> {
  // Decided on the locked row: a concurrent abort or claim has committed by then, so a second
  // abort sees ABORTED (and succeeds) and a refusal names the status that caused it.
  const task = await lockTask(trx, taskId);
  if (task.status === 'ABORTED') return [];
  if (taskStatusAfterOrNull(task.status, 'aborted') === null)
    throw invalidTransition('abort', task.status, taskId);
  const changes = [await stopTask(trx, task, 'aborted', abortedBeforeRunning, {})];
  const visited = new Set([taskId]);
  let parents = [taskId];
  // Level by level, with a visited set: a corrupted chain of parent links must not loop forever.
  while (parents.length > 0) {
    const children = await trx
      .selectFrom('tasks')
      .selectAll()
      .where('parent_task_id', 'in', parents)
      .where('status', 'in', statusesAllowing('parent_aborted'))
      .orderBy('id')
      .execute();
    parents = [];
    for (const child of children) {
      if (visited.has(child.id)) continue;
      visited.add(child.id);
      const parentId = child.parent_task_id as number;
      changes.push(
        await stopTask(trx, child, 'parent_aborted', parentAbortedBeforeRunning, {
          stopped_with_parent_task_id: parentId,
        }),
      );
      parents.push(child.id);
    }
  }
  return changes;
}

/** Stops one task: its calls without a result closed, `event` applied, the time recorded. */
async function stopTask(
  trx: Transaction<Database>,
  task: Task,
  event: 'aborted' | 'parent_aborted',
  notRunMessage: string,
  recorded: { stopped_with_parent_task_id?: number },
): Promise<StopChange> {
  const now = nowIso();
  const closed = await closeOpenCalls(trx, task.id, notRunMessage);
  const historyRows = await appendHistoryRows(
    trx,
    task.id,
    await nextHistorySequence(trx, task.id),
    closed.entries,
  );
  const stopped = await writeTransition(trx, task, event, {
    pending_state: null,
    lease_owner: null,
    lease_expires_at: null,
    claim_attempts: 0,
    data: serializeTaskData({
      ...withoutKeys(parseTaskData(task.data), 'spawned_sub_task_ids'),
      ...recorded,
      aborted_at: now,
    }),
    updated_at: now,
  });
  return {
    task: stopped,
    statusChanged: true,
    historyRows,
    toolCalls: closed.calls,
    stoppedRun: task.status === 'RUNNING' ? task.lease_owner : null,
  };
}

/**
 * Aborts a sub-agent's task and every ancestor still waiting for sub-agents above it, in one
 * transaction, so no waiting ancestor is released to run on in between.
 */
export async function abortWithWaitingAncestors(
  trx: Transaction<Database>,
  taskId: number,
): Promise<StopChange[]> {
  const changes = await abortWithChildren(trx, taskId);
  const visited = new Set([taskId, ...changes.map((change) => change.task.id)]);
  let parentId = (await getTaskIn(trx, taskId)).parent_task_id;
  while (parentId !== null && !visited.has(parentId)) {
    visited.add(parentId);
    const parent = await getTaskIn(trx, parentId);
    if (parent.status !== 'AWAITING_SUB_AGENTS') break;
    const aborted = await abortWithChildren(trx, parent.id);
    for (const change of aborted) visited.add(change.task.id);
    changes.push(...aborted);
    parentId = parent.parent_task_id;
  }
  return changes;
}

/**
 * Re-prompts a task in `trx` with a fresh step budget; from RUNNING the run is first interrupted
 * (seed 001). `from` narrows the statuses accepted, judged on the locked row. Answers the changes,
 * and the run that was stopped.
 */
export async function continueIn(
  trx: Transaction<Database>,
  taskId: number,
  prompt: string,
  additionalSteps: number | undefined,
  from: ReadonlySet<Task['status']>,
  attachments: readonly MessageAttachment[] = [],
): Promise<{ changes: TaskChange[]; stoppedRun: string | null }> {
  let task = await lockInStatus(
    trx,
    taskId,
    [...from].filter((status) => continuableStatuses.has(status)),
    'continue',
  );
  const now = nowIso();
  const changes: TaskChange[] = [];
  const stoppedRun = task.status === 'RUNNING' ? task.lease_owner : null;
  if (task.status === 'RUNNING') {
    const interrupted = await interruptForContinue(trx, task, now);
    changes.push(interrupted);
    task = interrupted.task;
  }
  const historyRows = await appendHistoryRows(trx, taskId, await nextHistorySequence(trx, taskId), [
    { role: 'user', content: prompt, attachments },
  ]);
  await linkTaskFiles(
    trx,
    taskId,
    attachments.map((attachment) => attachment.file_id),
  );
  const queued = await writeTransition(trx, task, 'continued', {
    user_prompt: prompt,
    step_count: 0,
    max_steps: additionalSteps ?? task.max_steps,
    error_code: null,
    error_message: null,
    failure_reason: null,
    retry_after: null,
    retry_of_task_id: null,
    pending_state: null,
    lease_owner: null,
    lease_expires_at: null,
    claim_attempts: 0,
    data: serializeTaskData(
      withoutKeys(
        parseTaskData(task.data),
        'aborted_at',
        'max_steps_reached',
        'spawned_sub_task_ids',
        'stopped_with_parent_task_id',
      ),
    ),
    updated_at: now,
  });
  changes.push({ task: queued, statusChanged: true, historyRows });
  return { changes, stoppedRun };
}

/**
 * `continue` on a RUNNING task first aborts it (seed 001): its calls without a result are
 * closed, an abort marker is logged and the task is ABORTED, a change of its own that the status
 * log and live clients see before the task is queued again in the same transaction.
 */
async function interruptForContinue(
  trx: Transaction<Database>,
  task: Task,
  now: string,
): Promise<TaskChange> {
  const closed = await closeOpenCalls(
    trx,
    task.id,
    'Stopped: the user interrupted the task before this call finished.',
  );
  const historyRows = await appendHistoryRows(trx, task.id, await nextHistorySequence(trx, task.id), [
    ...closed.entries,
    { role: 'system', marker: { kind: 'abort_marker', at: now } },
  ]);
  const aborted = await writeTransition(trx, task, 'interrupted_to_continue', {
    pending_state: null,
    lease_owner: null,
    lease_expires_at: null,
    data: serializeTaskData({ ...parseTaskData(task.data), aborted_at: now }),
    updated_at: now,
  });
  return { task: aborted, statusChanged: true, historyRows, toolCalls: closed.calls };
}
