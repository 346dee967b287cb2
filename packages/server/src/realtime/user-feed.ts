import type { EventLog, StoredEvent } from './event-log.js';
import type { LiveEvent, TextDelta } from './event-types.js';
import { batchesOf, type FramedBatch, type FramedEvent, type SubscriptionEnd } from './live-event-sink.js';
import type { LocalSubscriber } from './local-subscribers.js';
import { formatSseEvent } from './sse-format.js';

/** A subscription as its user's feed sees it. */
export interface FeedMember {
  /** The sequence of the last event it was sent (or was told to reload from). */
  readonly cursor: number;
  /** A live member gets what is after its cursor in `batch`; it leaves the live set if it stops taking. */
  deliver(batch: FramedBatch): void;
  /** Not live: the log may have grown since it last read it. */
  news(): void;
  /** Not live: the feed has read up to `head`, which it may be too far behind to catch up on. */
  headAdvanced(head: number): void;
  end(reason: SubscriptionEnd): void;
}

/** Recent events kept for members that catch up (a replay, a client whose socket filled). */
const keptEvents = 500;
export const feedPageSize = 200;
/** Streamed text waiting for its event; beyond this the oldest is dropped (its turn's row has it all). */
const maxWaitingTexts = 256;
/** The least time between two writes to a user's streams. */
const flushGapMs = 10;

interface WaitingText {
  readonly after: number;
  readonly taskId: number;
  text: string;
  /** Reads of the log started before the text arrived: one started after it has seen `after`. */
  readonly readsBefore: number;
}

/** A durable event as it is sent: framed once, for every subscription of the user in the process. */
export function framedEvent(stored: StoredEvent): FramedEvent {
  const event: LiveEvent = { id: stored.sequence, type: stored.type, data: stored.data };
  return { event, frame: formatSseEvent(event) };
}

function framedText(taskId: number, text: string): FramedEvent {
  const event: LiveEvent = { id: null, type: 'text_delta', data: JSON.stringify({ task_id: taskId, text }) };
  return { event, frame: formatSseEvent(event) };
}

/**
 * One user's log as this process's subscriptions of that user follow it. On each wake-up the new
 * part is read once, framed once, and written to every live member as one shared batch, so 1,000
 * streams of one user cost one read and one serialisation per event, not 1,000. A member that is
 * behind (a replay, a client whose socket is full) is not live: it keeps only its cursor and
 * catches up from the recent events kept here, or from the log, before it joins again.
 *
 * Streamed text is framed once too and goes to live members right after the event it followed,
 * never before it; text that names an event a later read still does not find (it never committed)
 * goes anyway. Members that are not live miss streamed text: their turn's history row has it all.
 *
 * Reads are never joined once under way (one may have begun before the wake-up that asks for it);
 * a wake-up during a read makes one more read after it.
 */
export class UserFeed implements LocalSubscriber {
  /** Everything the log held after `start`, up to `head`, is in `kept`; false until a member joins. */
  private initialised = false;
  private start = 0;
  private head = 0;
  /** Oldest first; sequences may skip (the events of a deleted task go with it). */
  private kept: FramedEvent[] = [];
  private readonly live = new Set<FeedMember>();
  private readonly others = new Set<FeedMember>();
  private readonly texts: WaitingText[] = [];
  /** Read or streamed since the last flush, for the live members. */
  private outgoing: FramedEvent[] = [];
  private lastFlush = Number.NEGATIVE_INFINITY;
  private readsStarted = 0;
  private reading = false;
  private readAgain = false;

  constructor(
    private readonly log: EventLog,
    private readonly userId: number,
    private readonly onEmpty: () => void,
  ) {}

  get memberCount(): number {
    return this.live.size + this.others.size;
  }

  /** A member that is not live yet: it hears of news until it joins. */
  add(member: FeedMember): void {
    this.others.add(member);
  }

  remove(member: FeedMember): void {
    this.live.delete(member);
    this.others.delete(member);
    if (this.memberCount === 0) this.onEmpty();
  }

  /** Whether the feed follows the log; until then a member joining starts it at its cursor. */
  get following(): boolean {
    return this.initialised;
  }

  /** From now on `member` is sent every batch; it must hold everything up to `head` or beyond. */
  join(member: FeedMember): void {
    if (!this.initialised) {
      this.initialised = true;
      this.start = member.cursor;
      this.head = member.cursor;
    }
    this.others.delete(member);
    this.live.add(member);
  }

