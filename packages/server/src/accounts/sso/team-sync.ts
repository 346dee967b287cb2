import type { Kysely } from 'kysely';
import { type Database, inTransaction, nowIso } from '../../db/index.js';
import { type SecurityEventOrigin, SecurityLog } from '../../security-log/index.js';

/**
 * Makes the person a member of every team named like one of their groups, and removes them from
 * the teams the groups once added them to but no longer name. Memberships made by hand stay, and so
 * do the roles people were given since. The provider decided, not a person here: no actor.
 */
export async function syncTeamsWithGroups(
  db: Kysely<Database>,
  userId: number,
  groups: readonly string[],
  origin: SecurityEventOrigin,
): Promise<void> {
  const named = new Set(groups);
  await inTransaction(db, async (trx) => {
    const [teams, memberships] = await Promise.all([
      groups.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('teams')
            .select(['id', 'name'])
            .where('name', 'in', [...named])
            .orderBy('name')
            .execute(),
      trx
        .selectFrom('team_members')
        .innerJoin('teams', 'teams.id', 'team_members.team_id')
        .select(['team_members.id', 'team_members.team_id', 'teams.name', 'team_members.from_single_sign_on'])
        .where('team_members.user_id', '=', userId)
        .execute(),
    ]);
    const log = new SecurityLog(trx);
    const asProvider = { ...origin, actorUserId: null };
    const memberOf = new Set(memberships.map((membership) => membership.team_id));
    for (const team of teams.filter((each) => !memberOf.has(each.id))) {
      // A sign-in of the same person at the same moment may have added it first.
      const inserted = await trx
        .insertInto('team_members')
        .values({
          team_id: team.id,
          user_id: userId,
          role: 'member',
          from_single_sign_on: 1,
          created_at: nowIso(),
        })
        .onConflict((conflict) => conflict.columns(['team_id', 'user_id']).doNothing())
        .executeTakeFirst();
      const added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      if (added) {
        await log.record(
          {
            kind: 'team.member_added',
            subjectUserId: userId,
            detail: { team_id: team.id, team: team.name, role: 'member' },
          },
          asProvider,
        );
      }
    }
    for (const membership of memberships) {
      if (membership.from_single_sign_on !== 1 || named.has(membership.name)) continue;
      await trx.deleteFrom('team_members').where('id', '=', membership.id).execute();
      await log.record(
        {
          kind: 'team.member_removed',
          subjectUserId: userId,
          detail: { team_id: membership.team_id, team: membership.name },
        },
        asProvider,
      );
    }
  });
}
