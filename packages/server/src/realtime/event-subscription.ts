import type { LiveEvent } from './event-types.js';
import type { FeedSubscription } from './feed-subscription.js';
import type { LiveEventSink, SubscriptionEnd } from './live-event-sink.js';
import { feedPageSize } from './user-feed.js';

/**
 * A subscription read inside the process, one event at a time (agents over MCP, tests). Reading
 * is pulled by the reader: a slow reader holds at most about a page of events, then the
 * subscription keeps only its cursor until the reader has taken them.
 */
export class EventSubscription implements AsyncIterable<LiveEvent> {
  private readonly queue: LiveEvent[] = [];
  private full = false;
  private ended: SubscriptionEnd | null = null;
  private waiting: (() => void) | null = null;

  constructor(private readonly subscription: FeedSubscription) {
    const sink: LiveEventSink = {
      send: (batch) => {
        for (const item of batch.items) this.queue.push(item.event);
        this.full = this.queue.length >= feedPageSize;
        this.notify();
        return !this.full;
      },
      end: (reason) => {
        this.ended ??= reason;
        this.notify();
      },
    };
    subscription.attach(sink);
  }

  /** Ends the stream; the iteration stops at its next step. */
  close(): void {
    this.ended = { kind: 'closed' };
    this.queue.length = 0;
    this.subscription.close();
    this.notify();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<LiveEvent> {
    try {
      for (;;) {
        const next = this.queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (this.full) {
          this.full = false;
          this.subscription.resume();
          continue;
        }
        if (this.ended?.kind === 'failed') throw this.ended.error;
        if (this.ended) return;
        await new Promise<void>((resolve) => {
          this.waiting = resolve;
        });
      }
    } finally {
      this.subscription.close();
    }
  }

  private notify(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }
}
