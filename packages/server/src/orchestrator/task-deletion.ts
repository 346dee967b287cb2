import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { deleteReleasedFiles, filesOfTasks } from '../files/index.js';
import type { TaskDeletion } from './task-events.js';
import { invalidTransition, OrchestratorError } from './task-status.js';

/**
 * Deletes a task and its sub-tasks; the database cascades to their history, tool calls, usage and
 * events. Their files go too where no other task holds them. Refused while any of them is RUNNING, since that run would go on without its rows.
 * Returns what was deleted, with the deleted task's parent, which may have been waiting for it.
 */
export async function deleteTaskTree(trx: Transaction<Database>, taskId: number): Promise<TaskDeletion> {
  const root = await trx
    .selectFrom('tasks')
    .select(['id', 'parent_task_id'])
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!root) throw new OrchestratorError('NOT_FOUND', `Task ${taskId} does not exist.`, { taskId });
  const ids = await taskTree(trx, taskId);
  // Touching the rows locks them (PostgreSQL), so no worker claims one before the delete commits.
  const locked = await trx
    .updateTable('tasks')
    .set({ updated_at: nowIso() })
    .where('id', 'in', ids)
    .returning(['id', 'status', 'user_id'])
    .execute();
  const running = locked.find((task) => task.status === 'RUNNING');
  if (running?.id === taskId) throw invalidTransition('delete', 'RUNNING', taskId);
  if (running) {
    throw new OrchestratorError(
      'INVALID_STATE',
      `Cannot delete task ${taskId}: its sub-task ${running.id} is RUNNING.`,
      { taskId, runningTaskId: running.id, action: 'delete' },
    );
  }
  const files = await filesOfTasks(trx, ids);
  await trx.deleteFrom('tasks').where('id', '=', taskId).execute();
  return {
    taskId,
    parentTaskId: root.parent_task_id,
    releasedBlobs: await deleteReleasedFiles(trx, files),
    tasks: locked
      .map((task) => ({ id: task.id, userId: task.user_id }))
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
  };
}

/**
 * Deletes every task of an agent with its sub-tasks (see `deleteTaskTree`), before the agent row
 * itself goes; refused while any of them is RUNNING. Returns one deletion per tree, oldest first.
 */
export async function deleteAgentTaskTrees(
  trx: Transaction<Database>,
  agentId: number,
): Promise<TaskDeletion[]> {
  const tasks = await trx
    .selectFrom('tasks')
    .select(['id', 'parent_task_id'])
    .where('agent_id', '=', agentId)
    .orderBy('id')
    .execute();
  const agentTaskIds = new Set(tasks.map((task) => task.id));
  const deleted = new Set<number>();
  const deletions: TaskDeletion[] = [];
  for (const task of tasks) {
    // A sub-task of the agent's own task goes with its parent's tree, also when another agent's
    // task sits between them.
    const parentGoesToo = task.parent_task_id !== null && agentTaskIds.has(task.parent_task_id);
    if (parentGoesToo || deleted.has(task.id)) continue;
    const deletion = await deleteTaskTree(trx, task.id);
    for (const gone of deletion.tasks) deleted.add(gone.id);
    deletions.push(deletion);
  }
  return deletions;
}

/** The parents of deleted trees that were not deleted with them: they may have waited for them. */
export function parentsOutside(deletions: readonly TaskDeletion[]): number[] {
  const deletedIds = new Set(deletions.flatMap((deletion) => deletion.tasks.map((task) => task.id)));
  return deletions
    .map((deletion) => deletion.parentTaskId)
    .filter((parentId): parentId is number => parentId !== null && !deletedIds.has(parentId));
}

/**
 * The task and all its descendants, breadth first from the task; a visited set keeps a corrupted
 * chain finite.
 */
async function taskTree(trx: Transaction<Database>, taskId: number): Promise<number[]> {
  const visited = new Set([taskId]);
  let frontier = [taskId];
  while (frontier.length > 0) {
    const children = await trx
      .selectFrom('tasks')
      .select('id')
      .where('parent_task_id', 'in', frontier)
      .execute();
    frontier = children.map((child) => child.id).filter((id) => !visited.has(id));
    for (const id of frontier) visited.add(id);
  }
  return [...visited];
}
