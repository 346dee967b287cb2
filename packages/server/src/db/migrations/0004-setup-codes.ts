import type { Kysely } from 'kysely';
import { notNull, type PortableColumns } from './portable-columns.js';

/**
 * One-time setup codes: while no administrator exists, each `spora serve` prints a code and
 * stores its SHA-256 here, so whichever API process receives `POST /api/v1/setup` can check it.
 * The rows are deleted when the first administrator is created.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .id(db.schema.createTable('setup_codes'))
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}
