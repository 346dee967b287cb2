import type { Kysely } from 'kysely';
import { flag, notNull, type PortableColumns, references, requiredReference } from './portable-columns.js';

/**
 * Teams: people grouped with a role each (member, approver, manager), and agents their owners
 * share with a team for use or for use and configuration. Tasks stay with whoever ran them. A
 * single sign-on provider may keep team memberships in step with its groups claim; the
 * memberships it made are marked, so it removes only those.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('teams'))
        .addColumn('name', 'varchar(100)', (column) => column.notNull().unique())
        .addColumn('description', 'text')
        .addColumn('created_by_user_id', 'integer', references('users.id', 'set null')),
    )
    .execute();
  await columns
    .id(db.schema.createTable('team_members'))
    .addColumn('team_id', 'integer', requiredReference('teams.id', 'cascade'))
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('role', 'varchar(16)', notNull)
    .addColumn('from_single_sign_on', 'integer', flag(0))
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('team_members_unique', ['team_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_members_user').on('team_members').column('user_id').execute();
  await columns
    .id(db.schema.createTable('agent_shares'))
    .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
    .addColumn('team_id', 'integer', requiredReference('teams.id', 'cascade'))
    .addColumn('access', 'varchar(16)', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('created_by_user_id', 'integer', references('users.id', 'set null'))
    .addUniqueConstraint('agent_shares_unique', ['agent_id', 'team_id'])
    .execute();
  await db.schema.createIndex('agent_shares_team').on('agent_shares').column('team_id').execute();
  await db.schema.alterTable('oidc_providers').addColumn('sync_teams', 'integer', flag(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oidc_providers').dropColumn('sync_teams').execute();
  await db.schema.dropTable('agent_shares').execute();
  await db.schema.dropTable('team_members').execute();
  await db.schema.dropTable('teams').execute();
}
