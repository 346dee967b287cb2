import type { Transaction } from 'kysely';
import type { Database, Task } from '../db/index.js';
import {
  approvalNotificationFor,
  mayHaveLeftApproval,
  type NewNotification,
  type NotificationChange,
  type NotificationDelivery,
  notificationView,
  settleApprovalNotifications,
  settleDeletedApprovalNotifications,
  taskNotificationFor,
} from '../notifications/index.js';
import {
  isSettled,
  type TaskChange,
  type TaskDeletion,
  type TaskEventRecorder,
  type TaskTextStream,
} from '../orchestrator/index.js';
import { rehearsalNotificationFor } from '../rehearsals/rehearsal-finished.js';
import { ApproverTaskEvents } from './approver-task-events.js';
import type { EventLog, LastAppend } from './event-log.js';
import type { EventSignal } from './event-signal.js';
import type { NewEvent, TextDelta } from './event-types.js';
import { notificationChangeEvent } from './live-notification-change-recorder.js';
import { taskChangeEvents } from './task-change-events.js';
import { BatchedTextStream } from './task-text-stream.js';

/** Tasks whose newest sequence is remembered at most; beyond, the longest-quiet is forgotten. */
const maxRememberedTasks = 10_000;

/**
 * Records task changes in their owners' event logs, with the notifications a new status deserves,
 * inside the change's transaction; subscribers wake once it commits.
 */
export class LiveTaskEventRecorder implements TaskEventRecorder {
  /** The newest event of each task running here, which its streamed text comes after. */
  private readonly newestEventOf = new Map<number, number>();

  constructor(
    private readonly log: EventLog,
    private readonly signal: EventSignal,
    private readonly notifications: NotificationDelivery,
  ) {}

  async record(trx: Transaction<Database>, changes: readonly TaskChange[]): Promise<void> {
    // A new or re-prompted task (QUEUED, no step taken) never paused: it costs no extra statement.
    // A task whose first model request was refused for its key paused with no step taken.
    const leftApproval = changes
      .filter(
        (change) =>
          change.statusChanged &&
          (change.task.step_count > 0 || change.task.status !== 'QUEUED') &&
          mayHaveLeftApproval(change.task.status),
      )
      .map((change) => change.task.id);
    // Marking read what no longer waits needs nothing the changes' own events read: made with
    // them, on PostgreSQL it shares their round trip.
    const byUser = new Map<number, NewEvent[]>();
    const [read] = await Promise.all([
      settleApprovalNotifications(trx, leftApproval),
      this.addChangeEvents(trx, changes, byUser),
    ]);
    addReadEvents(byUser, read);
    // Streamed text is ordered after the owner's events; an approver's log numbers its own.
    const ownerOf = new Map(changes.map(({ task }) => [task.id, task.user_id]));
    const textsOf = heldTextsByOwner(changes);
    // A settled task streams no more text: its newest event is forgotten, and not learnt again
    // from an answer read after this.
    const settled = new Set(changes.flatMap(({ task }) => (isSettled(task.status) ? [task.id] : [])));
    const appends: LastAppend[] = [];
    // Users' rows are locked in one order, so two transactions never wait on each other's.
    for (const userId of [...byUser.keys()].sort((a, b) => a - b)) {
      const events = byUser.get(userId) ?? [];
      if (events.length === 0) continue;
      const texts = textsOf.get(userId) ?? [];
      textsOf.delete(userId);
      appends.push({
        userId,
        events,
        texts: texts.map((text) => JSON.stringify(text)),
        appended: (first) =>
          events.forEach((event, index) => {
            const taskId = event.taskId;
            if (taskId !== null && ownerOf.get(taskId) === userId && !settled.has(taskId)) {
              this.remember(taskId, first + index);
            }
          }),
      });
    }
    // The last statements: nothing the transaction does after them waits for their answers.
    await this.log.appendLast(trx, appends);
    for (const { userId } of appends) this.signal.appended(userId);
    // Text with no events to go with goes on its own.
    for (const texts of textsOf.values()) for (const text of texts) void this.signal.publishText(text);
    for (const taskId of settled) this.newestEventOf.delete(taskId);
  }

