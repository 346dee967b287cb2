import type { NotificationView } from '../notifications/index.js';
import type { HistoryRowView, TaskSummaryView, ToolCallView } from '../tasks/index.js';

/** A call of a paused turn awaiting a person's decision (decide with its `provider_call_id`). */
export interface PendingCallView {
  readonly provider_call_id: string;
  readonly tool_name: string;
  readonly arguments: Readonly<Record<string, unknown>>;
}

/** The payload of each event kept in the log, by event type. */
export interface DurableEventPayloads {
  /** The task's status is new (it changed, or a run began); the whole summary comes along. */
  readonly task_status: { readonly task_id: number; readonly task: TaskSummaryView };
  /** Rows appended to the task's history, in order. */
  readonly task_history: { readonly task_id: number; readonly rows: readonly HistoryRowView[] };
  /** Tool calls created or changed, as they now are. */
  readonly tool_calls: { readonly task_id: number; readonly tool_calls: readonly ToolCallView[] };
  /** The task paused: these calls await a decision. */
  readonly pending_approval: { readonly task_id: number; readonly pending_calls: readonly PendingCallView[] };
  /**
   * A task was deleted, and its sub-tasks with it: `deleted_task_ids` are those of the receiving
   * user, the task first. Their earlier events are gone from the log.
   */
  readonly task_deleted: { readonly task_id: number; readonly deleted_task_ids: readonly number[] };
  /** A notification was created. */
  readonly notification: { readonly notification: NotificationView };
  /** Unread notifications were marked read (one, or all at once), each at `read_at`. */
  readonly notification_read: { readonly notification_ids: readonly number[]; readonly read_at: string };
  /** Notifications were deleted (one, or all at once). */
  readonly notification_deleted: { readonly notification_ids: readonly number[] };
  /**
   * Where a task's calls stand with their approvers changed — it paused, a vote was cast, a call was
   * decided or escalated, or it stopped waiting: read `GET /tasks/{id}/approvals` and the inbox
   * again. Sent to the agent's approvers besides its owner, who get no other event of the task (the
   * owner's `tool_calls` and `task_status` events tell the owner as much).
   */
  readonly approvals_changed: { readonly task_id: number; readonly agent_id: number };
  /** Read the agent again (`GET /agents/{id}`), or drop it when it was deleted. */
  readonly agent_changed: { readonly agent_id: number; readonly change: 'created' | 'updated' | 'deleted' };
}

export type DurableEventType = keyof DurableEventPayloads;

/** An event to append to a user's log. */
export type NewEvent = {
  [Type in DurableEventType]: {
    readonly type: Type;
    readonly taskId: number | null;
    readonly data: DurableEventPayloads[Type];
  };
}[DurableEventType];

/** Streamed model text: sent as it arrives, never stored, no event id. */
export interface TextDelta {
  readonly user_id: number;
  readonly task_id: number;
  readonly text: string;
  /**
   * The task's newest event when the text was produced: subscribers send the text after that
   * event and before any later one, so it never overtakes what happened before it.
   */
  readonly after_sequence: number;
}

/**
 * An event as a subscriber receives it, ready to send; `data` is JSON text. Durable events carry
 * their sequence as `id`; `reset` carries the newest one, so a client that reloads resumes after
 * it; `text_delta` has none.
 */
export type LiveEvent =
  | { readonly id: number; readonly type: DurableEventType; readonly data: string }
  | { readonly id: null; readonly type: 'text_delta'; readonly data: string }
  | { readonly id: number; readonly type: 'reset'; readonly data: string };
