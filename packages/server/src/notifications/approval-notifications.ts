import type { Transaction } from 'kysely';
import type { Database, Task } from '../db/index.js';
import { hasOpenStatus, nowIso } from '../db/index.js';
import { readPendingCalls, type TaskDeletion, taskTransitions } from '../orchestrator/index.js';
import type { NotificationChange } from './notification-change.js';
import type { NewNotification } from './task-notification.js';

/**
 * Notifications that ask someone to decide — on calls, or on more steps for a task at its limit —
 * or to fix a credential, done once the task no longer waits.
 */
const approvalRequestKinds = [
  'pending_approval',
  'approval_escalated',
  'budget_reached',
  'reconciliation_needed',
  'credential_needed',
] as const;

/** The statuses in which a task waits for such a decision. */
const waitingForDecision: ReadonlySet<string> = new Set([
  'PENDING_APPROVAL',
  'AWAITING_BUDGET',
  'NEEDS_RECONCILIATION',
  'AWAITING_CONNECTION',
]);

/** The notifications column holds at most this many characters of a title. */
const titleLimit = 200;

/** The statuses a task can leave a wait for a decision for: its request is over. */
const leftApproval: ReadonlySet<string> = new Set(
  taskTransitions.filter((transition) => waitingForDecision.has(transition.from)).map((each) => each.to),
);

/** Whether a task that just changed to `status` may have stopped waiting for a decision. */
export function mayHaveLeftApproval(status: Task['status']): boolean {
  return leftApproval.has(status);
}

/**
 * The notification of a top-level task that paused for approval, named by its agent and what the
 * first call would do (its tool's description of it), so the bell says who wants what.
 */
export async function approvalNotificationFor(
  trx: Transaction<Database>,
  task: Task,
): Promise<NewNotification> {
  const agent = await trx
    .selectFrom('agents')
    .select('name')
    .where('id', '=', task.agent_id)
    .executeTakeFirst();
  const calls = await trx
    .selectFrom('tool_calls')
    .select(['tool_name', 'human_description'])
    .where('task_id', '=', task.id)
    .where(hasOpenStatus('status', ['PENDING_APPROVAL']))
    .orderBy('call_index')
    .execute();
  const [first] = calls;
  const action = first === undefined ? 'a tool call' : (first.human_description ?? first.tool_name);
  const more = calls.length > 1 ? ` (+${calls.length - 1} more)` : '';
  const title = `Approval needed: ${agent?.name ?? `agent #${task.agent_id}`} — ${action}${more}`;
  const pending = readPendingCalls(task.pending_state);
  const toolNames = [...new Set(pending.map((call) => call.tool_name))];
  const names = toolNames.join(', ');
  const count = pending.length;
  return {
    userId: task.user_id,
    taskId: task.id,
    type: 'pending_approval',
    title: title.length <= titleLimit ? title : `${title.slice(0, titleLimit - 1)}…`,
    body: `Task #${task.id}: ${count} tool call${count === 1 ? '' : 's'} await${count === 1 ? 's' : ''} a decision${names ? `: ${names}` : ''}.`,
    // The facts the title and body are made of, so a client can word them in its reader's language.
    data: {
      task_id: task.id,
      agent_id: task.agent_id,
      agent_name: agent?.name ?? null,
      action: first === undefined ? null : (first.human_description ?? first.tool_name),
      waiting_calls: calls.length,
      call_count: count,
      tool_names: toolNames,
    },
  };
}

/**
 * Marks read the unread approval notifications of tasks no longer waiting for a decision, however
 * that came about (decided, cancelled with a parent): nobody has to act on them any more.
 */
export async function settleApprovalNotifications(
  trx: Transaction<Database>,
  taskIds: readonly number[],
): Promise<NotificationChange[]> {
  if (taskIds.length === 0) return [];
  const readAt = nowIso();
  const marked = await trx
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('task_id', 'in', taskIds)
    .where('type', 'in', approvalRequestKinds)
    .where('read_at', 'is', null)
    .returning(['id', 'user_id'])
    .execute();
  return readChanges(marked, readAt);
}

/**
 * The same for deleted tasks. Their notifications stay, unlinked (`task_id` set null), so they are
 * found by the task id their data keeps, among the unread, unlinked approval notifications — the
 * owners' and their agents' approvers', whom the deletion no longer names.
 */
export async function settleDeletedApprovalNotifications(
  trx: Transaction<Database>,
  deletion: TaskDeletion,
): Promise<NotificationChange[]> {
  const deleted = new Set(deletion.tasks.map((task) => task.id));
  const unlinked = await trx
    .selectFrom('notifications')
    .select(['id', 'data'])
    .where('type', 'in', approvalRequestKinds)
    .where('read_at', 'is', null)
    .where('task_id', 'is', null)
    .execute();
  const ids = unlinked
    .filter((row) => {
      const taskId = taskIdOf(row.data);
      return taskId !== null && deleted.has(taskId);
    })
    .map((row) => row.id);
  if (ids.length === 0) return [];
  const readAt = nowIso();
  const marked = await trx
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('id', 'in', ids)
    .returning(['id', 'user_id'])
    .execute();
  return readChanges(marked, readAt);
}

function taskIdOf(data: string | null): number | null {
  if (data === null) return null;
  const parsed: unknown = JSON.parse(data);
  const taskId = (parsed as { task_id?: unknown } | null)?.task_id;
  return typeof taskId === 'number' ? taskId : null;
}

function readChanges(
  marked: readonly { readonly id: number; readonly user_id: number }[],
  readAt: string,
): NotificationChange[] {
  const byUser = new Map<number, number[]>();
  for (const { id, user_id: userId } of marked) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
  return [...byUser].map(([userId, ids]) => ({
    kind: 'read',
    userId,
    notificationIds: ids.sort((a, b) => a - b),
    readAt,
  }));
}
