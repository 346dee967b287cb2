import type { Kysely, Transaction } from 'kysely';

/**
 * Runs `work` in a transaction: a new one, or the one `db` already is. Kysely cannot nest
 * transactions, so services written with their own transaction can still take part in a larger
 * one (an agent template import writes the agent, its tools and its settings all or nothing).
 */
export function inTransaction<Schema, Value>(
  db: Kysely<Schema>,
  work: (trx: Transaction<Schema>) => Promise<Value>,
): Promise<Value> {
  // `isTransaction` is how Kysely tells a transaction from the pool it came from.
  return db.isTransaction ? work(db as Transaction<Schema>) : db.transaction().execute(work);
}
