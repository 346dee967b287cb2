import type { EventLog } from './event-log.js';
import type { LocalSubscribers } from './local-subscribers.js';
import { UserFeed } from './user-feed.js';

/**
 * The feeds of the users with subscriptions in this process, one per user: wake-ups and text
 * reach the feed, which reads and frames once for all its subscriptions. A feed goes with its
 * last subscription.
 */
export class UserFeeds {
  private readonly feeds = new Map<number, { feed: UserFeed; stopListening: () => void }>();

  constructor(
    private readonly log: EventLog,
    private readonly subscribers: LocalSubscribers,
  ) {}

  /** The user's feed; it stays while it has members. */
  of(userId: number): UserFeed {
    const existing = this.feeds.get(userId);
    if (existing) return existing.feed;
    const feed = new UserFeed(this.log, userId, () => {
      const entry = this.feeds.get(userId);
      if (entry?.feed !== feed) return;
      this.feeds.delete(userId);
      entry.stopListening();
    });
    this.feeds.set(userId, { feed, stopListening: this.subscribers.add(userId, feed) });
    return feed;
  }

  /** Subscriptions open now, all users together (a metrics gauge). */
  get subscriptionCount(): number {
    let count = 0;
    for (const { feed } of this.feeds.values()) count += feed.memberCount;
    return count;
  }
}
