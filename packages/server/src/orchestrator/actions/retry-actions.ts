import type { Transaction } from 'kysely';
import type { Database, Task } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { retriedTaskValues } from '../new-task.js';
import type { TaskEventRecorder } from '../task-events.js';
import { invalidTransition } from '../task-status.js';
import { statusesAllowing } from '../task-transitions.js';
import { getTaskIn, lockInStatus, writeTransition } from './task-lock.js';

/** Retry and its cancellation: a person runs a failed task again, or stops its automatic retry. */

/** Queues a failed task in `trx` to run again from its history, with a fresh step budget. */
export async function retryIn(
  trx: Transaction<Database>,
  taskId: number,
  events: TaskEventRecorder | undefined,
): Promise<void> {
  const failed = await lockInStatus(trx, taskId, statusesAllowing('retried'), 'retry');
  const queued = await writeTransition(trx, failed, 'retried', {
    ...retriedTaskValues(failed),
    updated_at: nowIso(),
  });
  await events?.record(trx, [{ task: queued, statusChanged: true }]);
}

/** Cancels a scheduled automatic retry in `trx`: the task becomes CANCELLED and is not retried. */
export async function cancelRetryIn(
  trx: Transaction<Database>,
  taskId: number,
  events: TaskEventRecorder | undefined,
): Promise<Task> {
  const task = await getTaskIn(trx, taskId);
  if (!statusesAllowing('retry_cancelled').includes(task.status) || task.retry_of_task_id === null) {
    throw invalidTransition('cancel the automatic retry of', task.status, taskId);
  }
  const cancelled = await writeTransition(trx, task, 'retry_cancelled', {
    retry_after: null,
    retry_of_task_id: null,
    updated_at: nowIso(),
  });
  await events?.record(trx, [{ task: cancelled, statusChanged: true }]);
  return cancelled;
}
