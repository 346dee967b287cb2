import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { DatabaseLocation } from '../config/index.js';
import type { Database } from '../db/index.js';
import { openPostgresListener, type PostgresListener } from '../db/postgres-listener.js';
import { afterOwnTransaction, type SqliteSignalScope } from '../db/thread-channel.js';
import type { Logger } from '../logging/logger.js';
import { eventsChannel, textChannel } from './event-log.js';
import type { EventSignal } from './event-signal-type.js';
import type { TextDelta } from './event-types.js';
import type { LocalSubscribers } from './local-subscribers.js';
import { threadEventSignal } from './thread-event-signal.js';

export type { EventSignal } from './event-signal-type.js';

export function createEventSignal(
  location: DatabaseLocation,
  db: Kysely<Database>,
  subscribers: LocalSubscribers,
  logger: Logger,
  sqliteScope: SqliteSignalScope = 'process',
): EventSignal {
  if (location.kind === 'postgres') return postgresSignal(location.url, db, subscribers, logger);
  return sqliteScope === 'threads'
    ? threadEventSignal(location.path, db, subscribers)
    : inProcessSignal(db, subscribers);
}

function inProcessSignal(db: Kysely<Database>, subscribers: LocalSubscribers): EventSignal {
  return {
    appended(userId) {
      // A subscription that opens later reads the log after this transaction anyway.
      if (!subscribers.has(userId)) return;
      afterOwnTransaction(db, () => subscribers.wake(userId));
    },
    publishText(delta) {
      subscribers.textDelta(delta);
      return Promise.resolve();
    },
    mayReach: (userId) => subscribers.has(userId),
    ready: () => Promise.resolve(),
    textWithEvents: false,
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
    textWithEvents: true,
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
