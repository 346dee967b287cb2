import type { Kysely } from 'kysely';
import { notNull, type PortableColumns, requiredReference } from './portable-columns.js';

/**
 * Two-factor sign-in: a user's TOTP factor (its secret encrypted; unconfirmed while enrolment is
 * pending), their single-use recovery codes (hashes only), and the short-lived challenges that a
 * correct password opens for the second step (hashes only).
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('totp_factors'))
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn('secret', 'text', notNull)
        .addColumn('confirmed_at', 'text')
        .addColumn('last_time_step', 'integer'),
    )
    .addUniqueConstraint('totp_factors_user_unique', ['user_id'])
    .execute();
  await columns
    .id(db.schema.createTable('recovery_codes'))
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();
  await columns
    .id(db.schema.createTable('sign_in_challenges'))
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('expires_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_factors').execute();
}
