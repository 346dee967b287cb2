import type { Kysely } from 'kysely';
import {
  counter,
  flag,
  notNull,
  type PortableColumns,
  references,
  requiredReference,
} from './portable-columns.js';

/**
 * Notification preferences, outgoing e-mail and its settings, and single-use e-mail tokens:
 * - `server_settings`: server-wide values an administrator edits (the SMTP settings, as JSON with
 *   the password encrypted);
 * - `notification_preferences`: per user and kind, whether it reaches them in the app and by
 *   e-mail; a kind without a row takes the kind's defaults;
 * - `email_outbox`: every message to send, claimed by one sender at a time (`next_attempt_at` is
 *   moved past a lease on claim), retried with backoff, its bodies dropped once sent;
 * - `email_tokens`: password-reset and verification tokens, stored as SHA-256 only.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await db.schema
    .createTable('server_settings')
    .addColumn('key', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('notification_preferences'))
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn('kind', 'varchar(50)', notNull)
        .addColumn('in_app', 'integer', flag(1))
        .addColumn('email', 'integer', flag(0)),
    )
    .addUniqueConstraint('notification_preferences_user_kind', ['user_id', 'kind'])
    .execute();

  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('email_outbox'))
        .addColumn('user_id', 'integer', references('users.id', 'set null'))
        .addColumn('template', 'varchar(50)', notNull)
        .addColumn('to_address', 'varchar(254)', notNull)
        .addColumn('subject', 'text', notNull)
        .addColumn('text_body', 'text')
        .addColumn('html_body', 'text')
        .addColumn('status', 'varchar(10)', notNull)
        .addColumn('attempts', 'integer', counter)
        .addColumn('next_attempt_at', 'text', notNull)
        .addColumn('last_error', 'text')
        .addColumn('message_id', 'varchar(255)')
        .addColumn('sent_at', 'text'),
    )
    .execute();
  await db.schema
    .createIndex('email_outbox_due')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await columns
    .id(db.schema.createTable('email_tokens'))
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('purpose', 'varchar(30)', notNull)
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('email_tokens_user')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}
