import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, DatabaseEngine, Task } from '../db/index.js';
import { isoAfter, nowIso, PrecompiledQuery } from '../db/index.js';
import type { TaskStatus } from '../db/schema.js';
import { friendlyFailureMessages } from './failure-messages.js';
import { appendHistoryRows, nextHistorySequence } from './history.js';
import { retriedTaskValues } from './new-task.js';
import { closeOpenCalls } from './open-calls.js';
import type { TaskEventRecorder } from './task-events.js';
import { taskStatusAfter } from './task-transitions.js';

/**
 * Claims and leases. A claim turns a QUEUED task RUNNING under a lease (`lease_owner`,
 * `lease_expires_at`); the holder extends the lease at every step and while it waits; a lease
 * that expires is reaped by putting the task back in the queue, at most `maxClaimAttempts` times.
 */

const claimedStatus = taskStatusAfter('QUEUED', 'claimed');

function claimValues(leaseOwner: string, leaseTtlMs: number) {
  return {
    status: claimedStatus,
    lease_owner: leaseOwner,
    lease_expires_at: isoAfter(leaseTtlMs),
    updated_at: nowIso(),
  };
}

/**
 * Claims the oldest queued task and returns its row as claimed, or null. On PostgreSQL concurrent
 * claimers skip each other's rows.
 */
export async function claimNextQueuedTask(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  leaseOwner: string,
  leaseTtlMs: number,
): Promise<Task | null> {
  const claim = engine === 'postgres' ? claimOldestSkippingLocked : claimOldest;
  const [claimed] = (await claim.execute(db, claimValues(leaseOwner, leaseTtlMs))).rows;
  return claimed ?? null;
}

/**
 * The statuses the queue's partial indexes are defined on, written into the SQL: with a bound
 * status SQLite prepares the statement again at every run to learn whether the index applies.
 */
const queued = sql.lit<TaskStatus>('QUEUED');
const running = sql.lit<TaskStatus>('RUNNING');
const failed = sql.lit<TaskStatus>('FAILED');

/** A worker claims after every run and whenever it wakes: compiled once per engine. */
function claimOldestQuery(skipLocked: boolean) {
  return new PrecompiledQuery<ReturnType<typeof claimValues>, Task>((db, slots) =>
    db
      .updateTable('tasks')
      .set((eb) => ({
        status: slots.status,
        lease_owner: slots.lease_owner,
        lease_expires_at: slots.lease_expires_at,
        updated_at: slots.updated_at,
        claim_attempts: eb('claim_attempts', '+', 1),
      }))
      .where('id', '=', (eb) => {
        const oldest = eb
          .selectFrom('tasks')
          .select('id')
          .where('status', '=', queued)
          .orderBy('id')
          .limit(1);
        return skipLocked ? oldest.forUpdate().skipLocked() : oldest;
      })
      .where('status', '=', 'QUEUED')
      .returningAll(),
  );
}

const claimOldest = claimOldestQuery(false);
const claimOldestSkippingLocked = claimOldestQuery(true);

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

/**
 * Which of these runs still hold their task: RUNNING under that lease owner. Asked only after
 * stop signals may have been lost, never per step.
 */
export async function leaseOwnersStillHolding(
  db: Kysely<Database>,
  leaseOwners: readonly string[],
): Promise<Set<string>> {
  if (leaseOwners.length === 0) return new Set();
  const rows = await db
    .selectFrom('tasks')
    .select('lease_owner')
    .where('status', '=', running)
    .where('lease_owner', 'in', leaseOwners)
    .execute();
  return new Set(rows.flatMap((row) => (row.lease_owner === null ? [] : [row.lease_owner])));
}

export interface ReapResult {
  readonly requeued: number;
  readonly orphaned: number;
}

/**
 * Tasks whose holder stopped extending its lease (a crashed or stopped worker) go back to the
 * queue; after `maxClaimAttempts` claims in a row that ended without progress (see `TaskRun`),
 * they fail as ORPHANED, their calls without a result closed.
 */
export async function reapExpiredLeases(
  db: Kysely<Database>,
  maxClaimAttempts: number,
  events?: TaskEventRecorder,
): Promise<ReapResult> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const expired = () =>
      trx.updateTable('tasks').where('status', '=', running).where('lease_expires_at', '<', now);
    const requeued = await expired()
      .set({
        status: taskStatusAfter('RUNNING', 'lease_expired'),
        lease_owner: null,
        lease_expires_at: null,
        updated_at: now,
      })
      .where('claim_attempts', '<', maxClaimAttempts)
      .returningAll()
      .execute();
    const orphaned = await expired()
      .set({
        status: taskStatusAfter('RUNNING', 'orphaned'),
        lease_owner: null,
        lease_expires_at: null,
        claim_attempts: 0,
        error_code: 'ORPHANED',
        error_message: friendlyFailureMessages.ORPHANED,
        failure_reason: `Task orphaned: its worker stopped ${maxClaimAttempts} times in a row without making progress.`,
        updated_at: now,
      })
      .returningAll()
      .execute();
    await recordStatuses(trx, requeued, events);
    for (const task of orphaned) await closeCallsOfOrphaned(trx, task, events);
    return { requeued: requeued.length, orphaned: orphaned.length };
  });
}

/** Failed tasks whose automatic retry is due go back to the queue. */
export async function queueDueRetries(db: Kysely<Database>, events?: TaskEventRecorder): Promise<number> {
  const now = nowIso();
  const dueIn = (reader: Kysely<Database>) =>
    reader
      .selectFrom('tasks')
      .where('status', '=', failed)
      .where('retry_of_task_id', 'is not', null)
      .where('retry_after', '<=', now);
  // Every worker looks every second and nearly always finds none: then it takes no write lock,
  // which on SQLite every loop thread of the process would otherwise take in turn.
  if (!(await dueIn(db).select('id').limit(1).executeTakeFirst())) return 0;
  return db.transaction().execute(async (trx) => {
    const due = await dueIn(trx).select(['id', 'data']).execute();
    const queued: Task[] = [];
    // One row at a time: each keeps its own data, less the failure's flags. The update is
    // conditional again, so a task another worker queued meanwhile is left alone.
    for (const failed of due) {
      const retried = await trx
        .updateTable('tasks')
        .set({
          ...retriedTaskValues(failed),
          status: taskStatusAfter('FAILED', 'retry_due'),
          updated_at: now,
        })
        .where('id', '=', failed.id)
        .where('status', '=', 'FAILED')
        .where('retry_of_task_id', 'is not', null)
        .returningAll()
        .executeTakeFirst();
      if (retried) queued.push(retried);
    }
    await recordStatuses(trx, queued, events);
    return queued.length;
  });
}

/** An orphaned task's calls without a result are closed, those that were running as interrupted. */
async function closeCallsOfOrphaned(
  trx: Transaction<Database>,
  task: Task,
  events: TaskEventRecorder | undefined,
): Promise<void> {
  const closed = await closeOpenCalls(
    trx,
    task.id,
    'Not run: the task failed as orphaned before this call ran.',
    'Interrupted: the worker running this call stopped before it finished, so it may or may not have taken effect. The task failed as orphaned; check its effect before repeating it.',
  );
  const historyRows = await appendHistoryRows(
    trx,
    task.id,
    await nextHistorySequence(trx, task.id),
    closed.entries,
  );
  await events?.record(trx, [{ task, statusChanged: true, historyRows, toolCalls: closed.calls }]);
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
