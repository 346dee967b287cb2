import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { DatabaseLocation } from '../config/index.js';
import type { Database } from '../db/index.js';
import { openPostgresListener, type PostgresListener } from '../db/postgres-listener.js';
import type { Logger } from '../logging/logger.js';
import { eventsChannel } from './event-log.js';
import type { TextDelta } from './event-types.js';
import type { LocalSubscribers } from './local-subscribers.js';

/**
 * How news reaches the subscribers of every process: that a user's log grew, and streamed text.
 * On PostgreSQL this is LISTEN/NOTIFY on one connection per process; on SQLite (one process) it
 * stays in the process.
 */
export interface EventSignal {
  /** Called inside a transaction that appended events for `userId`; subscribers wake after it ends. */
  appended(userId: number): void;
  /** Sends streamed text to the user's subscribers in every process; never rejects. */
  publishText(delta: TextDelta): Promise<void>;
  /**
   * Whether text published now could reach a subscriber of `userId`: on SQLite only this
   * process's subscribers can be reached; on PostgreSQL any process may have some.
   */
  mayReach(userId: number): boolean;
  /** Resolves once news from every process reaches this process's subscribers. */
  ready(): Promise<void>;
  /** How text is batched: at most `maxChars` per publication, held up to `holdMs` for more. */
  readonly textBatch: { readonly maxChars: number; readonly holdMs: number };
  close(): Promise<void>;
}

const textChannel = 'spora_text_deltas';

export function createEventSignal(
  location: DatabaseLocation,
  db: Kysely<Database>,
  subscribers: LocalSubscribers,
  logger: Logger,
): EventSignal {
  return location.kind === 'sqlite'
    ? inProcessSignal(db, subscribers)
    : postgresSignal(location.url, db, subscribers, logger);
}

function inProcessSignal(db: Kysely<Database>, subscribers: LocalSubscribers): EventSignal {
  return {
    appended(userId) {
      // A subscription that opens later reads the log after this transaction anyway.
      if (!subscribers.has(userId)) return;
      // The process has one SQLite connection, which the transaction holds until it commits or
      // rolls back: once it is free again, the transaction has ended. After a rollback the wake-up
      // finds nothing new, which is harmless.
      db.connection()
        .execute(async () => {})
        .then(
          () => subscribers.wake(userId),
          () => {},
        );
    },
    publishText(delta) {
      subscribers.textDelta(delta);
      return Promise.resolve();
    },
    mayReach: (userId) => subscribers.has(userId),
    ready: () => Promise.resolve(),
    textBatch: { maxChars: 4000, holdMs: 0 },
    close: () => Promise.resolve(),
  };
}

function postgresSignal(
  url: string,
  db: Kysely<Database>,
  subscribers: LocalSubscribers,
  logger: Logger,
): EventSignal {
  let listener: PostgresListener | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === eventsChannel) {
      subscribers.wake(Number(message.payload));
    } else if (message.channel === textChannel) {
      const delta = parseTextDelta(message.payload);
      if (delta) subscribers.textDelta(delta);
    }
  };

  const connect = async (): Promise<void> => {
    const next = await openPostgresListener({
      url,
      channels: [eventsChannel, textChannel],
      name: 'live-event listener',
      logger,
      onNotification,
      // Notifications sent while the listener was away are lost: every subscriber reads again.
      onReconnected: () => subscribers.wakeAll(),
    });
    if (closed) await next.close();
    else listener = next;
  };

  return {
    appended() {
      // The notification was queued by the statement that allocated the sequence.
    },
    async publishText(delta) {
      try {
        await sql`select pg_notify(${textChannel}, ${JSON.stringify(delta)})`.execute(db);
      } catch (error) {
        logger.warn({ err: error }, 'streamed text could not be published');
      }
    },
    mayReach: () => true,
    ready() {
      if (closed) return Promise.reject(new Error('The live-event service is closed.'));
      listening ??= connect().catch((error: unknown) => {
        listening = null;
        throw error;
      });
      return listening;
    },
    // A notification carries at most 8000 bytes; 1000 characters stay below that even escaped.
    textBatch: { maxChars: 1000, holdMs: 25 },
    async close() {
      closed = true;
      const current = listener;
      listener = null;
      await current?.close();
    },
  };
}

function parseTextDelta(payload: string | undefined): TextDelta | null {
  try {
    const parsed = JSON.parse(payload ?? '') as Partial<TextDelta>;
    return typeof parsed.user_id === 'number' &&
      typeof parsed.task_id === 'number' &&
      typeof parsed.text === 'string' &&
      typeof parsed.after_sequence === 'number'
      ? {
          user_id: parsed.user_id,
          task_id: parsed.task_id,
          text: parsed.text,
          after_sequence: parsed.after_sequence,
        }
      : null;
  } catch {
    return null;
  }
}
