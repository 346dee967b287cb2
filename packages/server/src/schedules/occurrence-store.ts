import type { Kysely, Transaction } from 'kysely';
import type { Database, ScheduleOccurrence } from '../db/index.js';
import { timingOf } from './schedule-row.js';
import { nextDueAfter, type ScheduleTiming } from './schedule-timing.js';

/** How often an occurrence is claimed before it is given up as `START_ABANDONED`. */
export const maximumClaimAttempts = 3;

/** The lease of an occurrence was taken over (it expired) or the occurrence is gone. */
export class OccurrenceLeaseLost extends Error {
  constructor(readonly occurrenceId: number) {
    super(`Occurrence ${occurrenceId} is no longer held by this worker.`);
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The occurrences every worker shares. An active schedule always has its next occurrence stored
 * as PENDING. Claiming it is one conditional update (exactly one worker wins) in the transaction
 * that also stores the occurrence after it, so a worker that dies holding a claim never stops the
 * schedule; its claim expires and another worker claims the same occurrence again. The task is
 * linked in the transaction that creates it (see `markStarted`), so a claim taken over after a
 * crash starts the task only if none was started.
 */
export class OccurrenceStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** PENDING occurrences due at `now`, and CLAIMED ones whose lease has expired; oldest first. */
  due(now: Date, limit: number): Promise<ScheduleOccurrence[]> {
    const at = now.toISOString();
    return this.db
      .selectFrom('schedule_occurrences')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'PENDING'), eb('due_at', '<=', at)]),
          eb.and([eb('status', '=', 'CLAIMED'), eb('lease_expires_at', '<', at)]),
        ]),
      )
      .orderBy('due_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * Takes `seen` (as it was read) for `leaseOwner`; null when another worker took it first. A
   * first claim of a scheduled occurrence also stores the schedule's next one. An occurrence of
   * a paused schedule is SKIPPED instead, and one claimed too often is FAILED.
   */
  async claim(
    seen: ScheduleOccurrence,
    leaseOwner: string,
    now: Date,
    leaseTtlMs: number,
  ): Promise<ScheduleOccurrence | null> {
    return this.db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      const taken = await trx
        .updateTable('schedule_occurrences')
        .set({
          status: 'CLAIMED',
          lease_owner: leaseOwner,
          lease_expires_at: new Date(now.getTime() + leaseTtlMs).toISOString(),
          claim_attempts: seen.claim_attempts + 1,
          claimed_at: at,
          updated_at: at,
        })
        .where('id', '=', seen.id)
        .where('status', '=', seen.status)
        .where('claim_attempts', '=', seen.claim_attempts)
        .returningAll()
        .executeTakeFirst();
      if (!taken) return null;
      const schedule = await trx
        .selectFrom('schedules')
        .selectAll()
        .where('id', '=', taken.schedule_id)
        .executeTakeFirstOrThrow();
      if (seen.status === 'PENDING' && taken.trigger === 'schedule') {
        if (schedule.is_active === 0) {
          await this.finish(
            trx,
            taken.id,
            leaseOwner,
            { status: 'SKIPPED', error_code: 'SCHEDULE_PAUSED' },
            now,
          );
          return null;
        }
        const due = new Date(taken.due_at);
        // Missed due times (no worker ran) are not caught up one by one: the next is after now.
        await storeOccurrence(trx, schedule.id, nextDueAfter(timingOf(schedule), due > now ? due : now), now);
      }
      if (taken.claim_attempts > maximumClaimAttempts) {
        await this.finish(
          trx,
          taken.id,
          leaseOwner,
          {
            status: 'FAILED',
            error_code: 'START_ABANDONED',
            error_message: `The task could not be started in ${maximumClaimAttempts} attempts.`,
          },
          now,
        );
        return null;
      }
      return taken;
    });
  }

  /** Links the task inside the transaction that creates it; throws when the lease was lost. */
  async markStarted(
    trx: Transaction<Database>,
    id: number,
    leaseOwner: string,
    taskId: number,
  ): Promise<void> {
    const now = new Date();
    const started = await trx
      .updateTable('schedule_occurrences')
      .set({
        status: 'STARTED',
        task_id: taskId,
        started_at: now.toISOString(),
        lease_owner: null,
        lease_expires_at: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'CLAIMED')
      .where('lease_owner', '=', leaseOwner)
      .returning('schedule_id')
      .executeTakeFirst();
    if (!started) throw new OccurrenceLeaseLost(id);
    await trx
      .updateTable('schedules')
      .set({ last_run_at: now.toISOString() })
      .where('id', '=', started.schedule_id)
      .execute();
  }

  /** Records that the task could not be started. */
  async markFailed(id: number, leaseOwner: string, code: string, message: string): Promise<void> {
    await this.finish(
      this.db,
      id,
      leaseOwner,
      { status: 'FAILED', error_code: code, error_message: message },
      new Date(),
    );
  }

  private async finish(
    db: Db,
    id: number,
    leaseOwner: string,
    outcome: Pick<ScheduleOccurrence, 'status'> &
      Partial<Pick<ScheduleOccurrence, 'error_code' | 'error_message'>>,
    now: Date,
  ): Promise<void> {
    await db
      .updateTable('schedule_occurrences')
      .set({ ...outcome, lease_owner: null, lease_expires_at: null, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('lease_owner', '=', leaseOwner)
      .execute();
  }
}

/**
 * Stores `dueAt` as the schedule's PENDING occurrence (once, whoever writes it: a due time that
 * has an occurrence already keeps it) and caches the earliest pending due time on the schedule.
 */
export async function storeOccurrence(
  trx: Transaction<Database>,
  scheduleId: number,
  dueAt: Date | null,
  now: Date,
): Promise<void> {
  if (dueAt !== null) {
    await trx
      .insertInto('schedule_occurrences')
      .values({
        schedule_id: scheduleId,
        trigger: 'schedule',
        due_at: dueAt.toISOString(),
        status: 'PENDING',
        lease_owner: null,
        lease_expires_at: null,
        claimed_at: null,
        started_at: null,
        task_id: null,
        error_code: null,
        error_message: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['schedule_id', 'trigger', 'due_at']).doNothing())
      .execute();
  }
  const pending = await trx
    .selectFrom('schedule_occurrences')
    .select((eb) => eb.fn.min('due_at').as('due_at'))
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'PENDING')
    .where('trigger', '=', 'schedule')
    .executeTakeFirst();
  await trx
    .updateTable('schedules')
    .set({ next_due_at: pending?.due_at ?? null })
    .where('id', '=', scheduleId)
    .execute();
}

/**
 * Gives an active schedule its next occurrence: a recurring one its first due time after now, a
 * one-shot its time (at once when that has passed), unless that time already has an occurrence.
 */
export function armSchedule(
  trx: Transaction<Database>,
  scheduleId: number,
  timing: ScheduleTiming,
  now: Date,
): Promise<void> {
  return storeOccurrence(
    trx,
    scheduleId,
    timing.kind === 'once' ? timing.runAt : nextDueAfter(timing, now),
    now,
  );
}

/** Removes the schedule's PENDING occurrence (paused, or its timing changed). */
export async function dropPendingOccurrences(trx: Transaction<Database>, scheduleId: number): Promise<void> {
  await trx
    .deleteFrom('schedule_occurrences')
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'PENDING')
    .where('trigger', '=', 'schedule')
    .execute();
  await trx.updateTable('schedules').set({ next_due_at: null }).where('id', '=', scheduleId).execute();
}
