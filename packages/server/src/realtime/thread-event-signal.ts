import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { afterOwnTransaction, threadChannel } from '../db/thread-channel.js';
import type { EventSignal } from './event-signal-type.js';
import type { TextDelta } from './event-types.js';
import type { LocalSubscribers } from './local-subscribers.js';

type ThreadEventMessage =
  | { readonly kind: 'appended'; readonly userId: number }
  | { readonly kind: 'text'; readonly delta: TextDelta }
  /** The users `thread` has subscribers for, sent whenever that changes; empty when it closes. */
  | { readonly kind: 'audience'; readonly thread: string; readonly userIds: readonly number[] }
  /** A thread that just opened asks the others for their audiences. */
  | { readonly kind: 'hello' };

/**
 * Live-event news between the threads of one process on one SQLite database: what a loop thread
 * records wakes the streams the API's thread serves. Each thread has one connection, so a
 * transaction has ended, its events visible to the others, once that connection is free again.
 *
 * Each thread also tells the others whose streams it serves, so that a loop thread streams a
 * model's answer only while one of the owner's clients can receive it, as a single thread would.
 */
export function threadEventSignal(
  databasePath: string,
  db: Kysely<Database>,
  subscribers: LocalSubscribers,
): EventSignal {
  const self = randomUUID();
  const channel = threadChannel('events', databasePath);
  const audiences = new Map<string, ReadonlySet<number>>();
  const post = (message: ThreadEventMessage) => channel.postMessage(message);
  const announceAudience = () => post({ kind: 'audience', thread: self, userIds: subscribers.users() });
  channel.onmessage = (event) => {
    const message = (event as { readonly data: ThreadEventMessage }).data;
    if (message.kind === 'appended') subscribers.wake(message.userId);
    else if (message.kind === 'text') subscribers.textDelta(message.delta);
    else if (message.kind === 'hello') {
      if (subscribers.users().length > 0) announceAudience();
    } else if (message.userIds.length > 0) audiences.set(message.thread, new Set(message.userIds));
    else audiences.delete(message.thread);
  };
  subscribers.onAudienceChange(announceAudience);
  post({ kind: 'hello' });
  return {
    appended(userId) {
      afterOwnTransaction(db, () => {
        subscribers.wake(userId);
        post({ kind: 'appended', userId });
      });
    },
    publishText(delta) {
      subscribers.textDelta(delta);
      post({ kind: 'text', delta });
      return Promise.resolve();
    },
    mayReach: (userId) =>
      subscribers.has(userId) || [...audiences.values()].some((users) => users.has(userId)),
    ready: () => Promise.resolve(),
    textBatch: { maxChars: 4000, holdMs: 0 },
    close() {
      post({ kind: 'audience', thread: self, userIds: [] });
      channel.close();
      return Promise.resolve();
    },
  };
}
