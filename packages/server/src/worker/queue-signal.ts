import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseLocation } from '../config/index.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';

/**
 * Tells the workers of every process what changed: a task entered the queue, or a task was
 * stopped (aborted, or continued with a new prompt) and whoever runs it must cancel its model
 * request and tools now. On PostgreSQL this is LISTEN/NOTIFY; on SQLite (one process) the local
 * worker is told directly and this does nothing.
 */
export interface QueueSignal {
  notify(): void;
  /** Names the stopped run by its lease owner: the task itself may already have a new run. */
  notifyStopped(leaseOwner: string): void;
  /** Calls the handlers whenever any process signals; returns a function that stops listening. */
  listen(handlers: QueueSignalHandlers): Promise<() => Promise<void>>;
}

export interface QueueSignalHandlers {
  readonly queued: () => void;
  readonly stopped: (leaseOwner: string) => void;
}

const queuedChannel = 'spora_tasks_queued';
const stoppedChannel = 'spora_task_stopped';
const reconnectDelayMs = 2_000;

export function createQueueSignal(
  location: DatabaseLocation,
  db: Kysely<Database>,
  logger: Logger,
): QueueSignal {
  if (location.kind === 'sqlite') {
    return { notify() {}, notifyStopped() {}, listen: () => Promise.resolve(() => Promise.resolve()) };
  }
  const send = (channel: string, payload: string) => {
    sql`select pg_notify(${channel}, ${payload})`
      .execute(db)
      .catch((error: unknown) => logger.warn({ err: error, channel }, 'notification failed'));
  };
  return {
    notify: () => send(queuedChannel, ''),
    notifyStopped: (leaseOwner) => send(stoppedChannel, leaseOwner),
    async listen(handlers) {
      let stopped = false;
      let client: pg.Client | null = null;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: location.url });
        next.on('notification', (message) => {
          if (message.channel === queuedChannel) handlers.queued();
          else if (message.channel === stoppedChannel) handlers.stopped(message.payload ?? '');
        });
        next.on('error', (error) => {
          logger.warn({ err: error }, 'queue listener lost its connection; reconnecting');
          next.end().catch(() => {});
          if (!stopped) setTimeout(() => void connect().catch(() => {}), reconnectDelayMs);
        });
        await next.connect();
        await next.query(`listen ${queuedChannel}`);
        await next.query(`listen ${stoppedChannel}`);
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
