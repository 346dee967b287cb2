import type { Kysely, Transaction } from 'kysely';
import {
  type AgentShareAccess,
  type Database,
  inTransaction,
  isForeignKeyViolation,
  nowIso,
} from '../db/index.js';
import { SecurityLog } from '../security-log/index.js';
import type { TeamActor } from './team-actor.js';
import { TeamError } from './team-error.js';

export interface AgentShare {
  readonly team_id: number;
  readonly team_name: string;
  readonly access: AgentShareAccess;
  readonly created_at: string;
}

/**
 * Which teams an agent is shared with. Its owner shares it with a team they belong to, and
 * administrators with any team; the owner, administrators and the team's managers end a share.
 * To anyone else the agent's shares do not exist.
 */
export class AgentSharing {
  constructor(private readonly db: Kysely<Database>) {}

  async list(actor: TeamActor, agentId: number): Promise<readonly AgentShare[]> {
    await this.governed(this.db, actor, agentId);
    return this.sharesOf(this.db, agentId);
  }

  async share(actor: TeamActor, agentId: number, teamId: number, access: AgentShareAccess) {
    return inTransaction(this.db, async (trx) => {
      const agent = await this.governed(trx, actor, agentId);
      const team = await trx
        .selectFrom('teams')
        .leftJoin('team_members', (join) =>
          join.onRef('team_members.team_id', '=', 'teams.id').on('team_members.user_id', '=', actor.id),
        )
        .select(['teams.id', 'teams.name', 'team_members.role'])
        .where('teams.id', '=', teamId)
        .executeTakeFirst();
      if (!team || (team.role === null && actor.role !== 'admin')) {
        throw TeamError.invalid({ team_id: `you are not a member of team #${teamId}` });
      }
      const existing = await trx
        .selectFrom('agent_shares')
        .select('access')
        .where('agent_id', '=', agentId)
        .where('team_id', '=', teamId)
        .executeTakeFirst();
      if (existing?.access === access) return this.sharesOf(trx, agentId);
      // An upsert, so two shares of one agent with one team at once end as one row, not a conflict.
      await trx
        .insertInto('agent_shares')
        .values({
          agent_id: agentId,
          team_id: teamId,
          access,
          created_at: nowIso(),
          created_by_user_id: actor.id,
        })
        .onConflict((conflict) => conflict.columns(['agent_id', 'team_id']).doUpdateSet({ access }))
        .execute();
      await new SecurityLog(trx).record(
        {
          kind: 'agent.shared',
          subjectUserId: agent.user_id,
          detail: { agent_id: agentId, agent: agent.name, team_id: teamId, team: team.name, access },
        },
        actor.origin,
      );
      return this.sharesOf(trx, agentId);
    }).catch((error: unknown) => {
      // The agent or the team was deleted while this ran.
      if (isForeignKeyViolation(error)) {
        throw new TeamError('NOT_FOUND', `Agent #${agentId} or team #${teamId} no longer exists.`, {
          agent_id: agentId,
          team_id: teamId,
        });
      }
      throw error;
    });
  }

  async unshare(actor: TeamActor, agentId: number, teamId: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const share = await trx
        .selectFrom('agent_shares')
        .innerJoin('agents', 'agents.id', 'agent_shares.agent_id')
        .innerJoin('teams', 'teams.id', 'agent_shares.team_id')
        .leftJoin('team_members', (join) =>
          join.onRef('team_members.team_id', '=', 'teams.id').on('team_members.user_id', '=', actor.id),
        )
        .select([
          'agent_shares.id',
          'agents.name as agent_name',
          'agents.user_id as owner_user_id',
          'teams.name as team_name',
          'team_members.role',
        ])
        .where('agent_shares.agent_id', '=', agentId)
        .where('agent_shares.team_id', '=', teamId)
        .executeTakeFirst();
      const mayEnd =
        share !== undefined &&
        (share.owner_user_id === actor.id || actor.role === 'admin' || share.role === 'manager');
      if (!share || !mayEnd) {
        throw new TeamError('NOT_FOUND', `Agent #${agentId} is not shared with team #${teamId}.`, {
          agent_id: agentId,
          team_id: teamId,
        });
      }
      await trx.deleteFrom('agent_shares').where('id', '=', share.id).execute();
      await new SecurityLog(trx).record(
        {
          kind: 'agent.unshared',
          subjectUserId: share.owner_user_id,
          detail: { agent_id: agentId, agent: share.agent_name, team_id: teamId, team: share.team_name },
        },
        actor.origin,
      );
    });
  }

  private sharesOf(db: Kysely<Database> | Transaction<Database>, agentId: number): Promise<AgentShare[]> {
    return db
      .selectFrom('agent_shares')
      .innerJoin('teams', 'teams.id', 'agent_shares.team_id')
      .select([
        'agent_shares.team_id',
        'teams.name as team_name',
        'agent_shares.access',
        'agent_shares.created_at',
      ])
      .where('agent_shares.agent_id', '=', agentId)
      .orderBy('teams.name')
      .execute();
  }

  /** The agent if the actor owns it or administers the installation; otherwise it does not exist. */
  private async governed(db: Kysely<Database> | Transaction<Database>, actor: TeamActor, agentId: number) {
    const agent = await db
      .selectFrom('agents')
      .select(['id', 'name', 'user_id'])
      .where('id', '=', agentId)
      .executeTakeFirst();
    if (!agent || (agent.user_id !== actor.id && actor.role !== 'admin')) {
      throw new TeamError('NOT_FOUND', `Agent #${agentId} does not exist.`, { agent_id: agentId });
    }
    return agent;
  }
}
