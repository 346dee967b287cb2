import type { FastifyRequest } from 'fastify';
import { approverReach, mayOpenTaskDecisions } from '../approvals/index.js';
import { UserTasks } from '../tasks/index.js';
import { ApiError } from './api-error.js';
import type { ApiServices } from './api-services.js';
import { principalOf } from './route-access.js';
import { maximumId } from './schemas/common.js';

/**
 * The task behind `/tasks/:id` decision routes, as its owner reads it, when the caller may decide
 * on it: its owner, an approver of its agent, or an escalation approver of one of its escalated
 * calls. Anyone else gets NOT_FOUND, exactly as for a task that does not exist.
 */
export async function decidableTasks(
  services: Pick<ApiServices, 'database'>,
  request: FastifyRequest,
  taskId: number,
): Promise<UserTasks> {
  const { db } = services.database;
  const userId = principalOf(request).user.id;
  const task = await db
    .selectFrom('tasks')
    .select(['id', 'user_id', 'agent_id'])
    .where('id', '=', taskId)
    .executeTakeFirst();
  const visible =
    task !== undefined &&
    (task.user_id === userId || (await mayOpenTaskDecisions(db, await approverReach(db, userId), task)));
  if (!visible) throw ApiError.notFound(`Task ${taskId}`);
  return new UserTasks(db, task.user_id);
}

/** A `preValidation` hook: a task the caller may not decide on is a 404 before the body is looked at. */
export function decidableTaskFirst(services: Pick<ApiServices, 'database'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = Number((request.params as { id?: unknown }).id);
    if (!Number.isSafeInteger(id) || id < 1 || id > maximumId) return;
    await decidableTasks(services, request, id);
  };
}
