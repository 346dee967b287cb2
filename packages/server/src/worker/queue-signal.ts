import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DatabaseLocation } from '../config/index.js';
import type { Database } from '../db/index.js';
import { openPostgresListener } from '../db/postgres-listener.js';
import { afterOwnTransaction, type SqliteSignalScope, threadChannel } from '../db/thread-channel.js';
import type { Logger } from '../logging/logger.js';

/**
 * Tells the workers of every process what changed: a task entered the queue, or a task was
 * stopped (aborted, or continued with a new prompt) and whoever runs it must cancel its model
 * request and tools now. On PostgreSQL this is LISTEN/NOTIFY. On SQLite (one process) the local
 * worker is told directly, and this tells the process's other threads, if it runs loop threads.
 */
export interface QueueSignal {
  /**
   * Tells the other processes' workers that a task was queued. Its own listener ignores the echo:
   * whoever queues a task wakes this process's worker directly.
   */
  notify(): void;
  /** Names the stopped run by its lease owner: the task itself may already have a new run. */
  notifyStopped(leaseOwner: string): void;
  /** Calls the handlers whenever a process signals; returns a function that stops listening. */
  listen(handlers: QueueSignalHandlers): Promise<() => Promise<void>>;
  /** Sends nothing more (once the platform's workers have stopped). */
  close(): void;
}

export interface QueueSignalHandlers {
  readonly queued: () => void;
  readonly stopped: (leaseOwner: string) => void;
  /**
   * The listener is back after losing its connection: signals sent meanwhile were lost, so look
   * again for queued work and for runs stopped without being told.
   */
  readonly reconnected: () => void;
}

const queuedChannel = 'spora_tasks_queued';
const stoppedChannel = 'spora_task_stopped';

export function createQueueSignal(
  location: DatabaseLocation,
  db: Kysely<Database>,
  logger: Logger,
  sqliteScope: SqliteSignalScope = 'process',
): QueueSignal {
  if (location.kind === 'sqlite') {
    return sqliteScope === 'threads'
      ? threadQueueSignal(location.path, db)
      : {
          notify() {},
          notifyStopped() {},
          listen: () => Promise.resolve(() => Promise.resolve()),
          close() {},
        };
  }
  // Names this process's notifications: its own worker was woken directly, not by the echo.
  const sender = randomUUID();
  const send = (channel: string, payload: string) => {
    sql`select pg_notify(${channel}, ${payload})`
      .execute(db)
      .catch((error: unknown) => logger.warn({ err: error, channel }, 'notification failed'));
  };
  return {
    notify: () => send(queuedChannel, sender),
    notifyStopped: (leaseOwner) => send(stoppedChannel, leaseOwner),
    listen: (handlers) => listenForSignals(location.url, sender, handlers, logger),
    close() {},
  };
}

/** The queue's LISTEN connection: after it was lost, the workers catch up on what they missed. */
async function listenForSignals(
  url: string,
  sender: string,
  handlers: QueueSignalHandlers,
  logger: Logger,
): Promise<() => Promise<void>> {
  const listener = await openPostgresListener({
    url,
    channels: [queuedChannel, stoppedChannel],
    name: 'queue listener',
    logger,
    onNotification: (message) => {
      if (message.channel === queuedChannel) {
        if (message.payload !== sender) handlers.queued();
      } else if (message.channel === stoppedChannel && message.payload) handlers.stopped(message.payload);
    },
    onReconnected: () => handlers.reconnected(),
  });
  return () => listener.close();
}

type ThreadQueueMessage =
  | { readonly kind: 'queued' }
  | { readonly kind: 'stopped'; readonly leaseOwner: string };

/**
 * Between the threads of one process on one SQLite database: the API's and the loop threads. One
 * handle sends and listens, so a thread does not hear its own signals (it acts on them directly).
 */
function threadQueueSignal(databasePath: string, db: Kysely<Database>): QueueSignal {
  const channel = threadChannel('queue', databasePath);
  const send = (message: ThreadQueueMessage) => afterOwnTransaction(db, () => channel.postMessage(message));
  return {
    notify: () => send({ kind: 'queued' }),
    notifyStopped: (leaseOwner) => send({ kind: 'stopped', leaseOwner }),
    listen(handlers) {
      channel.onmessage = (event) => {
        const message = (event as { readonly data: ThreadQueueMessage }).data;
        if (message.kind === 'queued') handlers.queued();
        else handlers.stopped(message.leaseOwner);
      };
      return Promise.resolve(() => {
        channel.onmessage = () => {};
        return Promise.resolve();
      });
    },
    close: () => channel.close(),
  };
}
