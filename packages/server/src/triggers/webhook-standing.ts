import type { Kysely } from 'kysely';
import type { Database, Webhook } from '../db/index.js';
import { accessCovers, agentWithAccess } from '../teams/index.js';
import { WebhookError } from './webhook-error.js';

/**
 * Why the hook may not start a task now, or null when it may. Its tasks run as the agent's owner,
 * so the owner's account must be active (a suspended account starts no new work); and a hook a
 * teammate made works only while that person is active and may still configure the agent, so
 * someone who left the team (or whose share was withdrawn) keeps no way in through the URL and
 * secret they were shown. Checked at every delivery, since either can change at any time.
 */
export async function standingProblem(db: Kysely<Database>, hook: Webhook): Promise<string | null> {
  const owner = await db
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select(['users.id', 'users.status'])
    .where('agents.id', '=', hook.agent_id)
    .executeTakeFirst();
  // The agent was deleted during the delivery, and its hooks with it.
  if (owner === undefined) throw WebhookError.notFound('Webhook');
  if (owner.status !== 'active') return "This webhook starts nothing while the agent's owner is suspended.";
  const creatorId = hook.created_by_user_id;
  if (creatorId === owner.id) return null;
  const creator =
    creatorId === null
      ? undefined
      : await db.selectFrom('users').select('status').where('id', '=', creatorId).executeTakeFirst();
  const reached =
    creatorId !== null && creator?.status === 'active'
      ? await agentWithAccess(db, creatorId, hook.agent_id)
      : null;
  return reached !== null && accessCovers(reached.access, 'configure')
    ? null
    : 'This webhook starts nothing: the person who created it may no longer configure the agent. Create a new one.';
}
