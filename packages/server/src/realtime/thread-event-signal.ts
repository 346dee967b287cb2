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
 * Each thread also tells the others whose streams it serves: a thread tells only those of
 * a user's appends and text, and a loop thread streams a model's answer only while one of the
 * owner's clients can receive it, as a single thread would. A thread that learns of a new listener
 * wakes it once, for what it appended before it knew: a stream reads the log after it opens, so
 * an append is either in that read or announced after it.
 */
export function threadEventSignal(
  databasePath: string,
  db: Kysely<Database>,
  subscribers: LocalSubscribers,
): EventSignal {
  const self = randomUUID();
  const channel = threadChannel('events', databasePath);
  const audiences = new Map<string, ReadonlySet<number>>();
  let closed = false;
  // A late signal (a run settling while its thread stops) finds the channel closed: nobody is left
  // to tell.
  const post = (message: ThreadEventMessage) => {
    if (!closed) channel.postMessage(message);
  };
  const announceAudience = () => post({ kind: 'audience', thread: self, userIds: subscribers.users() });
  const heardElsewhere = (userId: number) => [...audiences.values()].some((users) => users.has(userId));
  const learnAudience = (thread: string, userIds: readonly number[]) => {
    const before = audiences.get(thread);
    if (userIds.length > 0) audiences.set(thread, new Set(userIds));
    else audiences.delete(thread);
    // What this thread appended for a new listener before it knew of them, in a transaction that
    // may not have ended yet: one wake-up once it has covers it.
    const added = userIds.filter((userId) => !before?.has(userId));
    if (added.length > 0)
      afterOwnTransaction(db, () => {
        for (const userId of added) post({ kind: 'appended', userId });
      });
  };
  channel.onmessage = (event) => {
    const message = (event as { readonly data: ThreadEventMessage }).data;
    if (message.kind === 'appended') subscribers.wake(message.userId);
    else if (message.kind === 'text') subscribers.textDelta(message.delta);
    else if (message.kind === 'hello') {
      if (subscribers.users().length > 0) announceAudience();
    } else learnAudience(message.thread, message.userIds);
  };
  subscribers.onAudienceChange(announceAudience);
  post({ kind: 'hello' });
  return {
    appended(userId) {
      // Only threads that serve the user's streams are told.
      if (!subscribers.has(userId) && !heardElsewhere(userId)) return;
      afterOwnTransaction(db, () => {
        subscribers.wake(userId);
        if (heardElsewhere(userId)) post({ kind: 'appended', userId });
      });
    },
    publishText(delta) {
      subscribers.textDelta(delta);
      if (heardElsewhere(delta.user_id)) post({ kind: 'text', delta });
      return Promise.resolve();
    },
    mayReach: (userId) => subscribers.has(userId) || heardElsewhere(userId),
    ready: () => Promise.resolve(),
    textWithEvents: false,
    textBatch: { maxChars: 4000, holdMs: 0 },
    close() {
      post({ kind: 'audience', thread: self, userIds: [] });
      closed = true;
      channel.close();
      return Promise.resolve();
    },
  };
}
