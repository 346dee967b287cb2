import type { Kysely } from 'kysely';
import { flag, notNull, type PortableColumns, requiredReference } from './portable-columns.js';

/**
 * OpenID Connect sign-in: the providers an administrator configures (client secret encrypted),
 * the identities that link a provider's subject to a user, and the sign-ins under way (state,
 * PKCE verifier, nonce), kept in the database so any server process can finish what another began.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('oidc_providers'))
        .addColumn('slug', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('display_name', 'varchar(100)', notNull)
        .addColumn('issuer_url', 'text', notNull)
        .addColumn('client_id', 'text', notNull)
        .addColumn('client_secret', 'text')
        .addColumn('scopes', 'text', notNull)
        .addColumn('email_claim', 'varchar(100)', notNull)
        .addColumn('groups_claim', 'varchar(100)')
        .addColumn('admin_groups', 'text', notNull)
        .addColumn('allow_account_creation', 'integer', flag(0))
        .addColumn('enabled', 'integer', flag(1)),
    )
    .execute();
  await columns
    .id(db.schema.createTable('user_identities'))
    .addColumn('provider_id', 'integer', requiredReference('oidc_providers.id', 'cascade'))
    .addColumn('subject', 'varchar(255)', notNull)
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_sign_in_at', 'text')
    .addUniqueConstraint('user_identities_subject_unique', ['provider_id', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user').on('user_identities').column('user_id').execute();
  await columns
    .id(db.schema.createTable('oidc_sign_in_attempts'))
    .addColumn('state', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('provider_id', 'integer', requiredReference('oidc_providers.id', 'cascade'))
    .addColumn('code_verifier', 'text', notNull)
    .addColumn('nonce', 'varchar(64)', notNull)
    .addColumn('return_to', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_sign_in_attempts').execute();
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('oidc_providers').execute();
}
