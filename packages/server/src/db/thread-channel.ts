import { BroadcastChannel } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Who else in this process works on the SQLite database: nobody (`process`: the queue and live
 * events signal within the thread), or the process's loop threads (`threads`: the signals cross
 * threads). PostgreSQL's signals cross processes, so threads need nothing more there.
 */
export type SqliteSignalScope = 'process' | 'threads';

/**
 * A channel every thread of this process that opens it with the same name and database hears,
 * the sender's own handle excepted. Unreferenced: it never keeps a thread alive by itself.
 */
export function threadChannel(topic: 'queue' | 'events' | 'mcp', databasePath: string): BroadcastChannel {
  const channel = new BroadcastChannel(`spora:${topic}:${databasePath}`);
  channel.unref();
  return channel;
}

/**
 * Runs `send` once this thread's connection is free again. A thread has one SQLite connection,
 * which a transaction holds until it ends: a signal sent from inside one then reaches the other
 * threads only after its writes are visible to them. After a rollback the signal finds nothing new,
 * which is harmless; so is a signal that finds its channel closed by then (the thread is stopping).
 */
export function afterOwnTransaction(db: Kysely<Database>, send: () => void): void {
  db.connection()
    .execute(async () => {})
    .then(send)
    .catch(() => {});
}
