import type { Kysely, Selectable } from 'kysely';
import type { Database, ExtensionJobStatus, ExtensionJobsTable } from '../db/index.js';
import { isoAfter, nowIso } from '../db/index.js';

export type ExtensionJobRow = Selectable<ExtensionJobsTable>;

/** A job as this process declares it: which extension, which schedule, when it is first due. */
export interface JobDeclaration {
  readonly extensionSlug: string;
  readonly jobName: string;
  readonly schedule: string;
  readonly timezone: string;
  /** The next due time from now, used when the job is new or its schedule changed. */
  readonly nextDueAt: Date;
}

/**
 * The `extension_jobs` rows every worker shares. A run is claimed by moving the job's due time to
 * the next one while taking its lease, in one conditional update: of several workers that see the
 * same due time, exactly one claims it, and a job still running holds its lease so the next due
 * time waits for it rather than starting a second run beside it.
 */
export class ExtensionJobStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds new jobs, and gives a job whose schedule or time zone changed its new next due time. */
  async declare(jobs: readonly JobDeclaration[]): Promise<void> {
    const now = nowIso();
    for (const job of jobs) {
      const values = {
        schedule: job.schedule,
        timezone: job.timezone,
        next_due_at: job.nextDueAt.toISOString(),
        updated_at: now,
      };
      await this.db
        .insertInto('extension_jobs')
        .values({ extension_slug: job.extensionSlug, job_name: job.jobName, ...values, created_at: now })
        .onConflict((conflict) => conflict.columns(['extension_slug', 'job_name']).doNothing())
        .execute();
      await this.db
        .updateTable('extension_jobs')
        .set(values)
        .where('extension_slug', '=', job.extensionSlug)
        .where('job_name', '=', job.jobName)
        .where((eb) => eb.or([eb('schedule', '!=', job.schedule), eb('timezone', '!=', job.timezone)]))
        .execute();
    }
  }

  /** The jobs due now that no worker holds, oldest due first. */
  due(extensionSlugs: readonly string[]): Promise<ExtensionJobRow[]> {
    if (extensionSlugs.length === 0) return Promise.resolve([]);
    const now = nowIso();
    return this.db
      .selectFrom('extension_jobs')
      .selectAll()
      .where('extension_slug', 'in', extensionSlugs)
      .where('next_due_at', '<=', now)
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_expires_at', '<', now)]))
      .orderBy('next_due_at')
      .execute();
  }

  /**
   * Takes the run due at `row.next_due_at` for `leaseOwner` and moves the job to `nextDueAt`;
   * false when another worker took it first or still holds the job.
   */
  async claim(
    row: ExtensionJobRow,
    leaseOwner: string,
    nextDueAt: Date,
    leaseTtlMs: number,
  ): Promise<boolean> {
    const now = nowIso();
    const result = await this.db
      .updateTable('extension_jobs')
      .set({
        next_due_at: nextDueAt.toISOString(),
        lease_owner: leaseOwner,
        lease_expires_at: isoAfter(leaseTtlMs),
        last_started_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('next_due_at', '=', row.next_due_at)
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_expires_at', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Undoes `claim` for a run that did not start: the job is due again when it was. */
  async unclaim(row: ExtensionJobRow, leaseOwner: string): Promise<void> {
    await this.db
      .updateTable('extension_jobs')
      .set({
        next_due_at: row.next_due_at,
        lease_owner: null,
        lease_expires_at: null,
        last_started_at: row.last_started_at,
      })
      .where('id', '=', row.id)
      .where('lease_owner', '=', leaseOwner)
      .execute();
  }

  /** Keeps the lease of a running job; false when this worker no longer holds it. */
  async extendLease(id: number, leaseOwner: string, leaseTtlMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable('extension_jobs')
      .set({ lease_expires_at: isoAfter(leaseTtlMs) })
      .where('id', '=', id)
      .where('lease_owner', '=', leaseOwner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records how the run ended and lets the job go. */
  async finish(
    id: number,
    leaseOwner: string,
    status: ExtensionJobStatus,
    error: string | null,
  ): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('extension_jobs')
      .set({
        lease_owner: null,
        lease_expires_at: null,
        last_finished_at: now,
        last_status: status,
        last_error: error,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('lease_owner', '=', leaseOwner)
      .execute();
  }

  /** Every job ever declared, by extension and name. */
  list(): Promise<ExtensionJobRow[]> {
    return this.db
      .selectFrom('extension_jobs')
      .selectAll()
      .orderBy('extension_slug')
      .orderBy('job_name')
      .execute();
  }
}
