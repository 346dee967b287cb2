import type { LiveEvent } from './event-types.js';

/** An event ready to send: the object, and its `text/event-stream` frame, made once for everyone. */
export interface FramedEvent {
  readonly event: LiveEvent;
  readonly frame: Buffer;
}

/**
 * Consecutive events for a subscription, oldest first. `bytes` is every frame joined, made once
 * per batch and shared by the subscriptions that take the whole batch.
 */
export class FramedBatch {
  private joined: Buffer | null = null;
  /** The sequences of its first and last durable event; null when it carries only streamed text. */
  readonly firstSequence: number | null;
  readonly lastSequence: number | null;

  constructor(readonly items: readonly FramedEvent[]) {
    const sequences = items.flatMap((item) => (item.event.id === null ? [] : [item.event.id]));
    this.firstSequence = sequences[0] ?? null;
    this.lastSequence = sequences.at(-1) ?? null;
  }

  /** What follows the event `cursor`: the batch itself when all of it does, null when none does. */
  after(cursor: number): FramedBatch | null {
    if (this.firstSequence === null || this.firstSequence > cursor) return this;
    const from = this.items.findLastIndex((item) => item.event.id !== null && item.event.id <= cursor) + 1;
    return from === this.items.length ? null : new FramedBatch(this.items.slice(from));
  }

  get bytes(): Buffer {
    this.joined ??=
      this.items.length === 1
        ? (this.items[0] as FramedEvent).frame
        : Buffer.concat(this.items.map((item) => item.frame));
    return this.joined;
  }
}

/** Why a subscription ended. */
export type SubscriptionEnd =
  | { readonly kind: 'closed' }
  /** Its client took nothing while more events came than the log keeps: it reconnects and resumes. */
  | { readonly kind: 'behind' }
  | { readonly kind: 'failed'; readonly error: unknown };

/** Where one subscription's events go, in order: a client's stream, or a reader in the process. */
export interface LiveEventSink {
  /**
   * Takes the batch whole. Answers false when it wants nothing more for now (a full socket): the
   * subscription then keeps only its place in the log until the sink calls `resume`.
   */
  send(batch: FramedBatch): boolean;
  /** The subscription ended; nothing is sent after this. */
  end(reason: SubscriptionEnd): void;
}

/**
 * What one write to a stream carries at most (a single larger event goes alone): a client that
 * stops reading holds at most this beyond its socket's high-water mark.
 */
export const maxBatchBytes = 256 * 1024;

/** `items` cut into batches of at most `maxBatchBytes`, in order. */
export function batchesOf(items: readonly FramedEvent[]): FramedBatch[] {
  const batches: FramedBatch[] = [];
  let from = 0;
  let bytes = 0;
  items.forEach((item, index) => {
    if (index > from && bytes + item.frame.length > maxBatchBytes) {
      batches.push(new FramedBatch(items.slice(from, index)));
      from = index;
      bytes = 0;
    }
    bytes += item.frame.length;
  });
  if (from < items.length) batches.push(new FramedBatch(from === 0 ? items : items.slice(from)));
  return batches;
}
