import type { TextDelta } from './event-types.js';

/**
 * How news reaches the subscribers of every process: that a user's log grew, and streamed text.
 * On PostgreSQL this is LISTEN/NOTIFY on one connection per process; on SQLite (one process) it
 * stays in the process, crossing to its other threads when it runs loop threads.
 */
export interface EventSignal {
  /** Called inside a transaction that appended events for `userId`; subscribers wake after it ends. */
  appended(userId: number): void;
  /** Sends streamed text to the user's subscribers in every process; never rejects. */
  publishText(delta: TextDelta): Promise<void>;
  /**
   * Whether text published now could reach a subscriber of `userId`: on SQLite only this
   * process's subscribers can be reached; on PostgreSQL any process may have some.
   */
  mayReach(userId: number): boolean;
  /** Resolves once news from every process reaches this process's subscribers. */
  ready(): Promise<void>;
  /**
   * Whether a turn's last text goes with the events of the write that records the turn (in its
   * transaction, ahead of them) rather than published on its own before it: true on PostgreSQL,
   * where a publication of its own is a round trip on the turn's path.
   */
  readonly textWithEvents: boolean;
  /** How text is batched: at most `maxChars` per publication, held up to `holdMs` for more. */
  readonly textBatch: { readonly maxChars: number; readonly holdMs: number };
  close(): Promise<void>;
}
