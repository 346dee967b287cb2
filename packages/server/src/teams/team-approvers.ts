import type { Kysely, Transaction } from 'kysely';
import { type AgentSelection, type Database, selectsNoAgent } from '../db/index.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/** Team roles that decide the approvals of the team's shared agents. */
export const decidingTeamRoles = ['approver', 'manager'] as const;

/** Per agent, the people who decide its approvals as approvers or managers of a team it is shared with. */
export async function teamApproversOf(
  db: Queryable,
  agents: AgentSelection,
): Promise<ReadonlyMap<number, readonly number[]>> {
  if (selectsNoAgent(agents)) return new Map();
  const rows = await db
    .selectFrom('agent_shares')
    .innerJoin('team_members', 'team_members.team_id', 'agent_shares.team_id')
    .select(['agent_shares.agent_id', 'team_members.user_id'])
    .where('agent_shares.agent_id', 'in', agents)
    .where('team_members.role', 'in', [...decidingTeamRoles])
    .orderBy('team_members.user_id')
    .execute();
  const byAgent = new Map<number, number[]>();
  for (const row of rows) {
    const people = byAgent.get(row.agent_id) ?? [];
    if (!people.includes(row.user_id)) people.push(row.user_id);
    byAgent.set(row.agent_id, people);
  }
  return byAgent;
}

/** The agents whose approvals the person decides as a team's approver or manager. */
export async function agentsDecidedAsTeamApprover(db: Queryable, userId: number): Promise<readonly number[]> {
  const rows = await db
    .selectFrom('agent_shares')
    .innerJoin('team_members', 'team_members.team_id', 'agent_shares.team_id')
    .select('agent_shares.agent_id')
    .where('team_members.user_id', '=', userId)
    .where('team_members.role', 'in', [...decidingTeamRoles])
    .execute();
  return [...new Set(rows.map((row) => row.agent_id))];
}
