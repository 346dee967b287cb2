import type { Kysely, Transaction } from 'kysely';
import type { Agent, AgentShareAccess, Database } from '../db/index.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * How far one person reaches into an agent: its owner does everything; a member of a team it is
 * shared with uses it (sees it, runs it) or also configures it, by the widest share.
 */
export type AgentAccess = 'owner' | AgentShareAccess;

const rank: Readonly<Record<AgentAccess, number>> = { use: 1, configure: 2, owner: 3 };

/** Whether `access` covers what `needed` asks for. */
export function accessCovers(access: AgentAccess, needed: AgentAccess): boolean {
  return rank[access] >= rank[needed];
}

/** The agent with the person's access to it, or null when it does not exist or is not theirs to see. */
export async function agentWithAccess(
  db: Queryable,
  userId: number,
  agentId: number,
): Promise<{ readonly agent: Agent; readonly access: AgentAccess } | null> {
  const agent = await db.selectFrom('agents').selectAll().where('id', '=', agentId).executeTakeFirst();
  if (!agent) return null;
  if (agent.user_id === userId) return { agent, access: 'owner' };
  const shares = await sharesReaching(db, userId).where('agent_shares.agent_id', '=', agentId).execute();
  const widest = widestShare(shares.map((share) => share.access));
  return widest === null ? null : { agent, access: widest };
}

/** The agents shared with the person through their teams, each with the widest access given. */
export async function sharedAgentAccess(
  db: Queryable,
  userId: number,
): Promise<ReadonlyMap<number, AgentShareAccess>> {
  const shares = await sharesReaching(db, userId).execute();
  const byAgent = new Map<number, AgentShareAccess>();
  for (const share of shares) {
    if (byAgent.get(share.agent_id) !== 'configure') byAgent.set(share.agent_id, share.access);
  }
  return byAgent;
}

function sharesReaching(db: Queryable, userId: number) {
  return (
    db
      .selectFrom('agent_shares')
      .innerJoin('team_members', 'team_members.team_id', 'agent_shares.team_id')
      .innerJoin('agents', 'agents.id', 'agent_shares.agent_id')
      .select(['agent_shares.agent_id', 'agent_shares.access'])
      .where('team_members.user_id', '=', userId)
      // An agent its own owner shares is theirs anyway.
      .where('agents.user_id', '!=', userId)
  );
}

function widestShare(accesses: readonly AgentShareAccess[]): AgentShareAccess | null {
  if (accesses.includes('configure')) return 'configure';
  return accesses.length > 0 ? 'use' : null;
}