  /** Each change's events for its owner and the agent's approvers, with the notifications it makes. */
  private async addChangeEvents(
    trx: Transaction<Database>,
    changes: readonly TaskChange[],
    byUser: Map<number, NewEvent[]>,
  ): Promise<void> {
    const approvers = new ApproverTaskEvents(trx, this.notifications);
    for (const change of changes) {
      const events = taskChangeEvents(change);
      const notification = change.statusChanged ? await notificationFor(trx, change.task) : null;
      const row = notification ? await this.notifications.deliver(trx, notification) : null;
      if (row) {
        events.push({
          type: 'notification',
          taskId: change.task.id,
          data: { notification: notificationView(row) },
        });
      }
      const userId = change.task.user_id;
      byUser.set(userId, [...(byUser.get(userId) ?? []), ...events]);
      const asksDeciders =
        notification?.type === 'pending_approval' || notification?.type === 'reconciliation_needed';
      await approvers.add(byUser, change, asksDeciders ? notification : null);
    }
  }

  async recordDeletion(trx: Transaction<Database>, deletion: TaskDeletion): Promise<void> {
    const idsByUser = new Map<number, number[]>();
    for (const { id, userId } of deletion.tasks) {
      idsByUser.set(userId, [...(idsByUser.get(userId) ?? []), id]);
    }
    const byUser = new Map<number, NewEvent[]>();
    for (const [userId, ids] of idsByUser) {
      // Not linked to the task: the row is gone, and the link would cascade the event away with it.
      byUser.set(userId, [
        { type: 'task_deleted', taskId: null, data: { task_id: deletion.taskId, deleted_task_ids: ids } },
      ]);
    }
    addReadEvents(byUser, await settleDeletedApprovalNotifications(trx, deletion));
    for (const userId of [...byUser.keys()].sort((a, b) => a - b)) {
      await this.log.append(trx, userId, byUser.get(userId) ?? []);
      this.signal.appended(userId);
    }
    for (const { id } of deletion.tasks) this.newestEventOf.delete(id);
  }

  textStream(task: Task): TaskTextStream | null {
    if (!this.signal.mayReach(task.user_id)) return null;
    return new BatchedTextStream(
      task,
      () => this.newestEventOf.get(task.id) ?? 0,
      (delta) => this.signal.publishText(delta),
      this.signal.textBatch,
      this.signal.textWithEvents,
    );
  }

  private remember(taskId: number, sequence: number): void {
    this.newestEventOf.delete(taskId);
    this.newestEventOf.set(taskId, sequence);
    if (this.newestEventOf.size > maxRememberedTasks) {
      const oldest = this.newestEventOf.keys().next().value;
      if (oldest !== undefined) this.newestEventOf.delete(oldest);
    }
  }
}

/** The turns' held text the changes carry, by the user whose events it goes ahead of. */
function heldTextsByOwner(changes: readonly TaskChange[]): Map<number, TextDelta[]> {
  const byUser = new Map<number, TextDelta[]>();
  for (const { task, heldText } of changes) {
    if (!heldText) continue;
    const delta: TextDelta = {
      user_id: task.user_id,
      task_id: task.id,
      text: heldText.text,
      after_sequence: heldText.afterSequence,
    };
    byUser.set(task.user_id, [...(byUser.get(task.user_id) ?? []), delta]);
  }
  return byUser;
}

/**
 * A top-level task's pause is told with what it waits on; other statuses by the status alone. A
 * rehearsal's tasks tell only that the rehearsal finished.
 */
function notificationFor(trx: Transaction<Database>, task: Task): Promise<NewNotification | null> {
  if (task.rehearsal_id !== null) return rehearsalNotificationFor(trx, task);
  if (task.status === 'PENDING_APPROVAL' && task.parent_task_id === null) {
    return approvalNotificationFor(trx, task);
  }
  return Promise.resolve(taskNotificationFor(task));
}

function addReadEvents(byUser: Map<number, NewEvent[]>, changes: readonly NotificationChange[]): void {
  for (const change of changes) {
    byUser.set(change.userId, [...(byUser.get(change.userId) ?? []), notificationChangeEvent(change)]);
  }
}
