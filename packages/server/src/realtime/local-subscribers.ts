import type { TextDelta } from './event-types.js';

/** What listens in this process for one user's news: that user's feed. */
export interface LocalSubscriber {
  /** The user's log may have grown: read it again. */
  wake(): void;
  textDelta(delta: TextDelta): void;
  /** The service is closing. */
  close(): void;
}

/** The listeners of this process, by user; wake-ups and text from any process land here. */
export class LocalSubscribers {
  private readonly byUser = new Map<number, Set<LocalSubscriber>>();
  private audienceChanged: (() => void) | null = null;

  /** Returns the function that removes the subscriber again. */
  add(userId: number, subscriber: LocalSubscriber): () => void {
    let subscribers = this.byUser.get(userId);
    if (!subscribers) {
      subscribers = new Set();
      this.byUser.set(userId, subscribers);
      this.audienceChanged?.();
    }
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.byUser.get(userId) === subscribers) {
        this.byUser.delete(userId);
        this.audienceChanged?.();
      }
    };
  }

  /** The users who have a subscriber here. */
  users(): number[] {
    return [...this.byUser.keys()];
  }

  /** Calls `listener` whenever a user gains a first subscriber here or loses the last one. */
  onAudienceChange(listener: () => void): void {
    this.audienceChanged = listener;
  }

  has(userId: number): boolean {
    return this.byUser.has(userId);
  }

  wake(userId: number): void {
    for (const subscriber of this.byUser.get(userId) ?? []) subscriber.wake();
  }

  /** After a gap in which wake-ups may have been lost (a reconnected listener). */
  wakeAll(): void {
    for (const subscribers of this.byUser.values()) for (const subscriber of subscribers) subscriber.wake();
  }

  textDelta(delta: TextDelta): void {
    for (const subscriber of this.byUser.get(delta.user_id) ?? []) subscriber.textDelta(delta);
  }

  closeAll(): void {
    for (const subscribers of [...this.byUser.values()])
      for (const subscriber of [...subscribers]) subscriber.close();
  }
}
