import type { Transaction } from 'kysely';
import type { Database, NewTask, Task } from '../db/index.js';
import { nowIso, PrecompiledQueries } from '../db/index.js';
import { linkTaskFiles, type MessageAttachment } from '../files/index.js';
import { traceParentColumn } from '../telemetry/trace-context.js';
import { appendHistoryEntries } from './history.js';
import { parseTaskData, serializeTaskData, withoutKeys } from './task-data.js';
import { initialTaskStatus } from './task-transitions.js';

export interface NewTaskRequest {
  readonly agentId: number;
  /** Whose task it is: who ran it, else the agent's owner. Their budget and usage count it. */
  readonly userId: number;
  readonly runnerUserId: number | null;
  readonly prompt: string;
  readonly maxSteps: number;
  readonly parentTaskId: number | null;
  readonly data: string | null;
  /** Files sent with the prompt, checked already (`AttachmentService.prepare`). */
  readonly attachments?: readonly MessageAttachment[];
  /** The rehearsal the task runs for, and the past task whose prompt it repeats; absent: real work. */
  readonly rehearsal?: { readonly id: number; readonly ofTaskId: number | null };
}

/** The row of a new QUEUED task. */
export function queuedTaskValues(request: NewTaskRequest): NewTask {
  const now = nowIso();
  return {
    agent_id: request.agentId,
    user_id: request.userId,
    runner_user_id: request.runnerUserId,
    status: initialTaskStatus,
    user_prompt: request.prompt,
    final_response: null,
    max_steps: request.maxSteps,
    parent_task_id: request.parentTaskId,
    retry_of_task_id: null,
    retry_after: null,
    pending_state: null,
    failure_reason: null,
    error_code: null,
    error_message: null,
    data: request.data,
    lease_owner: null,
    lease_expires_at: null,
    // The trace of the request (or run) that made it, which every run of the task continues.
    ...traceParentColumn(),
    ...(request.rehearsal && {
      rehearsal_id: request.rehearsal.id,
      rehearsal_of_task_id: request.rehearsal.ofTaskId,
    }),
    created_at: now,
    updated_at: now,
  };
}

/** Inserts a QUEUED task with its prompt as the first history row. */
export async function insertQueuedTask(trx: Transaction<Database>, request: NewTaskRequest): Promise<Task> {
  const values = queuedTaskValues(request);
  const [task] = (await insertTaskRows.execute(trx, Object.keys(values).join(','), values)).rows;
  if (!task) throw new Error('The new task was not returned.');
  const attachments = request.attachments ?? [];
  await appendHistoryEntries(trx, task.id, 0, [{ role: 'user', content: request.prompt, attachments }]);
  await linkTaskFiles(
    trx,
    task.id,
    attachments.map((attachment) => attachment.file_id),
  );
  return task;
}

/**
 * What a retry writes with its event (`retried` by hand, `retry_due` automatically): the task runs
 * again from its history with a fresh step budget, and nothing of the failure it is retried from
 * stays on it.
 */
export function retriedTaskValues(task: Pick<Task, 'data'>) {
  return {
    step_count: 0,
    error_code: null,
    error_message: null,
    failure_reason: null,
    retry_after: null,
    retry_of_task_id: null,
    data: serializeTaskData(withoutKeys(parseTaskData(task.data), 'max_steps_reached')),
  } as const;
}

// New tasks are inserted with the same columns, so one compiled statement serves them all; the row
// comes back whole, with the columns the database fills in.
const insertTaskRows = new PrecompiledQueries<Record<string, unknown>, Task>((key) => (db, slots) => {
  const columns = key.split(',');
  return db
    .insertInto('tasks')
    .values(Object.fromEntries(columns.map((column) => [column, slots[column]])) as NewTask)
    .returningAll();
});
