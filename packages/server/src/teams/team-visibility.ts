import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, TeamRole, TeamsTable } from '../db/index.js';
import type { TeamActor } from './team-actor.js';
import { TeamError } from './team-error.js';

type Queryable = Kysely<Database> | Transaction<Database>;

export type Team = Selectable<TeamsTable>;

/** A team as one person sees it: with their own role in it and how many it holds. */
export interface TeamSummary extends Team {
  /** Null for an administrator who is not a member. */
  readonly my_role: TeamRole | null;
  readonly member_count: number;
  readonly shared_agent_count: number;
}

/** Teams with the actor's role in each and how many members and shared agents each has. */
export function teamSummaries(db: Queryable, actor: TeamActor) {
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
export async function visibleTeam(db: Queryable, actor: TeamActor, teamId: number): Promise<TeamSummary> {
  const row = await teamSummaries(db, actor).where('teams.id', '=', teamId).executeTakeFirst();
  if (!row || (row.my_role === null && actor.role !== 'admin')) throw TeamError.teamNotFound(teamId);
  return summaryOf(row);
}

/** The team if the actor manages it (a manager of it or an administrator); FORBIDDEN to its other members. */
export async function managedTeam(db: Queryable, actor: TeamActor, teamId: number): Promise<TeamSummary> {
  const team = await visibleTeam(db, actor, teamId);
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

export function summaryOf<
  Row extends Team & { my_role: TeamRole | null; member_count: unknown; shared_agent_count: unknown },
>(row: Row): TeamSummary {
  // PostgreSQL counts as bigint, which `pg` returns as text.
  return {
    ...row,
    member_count: Number(row.member_count),
    shared_agent_count: Number(row.shared_agent_count),
  };
}
