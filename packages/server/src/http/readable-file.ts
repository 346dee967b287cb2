import type { FastifyRequest } from 'fastify';
import { approverReach, mayOpenTaskDecisions } from '../approvals/index.js';
import type { FileRow } from '../db/index.js';
import { FileError } from '../files/index.js';
import type { ApiServices } from './api-services.js';
import { principalOf } from './route-access.js';

/**
 * A file the caller may read: their own, or one held by a task they may see (its owner's, or one
 * whose calls they may decide, as `GET /tasks/{id}` lets them). Anything else is FILE_NOT_FOUND,
 * the same answer as for an id that does not exist.
 */
export async function readableFile(
  services: Pick<ApiServices, 'database' | 'files'>,
  request: FastifyRequest,
  fileId: number,
): Promise<FileRow> {
  const userId = principalOf(request).user.id;
  const file = await services.files.find(fileId);
  if (file === undefined) throw FileError.notFound();
  if (file.user_id === userId) return file;
  const { db } = services.database;
  const tasks = await db
    .selectFrom('task_files')
    .innerJoin('tasks', 'tasks.id', 'task_files.task_id')
    .select(['tasks.id', 'tasks.user_id', 'tasks.agent_id'])
    .where('task_files.file_id', '=', fileId)
    // A rehearsal's task is its owner's alone, as `GET /tasks/{id}` answers it.
    .where((eb) => eb.or([eb('tasks.rehearsal_id', 'is', null), eb('tasks.user_id', '=', userId)]))
    .execute();
  if (tasks.length === 0) throw FileError.notFound();
  const reach = await approverReach(db, userId);
  for (const task of tasks) if (await mayOpenTaskDecisions(db, reach, task)) return file;
  throw FileError.notFound();
}
