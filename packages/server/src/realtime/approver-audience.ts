import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { decidingTeamRoles } from '../teams/index.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/** Why someone besides a task's owner hears of its agent's approvals. */
export type ApproverAudienceRole = 'approver' | 'escalation' | 'administrator';

/**
 * The active people besides a task's owner who decide, or may come to decide, its agent's calls:
 * the named approvers, the approvers and managers of teams the agent is shared with, the named
 * escalation approvers, and every administrator where the policy lets administrators decide. Each appears once, by the first role that names them.
 */
export interface ApproverAudience {
  readonly people: readonly { readonly userId: number; readonly as: ApproverAudienceRole }[];
}

/** Who decides from the start and so is asked when a task pauses: approvers and administrators. */
export function deciderIdsOf(audience: ApproverAudience): number[] {
  return audience.people.filter((person) => person.as !== 'escalation').map((person) => person.userId);
}

/**
 * Read in one statement, so telling approvers of a pause or a decision costs one more read per
 * change, whatever the number of approvers. Administrators an escalation would reach when no
 * escalation approver is named hear of it through the escalation's own notification.
 */
export async function approverAudience(
  db: Queryable,
  agentId: number,
  ownerUserId: number,
): Promise<ApproverAudience> {
  const rows = await db
    .selectFrom('agent_approvers')
    .innerJoin('users', 'users.id', 'agent_approvers.user_id')
    .select((eb) => [
      'agent_approvers.user_id',
      eb.ref('agent_approvers.role').$castTo<ApproverAudienceRole>().as('role'),
    ])
    .where('agent_approvers.agent_id', '=', agentId)
    .where('users.status', '=', 'active')
    .unionAll(
      db
        .selectFrom('agent_shares')
        .innerJoin('team_members', 'team_members.team_id', 'agent_shares.team_id')
        .innerJoin('users', 'users.id', 'team_members.user_id')
        .select(['team_members.user_id', sql<ApproverAudienceRole>`'approver'`.as('role')])
        .where('agent_shares.agent_id', '=', agentId)
        .where('team_members.role', 'in', [...decidingTeamRoles])
        .where('users.status', '=', 'active'),
    )
    .unionAll(
      db
        .selectFrom('users')
        .select(['users.id as user_id', sql<ApproverAudienceRole>`'administrator'`.as('role')])
        .where('users.role', '=', 'admin')
        .where('users.status', '=', 'active')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('agent_approval_policies')
              .select('agent_approval_policies.agent_id')
              .where('agent_approval_policies.agent_id', '=', agentId)
              .where('agent_approval_policies.administrators_decide', '=', 1),
          ),
        ),
    )
    .execute();
  const order: readonly ApproverAudienceRole[] = ['approver', 'administrator', 'escalation'];
  const people = new Map<number, ApproverAudienceRole>();
  for (const row of [...rows].sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role))) {
    if (row.user_id !== ownerUserId && !people.has(row.user_id)) people.set(row.user_id, row.role);
  }
  return { people: [...people].map(([userId, as]) => ({ userId, as })) };
}
