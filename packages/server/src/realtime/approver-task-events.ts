import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import {
  approvalNotificationFor,
  mayHaveLeftApproval,
  type NewNotification,
  type NotificationDelivery,
  notificationView,
} from '../notifications/index.js';
import type { TaskChange } from '../orchestrator/index.js';
import { type ApproverAudience, approverAudience, deciderIdsOf } from './approver-audience.js';
import type { NewEvent } from './event-types.js';

/**
 * Whether a change moves where the task's calls stand with their approvers: it paused (for approval,
 * or holding a call that may have run), a call was voted on, decided, escalated or answered for
 * while it waits, or it stopped waiting. A task that has taken no step never paused, so creating
 * or re-prompting one reads nothing more.
 */
export function concernsApprovers(change: TaskChange): boolean {
  const { task } = change;
  if (waitsForDeciders(task.status)) return change.statusChanged || (change.toolCalls?.length ?? 0) > 0;
  return change.statusChanged && task.step_count > 0 && mayHaveLeftApproval(task.status);
}

/** The waits the agent's approvers may end: calls to approve, and calls that may have run to answer for. */
function waitsForDeciders(status: TaskChange['task']['status']): boolean {
  return status === 'PENDING_APPROVAL' || status === 'NEEDS_RECONCILIATION';
}

/**
 * What the agent's approvers hear of a task change, beside its owner's own events (whose
 * `tool_calls` and `task_status` say as much to the owner): each gets `approvals_changed`, and when the task pauses the people who may
 * decide from the start get the owner's "Approval needed" notification, by the channels they
 * chose. Their notifications are marked read with the owner's once the task stops waiting.
 */
export class ApproverTaskEvents {
  /** One read per agent and transaction, however many of its tasks change together. */
  private readonly audiences = new Map<number, ApproverAudience>();

  constructor(
    private readonly trx: Transaction<Database>,
    private readonly notifications: NotificationDelivery,
  ) {}

  /**
   * Adds the events of `change` for its owner and approvers to `byUser`. `ownerNotification` is the
   * owner's notification of the change, when it made one, so its title is not worked out twice.
   */
  async add(
    byUser: Map<number, NewEvent[]>,
    change: TaskChange,
    ownerNotification: NewNotification | null,
  ): Promise<void> {
    if (!concernsApprovers(change)) return;
    const { task } = change;
    const audience = await this.audienceOf(task.agent_id, task.user_id);
    const changed: NewEvent = {
      type: 'approvals_changed',
      taskId: task.id,
      data: { task_id: task.id, agent_id: task.agent_id },
    };
    for (const { userId } of audience.people) byUser.set(userId, [...(byUser.get(userId) ?? []), changed]);
    const deciders = deciderIdsOf(audience);
    if (!(change.statusChanged && waitsForDeciders(task.status)) || deciders.length === 0) return;
    const asked =
      ownerNotification ??
      (task.status === 'PENDING_APPROVAL' ? await approvalNotificationFor(this.trx, task) : null);
    if (asked === null) return;
    for (const userId of deciders) {
      const row = await this.notifications.deliver(this.trx, { ...asked, userId });
      if (row === null) continue;
      byUser.set(userId, [
        ...(byUser.get(userId) ?? []),
        { type: 'notification', taskId: task.id, data: { notification: notificationView(row) } },
      ]);
    }
  }

  private async audienceOf(agentId: number, ownerUserId: number): Promise<ApproverAudience> {
    const known = this.audiences.get(agentId);
    if (known) return known;
    const audience = await approverAudience(this.trx, agentId, ownerUserId);
    this.audiences.set(agentId, audience);
    return audience;
  }
}
