import type { Task } from '../db/index.js';
import type { HeldText, TaskTextStream } from '../orchestrator/index.js';
import type { TextDelta } from './event-types.js';

export interface TextBatching {
  /** Characters one publication carries at most. */
  readonly maxChars: number;
  /** How long text waits for more before it is sent; 0 sends every delta at once. */
  readonly holdMs: number;
}

/**
 * The streamed text of one model turn, batched so that a publication that costs a round trip
 * (PostgreSQL NOTIFY) carries many deltas. Publications are sent one after another, in order.
 * With `holdsLast`, what is still buffered when the turn ends is returned by `close` instead of
 * being published: the write that records the turn sends it, ahead of its events.
 */
export class BatchedTextStream implements TaskTextStream {
  private buffer = '';
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly task: Pick<Task, 'id' | 'user_id'>,
    /**
     * The task's newest event, which the text follows: read as the text goes out, since the
     * sequence of the write before the turn may be learnt only as that write commits.
     */
    private readonly afterSequence: () => number,
    private readonly publish: (delta: TextDelta) => Promise<void>,
    private readonly batching: TextBatching,
    private readonly holdsLast = false,
  ) {}

  readonly push = (delta: string): void => {
    this.buffer += delta;
    if (this.batching.holdMs === 0 || this.buffer.length >= this.batching.maxChars) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.batching.holdMs);
  };

  async close(): Promise<HeldText | null> {
    // `push` sends whatever reaches `maxChars`, so what is left fits one publication.
    const held =
      this.holdsLast && this.buffer !== ''
        ? { text: this.buffer, afterSequence: this.afterSequence() }
        : null;
    if (held) this.takeBuffer();
    else this.flush();
    await this.sending;
    return held;
  }

  private flush(): void {
    const afterSequence = this.afterSequence();
    for (const text of pieces(this.takeBuffer(), this.batching.maxChars)) {
      const delta: TextDelta = {
        user_id: this.task.user_id,
        task_id: this.task.id,
        text,
        after_sequence: afterSequence,
      };
      this.sending = this.sending.then(() => this.publish(delta));
    }
  }

  private takeBuffer(): string {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const text = this.buffer;
    this.buffer = '';
    return text;
  }
}

/** Cuts text into pieces of at most `size` UTF-16 units, never between the halves of a surrogate pair. */
function pieces(text: string, size: number): string[] {
  const result: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + size, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && end - start > 1 && last >= 0xd800 && last <= 0xdbff) end -= 1;
    result.push(text.slice(start, end));
    start = end;
  }
  return result;
}
