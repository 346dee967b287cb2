import type { EventLog } from './event-log.js';
import type { EventSignal } from './event-signal.js';
import type { LiveEvent } from './event-types.js';
import {
  batchesOf,
  type FramedBatch,
  type FramedEvent,
  type LiveEventSink,
  type SubscriptionEnd,
} from './live-event-sink.js';
import { formatSseEvent } from './sse-format.js';
import { type FeedMember, feedPageSize, framedEvent, type UserFeed } from './user-feed.js';

export interface FeedSubscriptionDependencies {
  readonly log: EventLog;
  readonly signal: EventSignal;
  /** A member that takes nothing while its feed moves further ahead than this is ended (`behind`). */
  readonly maxBehind: number;
}

/**
 * - `starting`: opened, not attached to a sink yet;
 * - `catching-up`: sending what it missed, from its feed's kept events or from the log;
 * - `live`: its feed sends it every batch as it is read;
 * - `blocked`: its sink took no more; only the cursor is kept until the sink resumes it;
 * - `ended`.
 */
type State = 'starting' | 'catching-up' | 'live' | 'blocked' | 'ended';

/**
 * One client's stream of a user's events: first what it missed after `lastEventId` (or a `reset`
 * when that part of the log is gone), then the log as it grows, pushed to its sink by the user's
 * shared feed. The log is the truth and a subscription holds only its cursor, so a client whose
 * socket is full costs nothing but that number, and resumes from the log when it drains.
 */
export class FeedSubscription implements FeedMember {
  cursor = 0;
  private state: State = 'starting';
  /** Whether its last read of the log found the end, and no news came since. */
  private atLogEnd = false;
  private reset: LiveEvent | null = null;
  private sink: LiveEventSink | null = null;
  private catchingUp = false;

  /** Joins the feed, then finds where the stream starts; wake-ups from then on are not missed. */
  static async open(
    deps: FeedSubscriptionDependencies,
    feed: UserFeed,
    userId: number,
    lastEventId: number | null,
  ): Promise<FeedSubscription> {
    const subscription = new FeedSubscription(deps, feed, userId);
    try {
      await subscription.start(lastEventId);
    } catch (error) {
      subscription.close();
      throw error;
    }
    return subscription;
  }

  private constructor(
    private readonly deps: FeedSubscriptionDependencies,
    private readonly feed: UserFeed,
    private readonly userId: number,
  ) {
    feed.add(this);
  }

  /** Starts sending to `sink`: the `reset` if there is one, what was missed, then the live feed. */
  attach(sink: LiveEventSink): void {
    if (this.state !== 'starting') return;
    this.sink = sink;
    this.state = 'catching-up';
    if (this.reset && !this.send([{ event: this.reset, frame: formatSseEvent(this.reset) }])) return;
    this.catchUp();
  }

  /** The sink takes events again (its socket drained). */
  resume(): void {
    if (this.state !== 'blocked') return;
    this.state = 'catching-up';
    this.catchUp();
  }

  /** Stops the subscription; its sink is sent nothing more. */
  close(): void {
    if (this.state === 'ended') return;
    this.state = 'ended';
    this.feed.remove(this);
  }

  deliver(batch: FramedBatch): void {
    if (this.state !== 'live') return;
    const part = batch.after(this.cursor);
    if (part) this.sendBatch(part);
  }

  news(): void {
    this.atLogEnd = false;
  }

  headAdvanced(head: number): void {
    if (this.state === 'blocked' && head - this.cursor > this.deps.maxBehind) this.end({ kind: 'behind' });
  }

  end(reason: SubscriptionEnd): void {
    if (this.state === 'ended') return;
    this.close();
    this.sink?.end(reason);
  }

  private async start(lastEventId: number | null): Promise<void> {
    // Listening starts before the head is read: what commits later is news to this subscription.
    await this.deps.signal.ready();
    this.atLogEnd = true;
    const head = await this.deps.log.head(this.userId);
    this.cursor = head;
    if (lastEventId === null || lastEventId === head) return;
    this.atLogEnd = false;
    const [next] = lastEventId < head ? await this.deps.log.readAfter(this.userId, lastEventId, 1) : [];
    if (next?.sequence === lastEventId + 1) {
      this.cursor = lastEventId;
      return;
    }
    const reason = lastEventId < head ? 'expired' : 'unknown';
    this.atLogEnd = true;
    this.reset = { id: head, type: 'reset', data: JSON.stringify({ reason, last_event_id: head }) };
  }

  private catchUp(): void {
    if (this.catchingUp) return;
    this.catchingUp = true;
    this.catchUpFromLog()
      .catch((error: unknown) => this.end({ kind: 'failed', error }))
      .finally(() => {
        this.catchingUp = false;
        // Resumed between the loop's last step and now.
        if (this.state === 'catching-up') this.catchUp();
      });
  }

  /**
   * Sends what follows the cursor until the feed holds nothing newer, then joins it. The feed's
   * kept events serve most; further back, or before the feed follows the log, the log itself
   * does. A feed that does not follow the log yet starts at this cursor once this subscription
   * has read to the log's end with no news since.
   */
  private async catchUpFromLog(): Promise<void> {
    while (this.state === 'catching-up') {
      const kept = this.feed.keptAfter(this.cursor, feedPageSize);
      if (kept !== null && kept.length === 0) {
        this.state = 'live';
        this.feed.join(this);
        return;
      }
      if (kept !== null) {
        this.send(kept);
        continue;
      }
      if (!this.feed.following && this.atLogEnd) {
        this.state = 'live';
        this.feed.join(this);
        return;
      }
      this.atLogEnd = true;
      const page = await this.deps.log.readAfter(this.userId, this.cursor, feedPageSize);
      if (this.state !== 'catching-up') return;
      // Not at the end when the page was full, or when the sink took only part of it.
      const sent = page.length === 0 || this.send(page.map(framedEvent));
      if (page.length === feedPageSize || !sent) this.atLogEnd = false;
    }
  }

  private send(items: FramedEvent[]): boolean {
    return batchesOf(items).every((batch) => this.sendBatch(batch));
  }

  /** Sends `batch` and moves the cursor past it; a sink that takes no more blocks the subscription. */
  private sendBatch(batch: FramedBatch): boolean {
    if (batch.lastSequence !== null) this.cursor = batch.lastSequence;
    if ((this.sink as LiveEventSink).send(batch)) return true;
    if (this.state === 'ended') return false;
    this.state = 'blocked';
    this.feed.pause(this);
    return false;
  }
}
