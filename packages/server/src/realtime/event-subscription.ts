import type { EventLog } from './event-log.js';
import type { EventSignal } from './event-signal.js';
import type { LiveEvent, TextDelta } from './event-types.js';
import type { LocalSubscribers } from './local-subscribers.js';
import type { UserLogFeed, UserLogFeeds } from './user-log-feed.js';

export interface SubscriptionDependencies {
  readonly log: EventLog;
  readonly subscribers: LocalSubscribers;
  readonly signal: EventSignal;
  /** Reads the new part of a user's log once for all of the user's subscriptions here. */
  readonly feeds: UserLogFeeds;
}

const pageSize = 200;
/** Streamed text waiting for a slow client; beyond this the oldest is dropped (its turn's row has it all). */
const maxWaitingTexts = 256;

interface WaitingText {
  readonly task_id: number;
  text: string;
  readonly after: number;
  /** Reads of the log started before the text arrived: one started after it has seen `after`. */
  readonly readsBefore: number;
}

/**
 * One client's stream of a user's events: first what it missed after `lastEventId` (or a `reset`
 * when that part of the log is gone), then the log as it grows, with streamed text in between.
 *
 * The log is the truth and a wake-up only says "read again from the cursor", so a wake-up that
 * comes early, twice or without news is harmless, and one that comes while a read is under way
 * makes the next read happen. Reading is pulled by the client: a slow client holds one page in
 * memory, never a backlog. Streamed text is sent right after the event it followed, so it never
 * overtakes what happened before it, nor comes after what happened after it.
 */
export class EventSubscription implements AsyncIterable<LiveEvent> {
  private cursor = 0;
  private reset: LiveEvent | null = null;
  private readonly texts: WaitingText[] = [];
  private reads = 0;
  private news = true;
  private closed = false;
  private waiting: (() => void) | null = null;
  private readonly unsubscribe: () => void;
  private readonly feed: UserLogFeed;
  private readonly releaseFeed: () => void;

  /** Subscribes, then finds where the stream starts; wake-ups from then on are not missed. */
  static async open(
    deps: SubscriptionDependencies,
    userId: number,
    lastEventId: number | null,
  ): Promise<EventSubscription> {
    const subscription = new EventSubscription(deps, userId);
    try {
      await subscription.start(lastEventId);
    } catch (error) {
      subscription.close();
      throw error;
    }
    return subscription;
  }

  private constructor(
    private readonly deps: SubscriptionDependencies,
    private readonly userId: number,
  ) {
    ({ feed: this.feed, release: this.releaseFeed } = deps.feeds.acquire(userId));
    this.unsubscribe = deps.subscribers.add(userId, {
      wake: () => this.notify(),
      textDelta: (delta) => this.queueText(delta),
      close: () => this.close(),
    });
  }

  /** Ends the stream; the iteration stops at its next step. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    this.releaseFeed();
    this.notify();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<LiveEvent> {
    if (this.reset) yield this.reset;
    while (!this.closed) {
      this.news = false;
      const read = ++this.reads;
      const page = await this.feed.after(this.cursor, pageSize);
      for (const event of page) {
        yield* this.textsBefore(event.id, read);
        if (this.closed) return;
        this.cursor = event.id;
        yield event;
      }
      if (page.length === pageSize) continue;
      yield* this.textsBefore(Number.POSITIVE_INFINITY, read);
      await this.nextNews();
    }
  }

  /**
   * Text that may go before the event with `sequence`: what followed an earlier event. Once the
   * log is read to its end, text waits only for an event this read could not have seen yet; an
   * event it names that a later read still does not find never committed, so the text goes.
   */
  private *textsBefore(sequence: number, read: number): Generator<LiveEvent> {
    while (this.texts.length > 0) {
      const [next] = this.texts;
      if (!next) return;
      const seen = next.after <= this.cursor || next.readsBefore < read;
      if (next.after >= sequence || (sequence === Number.POSITIVE_INFINITY && !seen)) return;
      this.texts.shift();
      yield {
        id: null,
        type: 'text_delta',
        data: JSON.stringify({ task_id: next.task_id, text: next.text }),
      };
    }
  }

  private async start(lastEventId: number | null): Promise<void> {
    // Listening starts before the head is read: what commits later wakes this subscription.
    await this.deps.signal.ready();
    const head = await this.deps.log.head(this.userId);
    this.cursor = head;
    if (lastEventId === null || lastEventId === head) return;
    const [next] = lastEventId < head ? await this.deps.log.readAfter(this.userId, lastEventId, 1) : [];
    if (next?.sequence === lastEventId + 1) {
      this.cursor = lastEventId;
      return;
    }
    const reason = lastEventId < head ? 'expired' : 'unknown';
    this.reset = { id: head, type: 'reset', data: JSON.stringify({ reason, last_event_id: head }) };
  }

  private queueText(delta: TextDelta): void {
    const last = this.texts.at(-1);
    if (last && last.task_id === delta.task_id && last.after === delta.after_sequence) {
      last.text += delta.text;
    } else {
      this.texts.push({
        task_id: delta.task_id,
        text: delta.text,
        after: delta.after_sequence,
        readsBefore: this.reads,
      });
    }
    if (this.texts.length > maxWaitingTexts) this.texts.shift();
    this.notify();
  }

  private nextNews(): Promise<void> {
    if (this.news || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  private notify(): void {
    this.news = true;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }
}
