import type { Kysely } from 'kysely';
import { type Database, inTransaction, isUniqueViolation, nowIso } from '../db/index.js';
import { SecurityLog } from '../security-log/index.js';
import type { TeamActor } from './team-actor.js';
import { TeamError } from './team-error.js';
import type { TeamMember } from './team-membership.js';
import {
  managedTeam,
  summaryOf,
  type Team,
  type TeamSummary,
  teamSummaries,
  visibleTeam,
} from './team-visibility.js';

export interface SharedAgentOfTeam {
  readonly agent_id: number;
  readonly agent_name: string;
  readonly owner_user_id: number;
  readonly owner_email: string;
  readonly access: 'use' | 'configure';
}

export interface TeamDetail {
  readonly team: TeamSummary;
  readonly members: readonly TeamMember[];
  readonly agents: readonly SharedAgentOfTeam[];
}

export interface TeamInput {
  readonly name: string;
  readonly description?: string | null;
}

/**
 * Teams: administrators create and delete them and see them all; a member sees the teams they
 * belong to; a team's managers rename it. Members are `TeamMembership`'s. Each change is in the
 * security log, written in the change's transaction.
 */
export class Teams {
  constructor(private readonly db: Kysely<Database>) {}

  async list(actor: TeamActor): Promise<readonly TeamSummary[]> {
    const teams = await teamSummaries(this.db, actor)
      .$if(actor.role !== 'admin', (query) => query.where('mine.role', 'is not', null))
      .orderBy('teams.name')
      .execute();
    return teams.map(summaryOf);
  }

  async get(actor: TeamActor, teamId: number): Promise<TeamDetail> {
    const team = await visibleTeam(this.db, actor, teamId);
    const [members, agents] = await Promise.all([
      this.db
        .selectFrom('team_members')
        .innerJoin('users', 'users.id', 'team_members.user_id')
        .select([
          'team_members.user_id',
          'users.email',
          'users.display_name',
          'team_members.role',
          'team_members.created_at',
        ])
        .where('team_members.team_id', '=', teamId)
        .orderBy('users.email')
        .execute(),
      this.db
        .selectFrom('agent_shares')
        .innerJoin('agents', 'agents.id', 'agent_shares.agent_id')
        .innerJoin('users', 'users.id', 'agents.user_id')
        .select([
          'agents.id as agent_id',
          'agents.name as agent_name',
          'agents.user_id as owner_user_id',
          'users.email as owner_email',
          'agent_shares.access',
        ])
        .where('agent_shares.team_id', '=', teamId)
        .orderBy('agents.name')
        .execute(),
    ]);
    return { team, members, agents };
  }

  create(actor: TeamActor, input: TeamInput): Promise<Team> {
    const name = checkedName(input.name);
    return this.unique(name, () =>
      inTransaction(this.db, async (trx) => {
        const now = nowIso();
        const team = await trx
          .insertInto('teams')
          .values({
            name,
            description: input.description ?? null,
            created_by_user_id: actor.id,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await new SecurityLog(trx).record(
          { kind: 'team.created', subjectUserId: null, detail: { team_id: team.id, team: name } },
          actor.origin,
        );
        return team;
      }),
    );
  }

  update(actor: TeamActor, teamId: number, input: Partial<TeamInput>): Promise<Team> {
    const name = input.name === undefined ? undefined : checkedName(input.name);
    return this.unique(name ?? '', () =>
      inTransaction(this.db, async (trx) => {
        await managedTeam(trx, actor, teamId);
        return trx
          .updateTable('teams')
          .set({
            ...(name === undefined ? {} : { name }),
            ...(input.description === undefined ? {} : { description: input.description }),
            updated_at: nowIso(),
          })
          .where('id', '=', teamId)
          .returningAll()
          .executeTakeFirstOrThrow();
      }),
    );
  }

  /** Deleting a team ends its shares; the agents and their tasks stay with their owners. */
  async remove(actor: TeamActor, teamId: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const team = await visibleTeam(trx, actor, teamId);
      if (actor.role !== 'admin') throw new TeamError('FORBIDDEN', 'Only administrators delete teams.');
      await trx.deleteFrom('teams').where('id', '=', teamId).execute();
      await new SecurityLog(trx).record(
        { kind: 'team.deleted', subjectUserId: null, detail: { team_id: teamId, team: team.name } },
        actor.origin,
      );
    });
  }

  private async unique<Value>(name: string, work: () => Promise<Value>): Promise<Value> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new TeamError('TEAM_NAME_TAKEN', `A team named "${name}" exists already.`, { name });
    }
  }
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw TeamError.invalid({ name: 'must not be blank' });
  return trimmed;
}
