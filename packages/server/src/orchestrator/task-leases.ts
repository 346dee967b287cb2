import type { Kysely, Transaction } from 'kysely';
import type { Database, DatabaseEngine, Task } from '../db/index.js';
import { isoAfter, nowIso } from '../db/index.js';
import { friendlyFailureMessages } from './failure-messages.js';
import { retriedTaskValues } from './new-task.js';
import type { TaskEventRecorder } from './task-events.js';

/**
 * Claims and leases. A claim turns a QUEUED task RUNNING under a lease (`lease_owner`,
 * `lease_expires_at`); the holder extends the lease at every step and while it waits; a lease
 * that expires is reaped by putting the task back in the queue, at most `maxClaimAttempts` times.
 */

function claimValues(leaseOwner: string, leaseTtlMs: number) {
  return {
    status: 'RUNNING' as const,
    lease_owner: leaseOwner,
    lease_expires_at: isoAfter(leaseTtlMs),
    updated_at: nowIso(),
  };
}

/** Claims the oldest queued task, or returns null. On PostgreSQL concurrent claimers skip each other's rows. */
export async function claimNextQueuedTask(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  leaseOwner: string,
  leaseTtlMs: number,
): Promise<number | null> {
  const claimed = await db
    .updateTable('tasks')
    .set((eb) => ({ ...claimValues(leaseOwner, leaseTtlMs), claim_attempts: eb('claim_attempts', '+', 1) }))
    .where('id', '=', (eb) => {
      const oldest = eb
        .selectFrom('tasks')
        .select('id')
        .where('status', '=', 'QUEUED')
        .orderBy('id')
        .limit(1);
      return engine === 'postgres' ? oldest.forUpdate().skipLocked() : oldest;
    })
    .where('status', '=', 'QUEUED')
    .returning('id')
    .executeTakeFirst();
  return claimed?.id ?? null;
}

/** Claims one given task if it is queued (client-driven ticks and sync-mode requests). */
export async function claimTask(
  db: Kysely<Database>,
  taskId: number,
  leaseOwner: string,
  leaseTtlMs: number,
): Promise<Task | null> {
  const claimed = await db
    .updateTable('tasks')
    .set((eb) => ({ ...claimValues(leaseOwner, leaseTtlMs), claim_attempts: eb('claim_attempts', '+', 1) }))
    .where('id', '=', taskId)
    .where('status', '=', 'QUEUED')
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
}

/** Extends a held lease; false when the task is no longer RUNNING under this owner. */
export async function extendLease(
  db: Kysely<Database>,
  taskId: number,
  leaseOwner: string,
  leaseTtlMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('tasks')
    .set({ lease_expires_at: isoAfter(leaseTtlMs) })
    .where('id', '=', taskId)
    .where('status', '=', 'RUNNING')
    .where('lease_owner', '=', leaseOwner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ReapResult {
  readonly requeued: number;
  readonly orphaned: number;
}

/**
 * Tasks whose holder stopped extending its lease (a crashed or stopped worker) go back to the
 * queue; after `maxClaimAttempts` claims in a row without settling, they fail as ORPHANED.
 */
export async function reapExpiredLeases(
  db: Kysely<Database>,
  maxClaimAttempts: number,
  events?: TaskEventRecorder,
): Promise<ReapResult> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const expired = () =>
      trx.updateTable('tasks').where('status', '=', 'RUNNING').where('lease_expires_at', '<', now);
    const requeued = await expired()
      .set({ status: 'QUEUED', lease_owner: null, lease_expires_at: null, updated_at: now })
      .where('claim_attempts', '<', maxClaimAttempts)
      .returningAll()
      .execute();
    const orphaned = await expired()
      .set({
        status: 'FAILED',
        lease_owner: null,
        lease_expires_at: null,
        claim_attempts: 0,
        error_code: 'ORPHANED',
        error_message: friendlyFailureMessages.ORPHANED,
        failure_reason: `Task orphaned: its worker stopped ${maxClaimAttempts} times without finishing it.`,
        updated_at: now,
      })
      .returningAll()
      .execute();
    await recordStatuses(trx, [...requeued, ...orphaned], events);
    return { requeued: requeued.length, orphaned: orphaned.length };
  });
}

/** Failed tasks whose automatic retry is due go back to the queue. */
export async function queueDueRetries(db: Kysely<Database>, events?: TaskEventRecorder): Promise<number> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const queued = await trx
      .updateTable('tasks')
      .set({ ...retriedTaskValues, updated_at: now })
      .where('status', '=', 'FAILED')
      .where('retry_of_task_id', 'is not', null)
      .where('retry_after', '<=', now)
      .returningAll()
      .execute();
    await recordStatuses(trx, queued, events);
    return queued.length;
  });
}

async function recordStatuses(
  trx: Transaction<Database>,
  tasks: readonly Task[],
  events: TaskEventRecorder | undefined,
): Promise<void> {
  if (tasks.length > 0)
    await events?.record(
      trx,
      tasks.map((task) => ({ task, statusChanged: true })),
    );
}
