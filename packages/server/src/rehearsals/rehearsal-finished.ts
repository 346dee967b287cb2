import type { Transaction } from 'kysely';
import type { Database, Task, TaskStatus } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { type NewNotification, taskNotificationFor } from '../notifications/index.js';
import { rehearsalStatus } from './rehearsal-summaries.js';

/** Statuses a rehearsal's task has finished in: nothing more happens unless someone starts it again. */
const finishedStatuses: readonly TaskStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED', 'ABORTED'];

/** Whether the task is done for good: a failure whose retry is scheduled is not. */
function hasFinished(task: Pick<Task, 'status' | 'retry_after'>): boolean {
  return finishedStatuses.includes(task.status) && !(task.status === 'FAILED' && task.retry_after !== null);
}

/** Pauses only a person can end (a budget or step limit, a missing credential): told as for real work. */
const pausesForAPerson: readonly TaskStatus[] = ['AWAITING_BUDGET', 'AWAITING_CONNECTION'];

/**
 * What a rehearsal task's new status tells: no completion, failure or approval notice as a real
 * task's would (nothing of a rehearsal waits for approval); a pause only a person can end is told
 * as for real work, or the rehearsal would wait unseen; and when this change finished the
 * rehearsal's last task, one `rehearsal_finished` notice to the person who rehearsed. Every task
 * of the rehearsal counts, sub-agents' and handover targets' too, so a handover that closes a
 * prompt's first task does not finish it early.
 *
 * Runs in the transaction that settles the task. The rehearsal's row is written first, which
 * locks it (PostgreSQL) until that transaction ends: of two tasks settling at once, the second
 * waits, then sees the first settled, so exactly one of them tells.
 */
export async function rehearsalNotificationFor(
  trx: Transaction<Database>,
  task: Task,
): Promise<NewNotification | null> {
  if (pausesForAPerson.includes(task.status)) return taskNotificationFor(task);
  if (task.rehearsal_id === null || !hasFinished(task)) return null;
  const rehearsal = await trx
    .updateTable('rehearsals')
    .set({ updated_at: nowIso() })
    .where('id', '=', task.rehearsal_id)
    .returning(['id', 'user_id', 'agent_id'])
    .executeTakeFirst();
  if (!rehearsal) return null;
  const unfinished = await trx
    .selectFrom('tasks')
    .select('id')
    .where('rehearsal_id', '=', rehearsal.id)
    // This task as `task` says, whether or not its row was written yet in this transaction.
    .where('id', '!=', task.id)
    .where((eb) =>
      eb.or([
        eb('status', 'not in', finishedStatuses),
        eb.and([eb('status', '=', 'FAILED'), eb('retry_after', 'is not', null)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (unfinished) return null;
  const topLevel = await trx
    .selectFrom('tasks')
    .select(['id', 'status', 'retry_after'])
    .where('rehearsal_id', '=', rehearsal.id)
    .where('parent_task_id', 'is', null)
    .execute();
  const states = topLevel.map((row) => (row.id === task.id ? task : row));
  const prompts = states.length;
  // As the rehearsal's own status reads (a prompt stopped or its retry cancelled: cancelled).
  const outcome = rehearsalStatus(states);
  const ran = prompts === 1 ? 'Its prompt has run' : `All ${prompts} prompts have run`;
  return {
    userId: rehearsal.user_id,
    type: 'rehearsal_finished',
    title: `Rehearsal #${rehearsal.id} ${outcome === 'completed' ? 'finished' : outcome}`,
    body:
      outcome === 'cancelled'
        ? 'It was stopped; the report shows what ran until then.'
        : `${ran}; the report shows what ran, what was simulated and what would have needed approval.`,
    taskId: null,
    data: { rehearsal_id: rehearsal.id, agent_id: rehearsal.agent_id, prompts, status: outcome },
  };
}
