import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { afterOwnTransaction, threadChannel } from '../db/thread-channel.js';
import type { EventSignal } from './event-signal-type.js';
import type { TextDelta } from './event-types.js';
import type { LocalSubscribers } from './local-subscribers.js';

type ThreadEventMessage =
  | { readonly kind: 'appended'; readonly userId: number }
  | { readonly kind: 'text'; readonly delta: TextDelta };

/**
 * Live-event news between the threads of one process on one SQLite database: what a loop thread
 * records wakes the streams the API's thread serves. Each thread has one connection, so a
 * transaction has ended, its events visible to the others, once that connection is free again.
 */
export function threadEventSignal(
  databasePath: string,
  db: Kysely<Database>,
  subscribers: LocalSubscribers,
): EventSignal {
  const channel = threadChannel('events', databasePath);
  channel.onmessage = (event) => {
    const message = (event as { readonly data: ThreadEventMessage }).data;
    if (message.kind === 'appended') subscribers.wake(message.userId);
    else subscribers.textDelta(message.delta);
  };
  return {
    appended(userId) {
      afterOwnTransaction(db, () => {
        subscribers.wake(userId);
        channel.postMessage({ kind: 'appended', userId } satisfies ThreadEventMessage);
      });
    },
    publishText(delta) {
      subscribers.textDelta(delta);
      channel.postMessage({ kind: 'text', delta } satisfies ThreadEventMessage);
      return Promise.resolve();
    },
    // The subscribers may be another thread's.
    mayReach: () => true,
    ready: () => Promise.resolve(),
    textBatch: { maxChars: 4000, holdMs: 0 },
    close() {
      channel.close();
      return Promise.resolve();
    },
  };
}
