import type { Kysely, Transaction } from 'kysely';
import type { Database, Task } from '../../db/index.js';
import { OrchestratorError } from '../orchestrator-error.js';
import type { TaskValues } from '../run-records.js';
import { invalidTransition, type TaskStatus } from '../task-status.js';
import { refusedTransition, type TaskEvent, taskStatusAfter } from '../task-transitions.js';

/**
 * The task lock operator actions decide on, and the one write that changes a task's status
 * outside a run: the state machine's answer to an event, conditional on the status it was
 * decided from.
 */

export async function getTaskIn(db: Transaction<Database> | Kysely<Database>, taskId: number): Promise<Task> {
  const task = await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!task) throw new OrchestratorError('NOT_FOUND', `Task ${taskId} does not exist.`, { taskId });
  return task;
}

/**
 * The task's row as it is once locked (PostgreSQL waits for a concurrent writer to commit and
 * reads its version); the no-op write changes nothing a reader sees.
 */
export async function lockTask(trx: Transaction<Database>, taskId: number): Promise<Task> {
  const task = await trx
    .updateTable('tasks')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', taskId)
    .returningAll()
    .executeTakeFirst();
  if (!task) throw new OrchestratorError('NOT_FOUND', `Task ${taskId} does not exist.`, { taskId });
  return task;
}

/**
 * Locks the row and decides on the status it has once locked: a claim or another action that
 * committed meanwhile is seen, so a refusal always names the status that caused it (a filter
 * on the status followed by a second read could see two different moments).
 */
export async function lockInStatus(
  trx: Transaction<Database>,
  taskId: number,
  statuses: Iterable<TaskStatus>,
  action: string,
): Promise<Task> {
  const task = await lockTask(trx, taskId);
  if (![...statuses].includes(task.status)) throw invalidTransition(action, task.status, taskId);
  return task;
}

/**
 * Applies `event` to a task in the status it was read in, with `values`: refused (INVALID_STATE,
 * nothing written) when the machine does not allow the event there, or when the task has left
 * that status meanwhile. Answers the task as written.
 */
export async function writeTransition(
  trx: Transaction<Database>,
  task: Pick<Task, 'id' | 'status'>,
  event: TaskEvent,
  values: TaskValues = {},
): Promise<Task> {
  const status = taskStatusAfter(task.status, event, task.id);
  const written = await trx
    .updateTable('tasks')
    .set({ ...values, status })
    .where('id', '=', task.id)
    .where('status', '=', task.status)
    .returningAll()
    .executeTakeFirst();
  if (!written) throw refusedTransition((await getTaskIn(trx, task.id)).status, event, task.id);
  return written;
}
