import type { Kysely } from 'kysely';
import type { Agent, Database } from '../db/index.js';
import { toFlag } from './agent-columns.js';
import type { OwnedAgentScope } from './owned-agent-scope.js';

/** Dashboard flags a list can be narrowed by; an omitted flag does not narrow it. */
export interface AgentListFilter {
  readonly archived?: boolean;
  readonly pinned?: boolean;
  readonly favorite?: boolean;
}

const flagColumns = {
  archived: 'is_archived',
  pinned: 'is_pinned',
  favorite: 'is_favorite',
} as const satisfies Record<keyof AgentListFilter, keyof Agent>;

/** A tool enabled for an agent, as its row recorded it (the tool may since have been unregistered). */
export interface AgentToolRow {
  readonly toolClass: string;
  readonly toolName: string;
}

export function listAgents(scope: OwnedAgentScope, filter: AgentListFilter): Promise<Agent[]> {
  let query = scope.deps.database.db
    .selectFrom('agents')
    .selectAll()
    .where('user_id', '=', scope.ownerUserId);
  for (const [flag, value] of flagsOf(filter)) query = query.where(flagColumns[flag], '=', toFlag(value));
  return query.orderBy('id', 'desc').execute();
}

/**
 * Agents others own and share with a team the user belongs to, newest first. The dashboard flags
 * are the owner's, so they narrow this list as they narrow the owner's.
 */
export function listSharedAgents(
  db: Kysely<Database>,
  userId: number,
  filter: AgentListFilter,
): Promise<Agent[]> {
  let query = db
    .selectFrom('agents')
    .selectAll()
    .where('user_id', '!=', userId)
    .where((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('agent_shares')
          .innerJoin('team_members', 'team_members.team_id', 'agent_shares.team_id')
          .select('agent_shares.agent_id')
          .where('team_members.user_id', '=', userId),
      ),
    );
  for (const [flag, value] of flagsOf(filter)) query = query.where(flagColumns[flag], '=', toFlag(value));
  return query.orderBy('id', 'desc').execute();
}

function flagsOf(filter: AgentListFilter) {
  return Object.entries(filter).filter(
    (entry): entry is [keyof AgentListFilter, boolean] => entry[1] !== undefined,
  );
}

export async function enabledToolsOf(
  scope: OwnedAgentScope,
  agentIds: readonly number[],
): Promise<ReadonlyMap<number, AgentToolRow[]>> {
  const byAgent = new Map<number, AgentToolRow[]>();
  if (agentIds.length === 0) return byAgent;
  const rows = await scope.deps.database.db
    .selectFrom('agent_tools')
    .innerJoin('agents', 'agents.id', 'agent_tools.agent_id')
    .select(['agent_tools.agent_id', 'agent_tools.tool_class', 'agent_tools.tool_name'])
    .where('agents.user_id', '=', scope.ownerUserId)
    .where('agent_tools.agent_id', 'in', [...agentIds])
    .orderBy('agent_tools.id')
    .execute();
  for (const row of rows) {
    const tools = byAgent.get(row.agent_id) ?? [];
    tools.push({ toolClass: row.tool_class, toolName: row.tool_name });
    byAgent.set(row.agent_id, tools);
  }
  return byAgent;
}
