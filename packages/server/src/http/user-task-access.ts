import type { FastifyRequest } from 'fastify';
import { UserTasks } from '../tasks/index.js';
import type { ApiServices } from './api-services.js';
import { principalOf } from './route-access.js';
import { maximumId } from './schemas/common.js';
import { type TaskResourceView, toTaskResource } from './schemas/task-resource.js';

/** The signed-in user's tasks: anyone else's are NOT_FOUND. */
export function userTasksOf(services: Pick<ApiServices, 'database'>, request: FastifyRequest): UserTasks {
  return new UserTasks(services.database.db, principalOf(request).user.id);
}

/**
 * A `preValidation` hook for routes under `/tasks/:id`: another user's task is a 404 before the
 * body is looked at, so a foreign id answers the same whatever is sent. A malformed id is left to
 * the params schema.
 */
export function ownedTaskFirst(services: Pick<ApiServices, 'database'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = Number((request.params as { id?: unknown }).id);
    // Out of the column's range, PostgreSQL would fail the query rather than find nothing.
    if (!Number.isSafeInteger(id) || id < 1 || id > maximumId) return;
    await userTasksOf(services, request).get(id);
  };
}

/** `{task}` as every single-task response carries it: with its history, tool calls and totals. */
export async function taskData(
  services: Pick<ApiServices, 'tools'>,
  tasks: UserTasks,
  taskId: number,
): Promise<{ task: TaskResourceView }> {
  return { task: toTaskResource(await tasks.detail(taskId), services.tools) };
}
