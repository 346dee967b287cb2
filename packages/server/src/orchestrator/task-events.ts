import type { Transaction } from 'kysely';
import type { Database, Task, TaskHistoryRow, ToolCall, ToolCallDecision } from '../db/index.js';

/**
 * What live clients learn of one change of a task. The orchestrator describes each change inside
 * the transaction that makes it, so a change is announced if and only if it commits.
 */
export interface TaskChange {
  /** The task as the transaction leaves it. */
  readonly task: Task;
  /** The status is news: it changed in this transaction, or a run of the task begins. */
  readonly statusChanged: boolean;
  /** Rows appended to the task's history, in order. */
  readonly historyRows?: readonly TaskHistoryRow[];
  /** Tool calls created or changed, as the transaction leaves them. */
  readonly toolCalls?: readonly ToolCall[];
  /** Decisions on those calls recorded in this transaction. */
  readonly decisions?: readonly ToolCallDecision[];
  /**
   * The conversation's title or model changed, not its status: its state is news all the same,
   * sent with its title (which the task row alone cannot give: it may be derived from the history).
   */
  readonly conversation?: { readonly title: string };
  /** The end of a model turn's streamed text, held back to go out with this change, ahead of it. */
  readonly heldText?: HeldText;
}

/** A task deleted with its sub-tasks, described inside the transaction that deleted them. */
export interface TaskDeletion {
  /** The task whose deletion was asked for. */
  readonly taskId: number;
  /** Its parent, which may have been waiting for it. */
  readonly parentTaskId: number | null;
  /** It and every sub-task below it, each with its owner. */
  readonly tasks: readonly { readonly id: number; readonly userId: number }[];
  /** Content hashes no file uses after the deletion: their blobs go once it has committed. */
  readonly releasedBlobs: readonly string[];
}

/** The text of one model turn as it streams in; never stored. */
export interface TaskTextStream {
  push(delta: string): void;
  /**
   * Sends what is still buffered, before the turn is recorded; never rejects. Where sending costs
   * a round trip of its own (PostgreSQL), the rest is returned instead, for the write that records
   * the turn to send ahead of its events (`TaskChange.heldText`); null when nothing is held.
   */
  close(): Promise<HeldText | null>;
}

/** The last piece of a turn's streamed text, and the task's event it follows. */
export interface HeldText {
  readonly text: string;
  readonly afterSequence: number;
}

/**
 * Records task changes for live updates and notifications. Optional: the loop runs without it
 * (benchmarks, tests of the loop alone).
 */
export interface TaskEventRecorder {
  /**
   * Records what `changes` tell clients, inside their transaction. Called last in it, so the
   * row locks it takes (the owner's event sequence) are held only until the commit.
   */
  record(trx: Transaction<Database>, changes: readonly TaskChange[]): Promise<void>;
  /** Records a deletion, inside its transaction, after the rows are gone; called last in it too. */
  recordDeletion(trx: Transaction<Database>, deletion: TaskDeletion): Promise<void>;
  /**
   * A stream for the text of one model turn of `task`; null when no client could receive it (no
   * one of the owner's is connected where the text would go), and the turn is requested whole:
   * streaming costs CPU on every chunk. A client that connects meanwhile sees the answer once
   * the turn is recorded.
   */
  textStream(task: Task): TaskTextStream | null;
}
