import type { Transaction } from 'kysely';
import type { Database, Task } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { parseTaskData, serializeTaskData, withoutKeys } from '../task-data.js';
import type { TaskEventRecorder } from '../task-events.js';
import { statusesAllowing } from '../task-transitions.js';
import { lockInStatus, writeTransition } from './task-lock.js';

/**
 * "Allow N more": a task paused at its step limit (AWAITING_BUDGET) gets `steps` more and is
 * queued; the next run goes on from where the last one stopped, with its history and step count
 * as they were, so no step is lost or repeated.
 */
export async function extendStepBudget(
  trx: Transaction<Database>,
  taskId: number,
  steps: number,
  events: TaskEventRecorder | undefined,
): Promise<Task> {
  const task = await lockInStatus(trx, taskId, statusesAllowing('budget_extended'), 'allow more steps for');
  const queued = await writeTransition(trx, task, 'budget_extended', {
    max_steps: task.max_steps + steps,
    data: serializeTaskData(withoutKeys(parseTaskData(task.data), 'max_steps_reached')),
    updated_at: nowIso(),
  });
  await events?.record(trx, [{ task: queued, statusChanged: true }]);
  return queued;
}