  /** `member` took no more: it keeps its cursor and catches up when it can take again. */
  pause(member: FeedMember): void {
    if (this.live.delete(member)) this.others.add(member);
  }

  /** Kept events after `cursor`, at most `limit`; null when the feed does not hold what follows it. */
  keptAfter(cursor: number, limit: number): FramedEvent[] | null {
    if (!this.initialised || cursor < this.start) return null;
    // Members are mostly near the end: look from there.
    let from = this.kept.length;
    while (from > 0 && ((this.kept[from - 1] as FramedEvent).event.id as number) > cursor) from -= 1;
    return this.kept.slice(from, from + limit);
  }

  wake(): void {
    for (const member of this.others) member.news();
    if (!this.initialised) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    void this.readNew();
  }

  textDelta(delta: TextDelta): void {
    if (this.live.size === 0) return;
    if (this.texts.length === 0 && delta.after_sequence <= this.head) {
      this.deliver([framedText(delta.task_id, delta.text)]);
      return;
    }
    // Pieces that wait for the same event go as one.
    const last = this.texts.at(-1);
    if (last && last.taskId === delta.task_id && last.after === delta.after_sequence) last.text += delta.text;
    else {
      this.texts.push({
        after: delta.after_sequence,
        taskId: delta.task_id,
        text: delta.text,
        readsBefore: this.readsStarted,
      });
      if (this.texts.length > maxWaitingTexts) this.texts.shift();
    }
  }

  close(): void {
    this.endAll({ kind: 'closed' });
  }

  private async readNew(): Promise<void> {
    this.reading = true;
    try {
      do {
        this.readAgain = false;
        const read = ++this.readsStarted;
        for (;;) {
          const page = await this.log.readAfter(this.userId, this.head, feedPageSize);
          const items: FramedEvent[] = [];
          for (const stored of page) {
            const item = framedEvent(stored);
            items.push(item);
            this.kept.push(item);
            this.head = stored.sequence;
            this.takeTexts(items, (text) => text.after <= this.head);
          }
          const atEnd = page.length < feedPageSize;
          if (atEnd) this.takeTexts(items, (text) => text.after <= this.head || text.readsBefore < read);
          this.trim();
          if (items.length > 0) this.deliver(items);
          if (atEnd) break;
        }
      } while (this.readAgain && this.memberCount > 0);
    } catch (error) {
      this.endAll({ kind: 'failed', error });
    } finally {
      this.reading = false;
    }
  }

  /** Moves waiting text that may go now to `items`, in the order it arrived. */
  private takeTexts(items: FramedEvent[], mayGo: (text: WaitingText) => boolean): void {
    while (this.texts.length > 0 && mayGo(this.texts[0] as WaitingText)) {
      const text = this.texts.shift() as WaitingText;
      items.push(framedText(text.taskId, text.text));
    }
  }

  /**
   * Sends `items` to the live members together with whatever else comes soon: at the end of this
   * turn of the event loop, and no sooner than `flushGapMs` after the previous write. A task's
   * burst of events and text is then a few writes per stream, not one per event (each write is a
   * system call per stream, and a read by each client).
   */
  private deliver(items: FramedEvent[]): void {
    if (this.outgoing.length === 0) {
      const wait = this.lastFlush + flushGapMs - performance.now();
      if (wait > 0) setTimeout(() => this.flush(), wait);
      else setImmediate(() => this.flush());
    }
    this.outgoing.push(...items);
  }

  private flush(): void {
    this.lastFlush = performance.now();
    const batches = batchesOf(this.outgoing);
    this.outgoing = [];
    // A member whose sink stops taking leaves the live set, so it is sent no further batch.
    for (const batch of batches) for (const member of [...this.live]) member.deliver(batch);
    for (const member of [...this.others]) member.headAdvanced(this.head);
  }

  private trim(): void {
    const surplus = this.kept.length - keptEvents;
    if (surplus <= 0) return;
    this.start = (this.kept[surplus - 1] as FramedEvent).event.id as number;
    this.kept = this.kept.slice(surplus);
  }

  private endAll(reason: SubscriptionEnd): void {
    for (const member of [...this.live, ...this.others]) member.end(reason);
  }
}
