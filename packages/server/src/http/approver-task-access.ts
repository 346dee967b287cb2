import type { FastifyRequest } from 'fastify';
import { approverReach, mayOpenTaskDecisions } from '../approvals/index.js';
import { taskDetailOnOneConnection, UserTasks } from '../tasks/index.js';
import { ApiError } from './api-error.js';
import type { ApiServices } from './api-services.js';
import { principalOf } from './route-access.js';
import { maximumId } from './schemas/common.js';
import { type TaskResourceView, toTaskResource } from './schemas/task-resource.js';

/** The task a request was found to reach, with its owner's tasks. */
const establishedAccess = new WeakMap<
  FastifyRequest,
  { readonly taskId: number; readonly tasks: UserTasks }
>();

/**
 * The task behind `/tasks/:id` decision routes and `GET /tasks/{id}`, as its owner reads it, when the caller may decide
 * on it: its owner, an approver of its agent, or an escalation approver of one of its escalated
 * calls (a rehearsal's task: its owner alone). Anyone else gets NOT_FOUND, exactly as for a task
 * that does not exist.
 */
export async function decidableTasks(
  services: Pick<ApiServices, 'database'>,
  request: FastifyRequest,
  taskId: number,
): Promise<UserTasks> {
  const { db } = services.database;
  // Checked once a request: the hook before the body, the handler after the decision.
  const established = establishedAccess.get(request);
  if (established?.taskId === taskId) return established.tasks;
  const userId = principalOf(request).user.id;
  const task = await db
    .selectFrom('tasks')
    .select(['id', 'user_id', 'agent_id', 'rehearsal_id'])
    .where('id', '=', taskId)
    .executeTakeFirst();
  // A rehearsal's task has no call to decide, and a rehearsal is its maker's and the agent owner's.
  const visible =
    task !== undefined &&
    (task.user_id === userId ||
      (task.rehearsal_id === null &&
        (await mayOpenTaskDecisions(db, await approverReach(db, userId), task))));
  if (!visible) throw ApiError.notFound(`Task ${taskId}`);
  const tasks = new UserTasks(db, task.user_id);
  establishedAccess.set(request, { taskId, tasks });
  return tasks;
}

/** A `preValidation` hook: a task the caller may not decide on is a 404 before the body is looked at. */
export function decidableTaskFirst(services: Pick<ApiServices, 'database'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = Number((request.params as { id?: unknown }).id);
    if (!Number.isSafeInteger(id) || id < 1 || id > maximumId) return;
    await decidableTasks(services, request, id);
  };
}

/** What a person who is not a task's owner may do to it: decide its calls, nothing else. */
const approverActions: ReadonlySet<string> = new Set(['approve', 'reject', 'reconcile']);

/**
 * `{task}` as the caller of a decision route or `GET /tasks/{id}` reads it. An approver reads the
 * owner's task with `viewer: 'approver'`, and its `allowed_actions` (and its related tasks') keep
 * only deciding: continuing, stopping, retrying and deleting stay the owner's, and are 404s to them.
 */
export async function decidableTaskData(
  services: Pick<ApiServices, 'database' | 'tools'>,
  request: FastifyRequest,
  taskId: number,
  sinceSequence?: number,
): Promise<{ task: TaskResourceView }> {
  const { userId } = await decidableTasks(services, request, taskId);
  const detail = await taskDetailOnOneConnection(services.database.db, userId, taskId, sinceSequence);
  const task = toTaskResource(detail, services.tools);
  if (detail.task.user_id === principalOf(request).user.id) return { task };
  const related = <Related extends { readonly allowed_actions: readonly string[] }>(each: Related) => ({
    ...each,
    allowed_actions: [],
  });
  return {
    task: {
      ...task,
      allowed_actions: task.allowed_actions.filter((action) => approverActions.has(action)),
      source_task: task.source_task === null ? null : related(task.source_task),
      sub_tasks: task.sub_tasks.map(related),
      viewer: 'approver',
    },
  };
}
