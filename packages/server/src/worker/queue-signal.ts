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
/** Reconnection waits double from the first to the last, then stay there for as long as it takes. */
const reconnectDelaysMs = { first: 250, last: 5_000 } as const;

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
    listen: (handlers) => listenForSignals(location.url, handlers, logger),
  };
}

/**
 * One LISTEN connection, replaced whenever it is lost (an error, or the server ending it) for as
 * long as the process lives, waiting longer after each failed attempt. Notifications sent while
 * it was away are lost, so the queue handler runs once it is back: the workers look for work.
 */
async function listenForSignals(
  url: string,
  handlers: QueueSignalHandlers,
  logger: Logger,
): Promise<() => Promise<void>> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delayMs: number = reconnectDelaysMs.first;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === queuedChannel) handlers.queued();
      else if (message.channel === stoppedChannel && message.payload) handlers.stopped(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (closed) return;
      logger.warn({ err: error }, 'queue listener lost its connection; reconnecting');
      scheduleReconnect();
    };
    // Until it is connected, a failure rejects `connect()` instead.
    next.on('error', (error) => lost(error));
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${queuedChannel}`);
      await next.query(`listen ${stoppedChannel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    retry = setTimeout(reconnect, delayMs);
    delayMs = Math.min(delayMs * 2, reconnectDelaysMs.last);
  };

  const reconnect = () => {
    retry = null;
    if (closed) return;
    connect().then(
      () => {
        if (closed) return;
        delayMs = reconnectDelaysMs.first;
        logger.info('queue listener reconnected');
        handlers.queued();
      },
      (error: unknown) => {
        logger.warn({ err: error, retryInMs: delayMs }, 'queue listener could not reconnect; trying again');
        scheduleReconnect();
      },
    );
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end();
  };
}
