import type { Kysely } from 'kysely';
import { counter, notNull, type PortableColumns, references, requiredReference } from './portable-columns.js';

/**
 * What the REST API keeps in the database so that any number of API processes share it: sign-in
 * sessions, personal API tokens, rate-limit counters, the per-user event log that SSE replays,
 * and notifications.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  const table = (name: string) => columns.id(db.schema.createTable(name));

  await columns
    .timestamps(
      table('sessions')
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        // SHA-256 of the cookie value; the value itself is never stored.
        .addColumn('token_hash', 'varchar(64)', notNull)
        .addColumn('csrf_token', 'varchar(64)', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('last_seen_at', 'text', notNull)
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('ip_address', 'varchar(64)'),
    )
    .execute();
  await db.schema
    .createIndex('sessions_token_hash_unique')
    .unique()
    .on('sessions')
    .column('token_hash')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await columns
    .timestamps(
      table('api_tokens')
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('token_hash', 'varchar(64)', notNull)
        // The first characters of the token, shown in lists so users can tell tokens apart.
        .addColumn('token_prefix', 'varchar(16)', notNull)
        .addColumn('last_used_at', 'text')
        .addColumn('expires_at', 'text'),
    )
    .execute();
  await db.schema
    .createIndex('api_tokens_token_hash_unique')
    .unique()
    .on('api_tokens')
    .column('token_hash')
    .execute();
  await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'varchar(300)', (column) => column.primaryKey())
    .addColumn('window_started_at', 'text', notNull)
    .addColumn('hits', 'integer', counter)
    .addColumn('expires_at', 'text', notNull)
    .execute();

  await db.schema.alterTable('users').addColumn('last_event_sequence', 'integer', counter).execute();
  await table('events')
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    // Per user, allocated under the user's row lock: commit order equals sequence order.
    .addColumn('sequence', 'integer', notNull)
    .addColumn('type', 'varchar(50)', notNull)
    .addColumn('task_id', 'integer', references('tasks.id', 'cascade'))
    .addColumn('payload', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('events_user_sequence_unique')
    .unique()
    .on('events')
    .columns(['user_id', 'sequence'])
    .execute();
  await db.schema.createIndex('events_created').on('events').column('created_at').execute();

  await table('notifications')
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('type', 'varchar(50)', notNull)
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('body', 'text')
    .addColumn('task_id', 'integer', references('tasks.id', 'set null'))
    .addColumn('data', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
}
