import type { Kysely } from 'kysely';
import { type Database, pipelinedConnection } from '../db/index.js';
import { type TaskDetail, UserTasks } from './user-tasks.js';

/**
 * The detail of a task of `userId` (`UserTasks.detail`), its reads on one connection and started
 * together where they do not wait on each other. On the pool each of its fifteen or so reads
 * waits for a connection of its own, behind whatever else wants one; here that wait comes once,
 * and on PostgreSQL the reads started together share a round trip.
 */
export function taskDetailOnOneConnection(
  db: Kysely<Database>,
  userId: number,
  taskId: number,
  sinceSequence?: number,
): Promise<TaskDetail> {
  return db
    .connection()
    .execute(async (held) =>
      new UserTasks(await pipelinedConnection(held), userId).detail(taskId, sinceSequence),
    );
}
