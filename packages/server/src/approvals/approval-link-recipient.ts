import type { Kysely } from 'kysely';
import type { Database, Task } from '../db/index.js';

/**
 * Whether the person an approval e-mail went to may still decide on a call of `task`, judged when
 * the link is used, not when it was sent: their account must be active, and they must be the
 * task's owner. (Approver roles widen who decides; this is the one place a link asks, so it
 * follows them once they do.)
 */
export async function recipientMayDecide(
  db: Kysely<Database>,
  userId: number,
  task: Pick<Task, 'user_id' | 'agent_id'>,
): Promise<boolean> {
  const user = await db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
  if (user?.status !== 'active') return false;
  return task.user_id === userId;
}
