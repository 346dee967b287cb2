import { sql, type Transaction } from 'kysely';
import type { Database, DatabaseEngine } from '../db/index.js';

/**
 * Serialises, per content hash, the two things that must not interleave: keeping a new file's
 * blob with its row, and removing a blob once its last row is gone. Otherwise a delete could
 * find no row, an upload of the same content then find the blob present, and the delete remove
 * it under the upload's new row. PostgreSQL takes a transaction-scoped advisory lock on the hash;
 * SQLite's write transactions (`BEGIN IMMEDIATE`) already run one at a time.
 */
export async function lockContent(
  trx: Transaction<Database>,
  engine: DatabaseEngine,
  sha256: string,
): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`spora-file:${sha256}`}, 0))`.execute(trx);
}
