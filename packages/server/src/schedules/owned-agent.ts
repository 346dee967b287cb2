import type { Kysely } from 'kysely';
import type { Agent, Database } from '../db/index.js';
import { ScheduleError } from './schedule-error.js';

/** The agent if `ownerUserId` owns it; another owner's agent is NOT_FOUND, like a missing one. */
export async function ownedAgent(db: Kysely<Database>, ownerUserId: number, agentId: number): Promise<Agent> {
  const agent = await db
    .selectFrom('agents')
    .selectAll()
    .where('id', '=', agentId)
    .where('user_id', '=', ownerUserId)
    .executeTakeFirst();
  if (!agent) throw ScheduleError.notFound(`Agent #${agentId}`);
  return agent;
}

/** What `{{user_name}}` says about a user: the display name, the name, else the e-mail address. */
export async function userNameOf(db: Kysely<Database>, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['display_name', 'name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.display_name || user?.name || user?.email || '';
}
