import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { coreTableNames, type Database } from '../../src/db/index.js';

/** Per table, how many rows it holds and a checksum of their contents, in a stable order. */
export type DatabaseSnapshot = Record<string, { readonly rows: number; readonly checksum: string }>;

// Rate-limit counters may legitimately count a refused attempt; nothing else may change.
const volatileTables = new Set<string>(['rate_limit_counters']);

/**
 * Row counts and checksums of every core table, so a test can say "this request changed nothing"
 * and, when it did, see which table changed.
 */
export async function snapshotDatabase(db: Kysely<Database>): Promise<DatabaseSnapshot> {
  const snapshot: Record<string, { rows: number; checksum: string }> = {};
  for (const table of coreTableNames) {
    if (volatileTables.has(table)) continue;
    // Sorted as text: not every table has an `id` (some are keyed by agent, call or version).
    const rows = (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
    snapshot[table] = {
      rows: rows.length,
      checksum: createHash('sha256').update(JSON.stringify(rows)).digest('hex'),
    };
  }
  return snapshot;
}
