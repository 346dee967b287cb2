import type { Kysely } from 'kysely';
import { notNull, type PortableColumns } from './portable-columns.js';

/**
 * The security log: who signed in or failed to, changed a factor, made or used a token, changed a
 * role or a setting, from which address and when. The user columns hold plain ids without a
 * foreign key, so an entry outlives the account it names.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .id(db.schema.createTable('security_events'))
    .addColumn('occurred_at', 'text', notNull)
    .addColumn('kind', 'varchar(64)', notNull)
    .addColumn('actor_user_id', 'integer')
    .addColumn('subject_user_id', 'integer')
    .addColumn('address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(256)')
    .addColumn('detail', 'text', notNull)
    .execute();
  await db.schema.createIndex('security_events_time').on('security_events').column('occurred_at').execute();
  await db.schema
    .createIndex('security_events_kind')
    .on('security_events')
    .columns(['kind', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('security_events_subject')
    .on('security_events')
    .columns(['subject_user_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_events').execute();
}
