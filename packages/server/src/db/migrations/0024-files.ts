import type { Kysely } from 'kysely';
import { notNull, type PortableColumns, requiredReference } from './portable-columns.js';

/**
 * Files: one row per upload, each owned by a user; the content is stored once per SHA-256 in the
 * file store, so rows with equal content share it. Listed by owner; a blob is removed when the
 * last row with its hash goes, found by `sha256`.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .id(db.schema.createTable('files'))
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('sha256', 'char(64)', notNull)
    .addColumn('size_bytes', 'bigint', notNull)
    .addColumn('media_type', 'varchar(255)', notNull)
    .addColumn('name', 'varchar(255)', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('files_user_id').on('files').column('user_id').execute();
  await db.schema.createIndex('files_sha256').on('files').column('sha256').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
}
