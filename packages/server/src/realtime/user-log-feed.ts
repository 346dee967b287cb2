import type { EventLog } from './event-log.js';
import type { LiveEvent } from './event-types.js';

/** A durable event as a subscription yields it; the same object for every subscriber of the user. */
export type LoggedEvent = LiveEvent & { readonly id: number };

/** Recent events kept per user for this process's subscribers; one further behind reads the log. */
const keptEvents = 500;
const pageSize = 200;

/**
 * One user's log as this process's subscriptions of that user follow it: the new part is read
 * once for all of them, not once per subscription, and its events are shared, so each is
 * formatted once too. A subscription further behind than what is kept (a replay, a slow client)
 * reads the log itself.
 *
 * Freshness is what a subscription's own read gave: `after` resolves with what a read that began
 * after the call found. Reads are never joined once under way (it may have begun before the
 * wake-up that prompted the call); callers during a read share the next one.
 */
export class UserLogFeed {
  /** Everything the log held after `start`, up to `head`, is in `events`; null until first read. */
  private start: number | null = null;
  private head = 0;
  /** Oldest first; sequences may skip (the events of a deleted task go with it). */
  private events: LoggedEvent[] = [];
  private reading: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly log: EventLog,
    private readonly userId: number,
  ) {}

  /** The user's events after `cursor`, oldest first, at most `limit`, as fresh as a read begun now. */
  async after(cursor: number, limit: number): Promise<LoggedEvent[]> {
    await this.refresh();
    if (this.start === null || cursor < this.start || cursor > this.head) return this.readLog(cursor, limit);
    // Subscriptions are mostly near the end: look from there.
    let from = this.events.length;
    while (from > 0 && (this.events[from - 1] as LoggedEvent).id > cursor) from -= 1;
    return this.events.slice(from, from + limit);
  }

  private refresh(): Promise<void> {
    this.queued ??= (async () => {
      await this.reading?.catch(() => {});
      this.queued = null;
      this.reading = this.readNew();
      await this.reading;
    })();
    return this.queued;
  }

  private async readNew(): Promise<void> {
    if (this.start === null) {
      // What came before is for replays, which read the log themselves.
      const head = await this.log.head(this.userId);
      this.start = head;
      this.head = head;
      return;
    }
    for (;;) {
      const page = await this.readLog(this.head, pageSize);
      this.events.push(...page);
      this.head = page.at(-1)?.id ?? this.head;
      if (page.length < pageSize) break;
    }
    const surplus = this.events.length - keptEvents;
    if (surplus > 0) {
      this.start = (this.events[surplus - 1] as LoggedEvent).id;
      this.events = this.events.slice(surplus);
    }
  }

  private async readLog(cursor: number, limit: number): Promise<LoggedEvent[]> {
    const page = await this.log.readAfter(this.userId, cursor, limit);
    return page.map((event) => ({ id: event.sequence, type: event.type, data: event.data }));
  }
}

/** The feeds of the users with subscriptions in this process; a feed goes with its last subscription. */
export class UserLogFeeds {
  private readonly feeds = new Map<number, { feed: UserLogFeed; holders: number }>();

  constructor(private readonly log: EventLog) {}

  /** The user's feed, and the function that lets go of it. */
  acquire(userId: number): { feed: UserLogFeed; release: () => void } {
    let entry = this.feeds.get(userId);
    if (!entry) {
      entry = { feed: new UserLogFeed(this.log, userId), holders: 0 };
      this.feeds.set(userId, entry);
    }
    entry.holders += 1;
    const held = entry;
    let released = false;
    return {
      feed: held.feed,
      release: () => {
        if (released) return;
        released = true;
        held.holders -= 1;
        if (held.holders === 0 && this.feeds.get(userId) === held) this.feeds.delete(userId);
      },
    };
  }
}
