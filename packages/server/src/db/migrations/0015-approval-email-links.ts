import type { Kysely } from 'kysely';
import { notNull, type PortableColumns, requiredReference } from './portable-columns.js';

/**
 * `approval_email_links`: the approve and reject links of a pending-approval e-mail, one row per
 * link. A row binds the link to its call, its recipient, its decision and the digest of the
 * call's arguments as proposed; the link's signature covers all of them, and `used_at` makes it
 * single-use (set by a conditional update). Rows go with their call or their recipient.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .id(db.schema.createTable('approval_email_links'))
    .addColumn('tool_call_id', 'integer', requiredReference('tool_calls.id', 'cascade'))
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('decision', 'varchar(10)', notNull)
    .addColumn('arguments_digest', 'varchar(64)', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('approval_email_links_call')
    .on('approval_email_links')
    .column('tool_call_id')
    .execute();
  await db.schema
    .createIndex('approval_email_links_expiry')
    .on('approval_email_links')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approval_email_links').execute();
}
