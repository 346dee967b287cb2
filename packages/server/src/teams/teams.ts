import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  type Database,
  inTransaction,
  isUniqueViolation,
  nowIso,
  type TeamRole,
  type TeamsTable,
} from '../db/index.js';
import { SecurityLog } from '../security-log/index.js';
import type { TeamActor } from './team-actor.js';
import { TeamError } from './team-error.js';

export type Team = Selectable<TeamsTable>;

/** A team as one person sees it: with their own role in it and how many it holds. */
export interface TeamSummary extends Team {
  /** Null for an administrator who is not a member. */
  readonly my_role: TeamRole | null;
  readonly member_count: number;
  readonly shared_agent_count: number;
}

export interface TeamMember {
  readonly user_id: number;
  readonly email: string;
  readonly display_name: string | null;
  readonly role: TeamRole;
  readonly created_at: string;
}

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
 * Teams and their members. Administrators see and manage every team; a member sees the teams they
 * belong to, and a team's managers add, remove and change its members. Each change is in the
 * security log, written in the change's transaction.
 */
export class Teams {
  constructor(private readonly db: Kysely<Database>) {}

  async list(actor: TeamActor): Promise<readonly TeamSummary[]> {
    const teams = await this.summaries(this.db, actor)
      .$if(actor.role !== 'admin', (query) => query.where('mine.role', 'is not', null))
      .orderBy('teams.name')
      .execute();
    return teams.map(summaryOf);
  }

  async get(actor: TeamActor, teamId: number): Promise<TeamDetail> {
    const team = await this.visible(this.db, actor, teamId);
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
        await this.managed(trx, actor, teamId);
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
      const team = await this.visible(trx, actor, teamId);
      if (actor.role !== 'admin') throw new TeamError('FORBIDDEN', 'Only administrators delete teams.');
      await trx.deleteFrom('teams').where('id', '=', teamId).execute();
      await new SecurityLog(trx).record(
        { kind: 'team.deleted', subjectUserId: null, detail: { team_id: teamId, team: team.name } },
        actor.origin,
      );
    });
  }

  /** Gives a member another role; someone who is not a member is NOT_FOUND. */
  async changeRole(actor: TeamActor, teamId: number, userId: number, role: TeamRole): Promise<TeamMember> {
    await this.managed(this.db, actor, teamId);
    const member = await this.db
      .selectFrom('team_members')
      .select('id')
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!member) throw notAMember(teamId, userId);
    return this.setMember(actor, teamId, userId, role);
  }

  /** Adds the user to the team with `role`, or gives a member that role. */
  async setMember(actor: TeamActor, teamId: number, userId: number, role: TeamRole): Promise<TeamMember> {
    return inTransaction(this.db, async (trx) => {
      const team = await this.managed(trx, actor, teamId);
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email', 'display_name'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw TeamError.invalid({ user_id: `user #${userId} does not exist` });
      const current = await trx
        .selectFrom('team_members')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const log = new SecurityLog(trx);
      const detail = { team_id: teamId, team: team.name };
      if (current === undefined) {
        const created_at = nowIso();
        await trx
          .insertInto('team_members')
          .values({ team_id: teamId, user_id: userId, role, created_at })
          .execute();
        await log.record(
          { kind: 'team.member_added', subjectUserId: userId, detail: { ...detail, role } },
          actor.origin,
        );
        return { user_id: userId, email: user.email, display_name: user.display_name, role, created_at };
      }
      if (current.role !== role) {
        await trx.updateTable('team_members').set({ role }).where('id', '=', current.id).execute();
        await log.record(
          {
            kind: 'team.member_role_changed',
            subjectUserId: userId,
            detail: { ...detail, from: current.role, to: role },
          },
          actor.origin,
        );
      }
      return {
        user_id: userId,
        email: user.email,
        display_name: user.display_name,
        role,
        created_at: current.created_at,
      };
    });
  }

  /** Adds the person with that e-mail address (or gives them `role`, if already a member). */
  async addMemberByEmail(
    actor: TeamActor,
    teamId: number,
    email: string,
    role: TeamRole,
  ): Promise<TeamMember> {
    const address = email.trim().toLowerCase();
    const user = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', address)
      .executeTakeFirst();
    if (!user) {
      await this.managed(this.db, actor, teamId);
      throw TeamError.invalid({ email: `no account has the address ${address}` });
    }
    return this.setMember(actor, teamId, user.id, role);
  }

  /** Managers and administrators remove members; anyone may leave a team. */
  async removeMember(actor: TeamActor, teamId: number, userId: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const team =
        userId === actor.id ? await this.visible(trx, actor, teamId) : await this.managed(trx, actor, teamId);
      const removed = await trx
        .deleteFrom('team_members')
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notAMember(teamId, userId);
      await new SecurityLog(trx).record(
        { kind: 'team.member_removed', subjectUserId: userId, detail: { team_id: teamId, team: team.name } },
        actor.origin,
      );
    });
  }

  private summaries(db: Kysely<Database> | Transaction<Database>, actor: TeamActor) {
    return db
      .selectFrom('teams')
      .leftJoin('team_members as mine', (join) =>
        join.onRef('mine.team_id', '=', 'teams.id').on('mine.user_id', '=', actor.id),
      )
      .selectAll('teams')
      .select((eb) => [
        'mine.role as my_role',
        eb
          .selectFrom('team_members')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('team_members.team_id', '=', 'teams.id')
          .as('member_count'),
        eb
          .selectFrom('agent_shares')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('agent_shares.team_id', '=', 'teams.id')
          .as('shared_agent_count'),
      ]);
  }

  /** The team if the actor may see it (a member or an administrator); to anyone else it does not exist. */
  private async visible(db: Kysely<Database> | Transaction<Database>, actor: TeamActor, teamId: number) {
    const row = await this.summaries(db, actor).where('teams.id', '=', teamId).executeTakeFirst();
    if (!row || (row.my_role === null && actor.role !== 'admin')) throw TeamError.teamNotFound(teamId);
    return summaryOf(row);
  }

  private async managed(db: Kysely<Database> | Transaction<Database>, actor: TeamActor, teamId: number) {
    const team = await this.visible(db, actor, teamId);
    if (actor.role !== 'admin' && team.my_role !== 'manager') {
      throw new TeamError(
        'FORBIDDEN',
        `Only the managers of team "${team.name}" and administrators change it.`,
        {
          team_id: teamId,
        },
      );
    }
    return team;
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

function notAMember(teamId: number, userId: number): TeamError {
  return new TeamError('NOT_FOUND', `User #${userId} is not a member of team #${teamId}.`, {
    team_id: teamId,
    user_id: userId,
  });
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw TeamError.invalid({ name: 'must not be blank' });
  return trimmed;
}

function summaryOf<
  Row extends Team & { my_role: TeamRole | null; member_count: unknown; shared_agent_count: unknown },
>(row: Row): TeamSummary {
  // PostgreSQL counts as bigint, which `pg` returns as text.
  return {
    ...row,
    member_count: Number(row.member_count),
    shared_agent_count: Number(row.shared_agent_count),
  };
}
