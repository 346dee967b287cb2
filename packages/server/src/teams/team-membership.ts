import type { Kysely } from 'kysely';
import { type Database, inTransaction, isForeignKeyViolation, nowIso, type TeamRole } from '../db/index.js';
import { SecurityLog } from '../security-log/index.js';
import type { TeamActor } from './team-actor.js';
import { TeamError } from './team-error.js';
import { managedTeam, visibleTeam } from './team-visibility.js';

export interface TeamMember {
  readonly user_id: number;
  readonly email: string;
  readonly display_name: string | null;
  readonly role: TeamRole;
  readonly created_at: string;
}

/**
 * Who is in a team and with what role. A team's managers and administrators add, remove and change
 * members; anyone may leave. Each change is in the security log, written in its transaction.
 */
export class TeamMembership {
  constructor(private readonly db: Kysely<Database>) {}

  /** Gives a member another role; someone who is not a member is NOT_FOUND. */
  async changeRole(actor: TeamActor, teamId: number, userId: number, role: TeamRole): Promise<TeamMember> {
    await managedTeam(this.db, actor, teamId);
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
      const team = await managedTeam(trx, actor, teamId);
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email', 'display_name'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw TeamError.invalid({ user_id: `user #${userId} does not exist` });
      const log = new SecurityLog(trx);
      const detail = { team_id: teamId, team: team.name };
      // Two additions of one person at once: the second finds the first's row and goes on from it.
      const inserted = await trx
        .insertInto('team_members')
        .values({ team_id: teamId, user_id: userId, role, created_at: nowIso() })
        .onConflict((conflict) => conflict.columns(['team_id', 'user_id']).doNothing())
        .executeTakeFirst();
      const member = (created_at: string) => ({
        user_id: userId,
        email: user.email,
        display_name: user.display_name,
        role,
        created_at,
      });
      const current = await trx
        .selectFrom('team_members')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await log.record(
          { kind: 'team.member_added', subjectUserId: userId, detail: { ...detail, role } },
          actor.origin,
        );
        return member(current.created_at);
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
      return member(current.created_at);
    }).catch((error: unknown) => {
      // The team or the person was deleted while this ran.
      if (isForeignKeyViolation(error)) throw TeamError.teamNotFound(teamId);
      throw error;
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
      await managedTeam(this.db, actor, teamId);
      throw TeamError.invalid({ email: `no account has the address ${address}` });
    }
    return this.setMember(actor, teamId, user.id, role);
  }

  /** Managers and administrators remove members; anyone may leave a team. */
  async removeMember(actor: TeamActor, teamId: number, userId: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const team =
        userId === actor.id ? await visibleTeam(trx, actor, teamId) : await managedTeam(trx, actor, teamId);
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
}

function notAMember(teamId: number, userId: number): TeamError {
  return new TeamError('NOT_FOUND', `User #${userId} is not a member of team #${teamId}.`, {
    team_id: teamId,
    user_id: userId,
  });
}
