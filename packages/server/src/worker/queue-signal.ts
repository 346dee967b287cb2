import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseLocation } from '../config/index.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';

/**
 * Tells the workers of every process that a task entered the queue. On PostgreSQL this is
 * LISTEN/NOTIFY, so a worker elsewhere starts within milliseconds instead of at its next poll; on
 * SQLite (one process) the local worker is woken directly and this does nothing.
 */
export interface QueueSignal {
  notify(): void;
  /** Calls `onSignal` whenever any process queues a task; returns a function that stops listening. */
  listen(onSignal: () => void): Promise<() => Promise<void>>;
}

const channel = 'spora_tasks_queued';
const reconnectDelayMs = 2_000;

export function createQueueSignal(
  location: DatabaseLocation,
  db: Kysely<Database>,
  logger: Logger,
): QueueSignal {
  if (location.kind === 'sqlite') {
    return { notify() {}, listen: () => Promise.resolve(() => Promise.resolve()) };
  }
  return {
    notify() {
      sql`select pg_notify(${channel}, '')`
        .execute(db)
        .catch((error: unknown) => logger.warn({ err: error }, 'queue notification failed'));
    },
    async listen(onSignal) {
      let stopped = false;
      let client: pg.Client | null = null;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: location.url });
        next.on('notification', () => onSignal());
        next.on('error', (error) => {
          logger.warn({ err: error }, 'queue listener lost its connection; reconnecting');
          next.end().catch(() => {});
          if (!stopped) setTimeout(() => void connect().catch(() => {}), reconnectDelayMs);
        });
        await next.connect();
        await next.query(`listen ${channel}`);
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end();
      };
    },
  };
}
