import type { Kysely } from 'kysely';
import type { Database, Task } from '../db/index.js';
import { isEscalated, passedDeadlines } from './approver-deadlines.js';
import { loadApproverPolicy, mayDecide } from './approver-policy.js';

/**
 * Whether the person an approval e-mail went to may still decide on a call of `task`, judged when
 * the link is used, not when it was sent: their account must be active, and the agent's approver
 * policy must let them decide the call now — its owner (unless left out), a named approver, an
 * administrator where administrators decide, or an escalation approver once the call escalated.
 */
export async function recipientMayDecide(
  db: Kysely<Database>,
  userId: number,
  task: Pick<Task, 'user_id' | 'agent_id'> & { readonly call_id?: number },
): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'role', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.status !== 'active') return false;
  const callId = task.call_id;
  const [policy, passed] = await Promise.all([
    loadApproverPolicy(db, task.agent_id),
    callId === undefined ? Promise.resolve(new Map()) : passedDeadlines(db, [callId]),
  ]);
  const escalated = callId !== undefined && isEscalated(passed.get(callId));
  return mayDecide(policy, user, task.user_id, escalated);
}
