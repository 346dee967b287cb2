import type { TextDelta } from './event-types.js';

/** One open subscription in this process. */
export interface LocalSubscriber {
  /** The user's log may have grown: read it again from the cursor. */
  wake(): void;
  textDelta(delta: TextDelta): void;
  /** The service is closing. */
  close(): void;
}

/** The subscriptions of this process, by user; wake-ups and text from any process land here. */
export class LocalSubscribers {
  private readonly byUser = new Map<number, Set<LocalSubscriber>>();
  private open = 0;

  /** Subscriptions open now, all users together (a metrics gauge). */
  get count(): number {
    return this.open;
  }

  /** Returns the function that removes the subscriber again. */
  add(userId: number, subscriber: LocalSubscriber): () => void {
    let subscribers = this.byUser.get(userId);
    if (!subscribers) {
      subscribers = new Set();
      this.byUser.set(userId, subscribers);
    }
    if (!subscribers.has(subscriber)) this.open += 1;
    subscribers.add(subscriber);
    return () => {
      if (subscribers.delete(subscriber)) this.open -= 1;
      if (subscribers.size === 0 && this.byUser.get(userId) === subscribers) this.byUser.delete(userId);
    };
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
