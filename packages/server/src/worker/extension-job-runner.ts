import type { ServiceResolver } from '@spora/sdk';
import type { Logger } from '../logging/logger.js';
import { startLeaseHeartbeat } from '../orchestrator/index.js';
import { extensionLogger } from '../plugins/extension-logger.js';
import type { DeclaredScheduledJob, LoadedExtension } from '../plugins/index.js';
import type { ExtensionJobRow, ExtensionJobStore } from './extension-job-store.js';

export interface ExtensionJobRunnerOptions {
  /** How often the runner looks for due jobs. */
  readonly pollIntervalMs: number;
  readonly leaseTtlMs: number;
  /** A lease owner name unique to this run (process and counter). */
  readonly newLeaseOwner: () => string;
}

interface KnownJob {
  readonly extensionSlug: string;
  readonly declared: DeclaredScheduledJob;
}

/**
 * Runs the App's and the plugins' scheduled jobs in a worker: once per due time across every
 * worker sharing the database (see `ExtensionJobStore`), never two runs of one job at once, a
 * missed stretch (no worker running) caught up by one run. A run that throws is recorded as
 * failed and logged; the job runs again at its next due time.
 */
export class ExtensionJobRunner {
  private readonly jobs = new Map<string, KnownJob>();
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly store: ExtensionJobStore,
    extensions: readonly LoadedExtension[],
    private readonly services: ServiceResolver,
    private readonly logger: Logger,
    private readonly options: ExtensionJobRunnerOptions,
  ) {
    for (const { slug, declarations } of extensions) {
      for (const declared of declarations.scheduledJobs) {
        this.jobs.set(jobKey(slug, declared.job.name), { extensionSlug: slug, declared });
      }
    }
  }

  /** Records the declared jobs and starts looking for due ones; nothing happens without jobs. */
  async start(): Promise<void> {
    if (this.jobs.size === 0 || this.timer || this.stopped) return;
    const now = new Date();
    await this.store.declare(
      [...this.jobs.values()].map(({ extensionSlug, declared }) => ({
        extensionSlug,
        jobName: declared.job.name,
        schedule: declared.schedule.expression,
        timezone: declared.schedule.timezone,
        nextDueAt: declared.schedule.nextAfter(now),
      })),
    );
    if (this.stopped) return;
    this.timer = setInterval(() => this.poll(), this.options.pollIntervalMs);
    this.poll();
  }

  /** Stops claiming, aborts running jobs (recorded as interrupted) and waits for them to return. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    for (const { controller } of this.running.values()) controller.abort(new Error('the worker is stopping'));
    await Promise.allSettled([...this.running.values()].map(({ done }) => done));
  }

  private poll(): void {
    if (this.stopped || this.polling) return;
    this.polling = this.claimDueJobs()
      .catch((error: unknown) => this.logger.error({ err: error }, 'looking for due scheduled jobs failed'))
      .finally(() => {
        this.polling = null;
      });
  }

  private async claimDueJobs(): Promise<void> {
    const slugs = [...new Set([...this.jobs.values()].map((known) => known.extensionSlug))];
    for (const row of await this.store.due(slugs)) {
      const known = this.jobs.get(jobKey(row.extension_slug, row.job_name));
      if (!known || this.stopped || this.running.has(row.id)) continue;
      const owner = this.options.newLeaseOwner();
      const now = new Date();
      const nextDueAt = known.declared.schedule.nextAfter(now);
      if (!(await this.store.claim(row, owner, nextDueAt, this.options.leaseTtlMs))) continue;
      // Stopping meanwhile: hand the due time back rather than start a run only to abort it.
      if (this.stopped) await this.store.unclaim(row, owner);
      else this.launch(row, known, owner);
    }
  }

  private launch(row: ExtensionJobRow, known: KnownJob, owner: string): void {
    const controller = new AbortController();
    const done = this.run(row, known, owner, controller)
      .catch((error: unknown) =>
        this.logger.error({ err: error, jobId: row.id }, 'recording a job run failed'),
      )
      .finally(() => this.running.delete(row.id));
    this.running.set(row.id, { controller, done });
  }

  private async run(row: ExtensionJobRow, known: KnownJob, owner: string, controller: AbortController) {
    const label = `${known.extensionSlug}:${known.declared.job.name}`;
    const stopHeartbeat = startLeaseHeartbeat({
      renew: () => this.store.extendLease(row.id, owner, this.options.leaseTtlMs),
      leaseTtlMs: this.options.leaseTtlMs,
      controller,
      onRenewalError: (error) => this.logger.warn({ err: error, job: label }, 'extending a job lease failed'),
    });
    const logger = this.logger.child({ plugin: known.extensionSlug, job: known.declared.job.name });
    try {
      await known.declared.job.run({
        signal: controller.signal,
        services: this.services,
        logger: extensionLogger(logger),
      });
      await this.store.finish(row.id, owner, 'succeeded', null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = controller.signal.aborted ? 'interrupted' : 'failed';
      logger.error({ err: error }, `Scheduled job ${label} ${status}: ${message}`);
      await this.store.finish(row.id, owner, status, message);
    } finally {
      stopHeartbeat();
    }
  }
}

function jobKey(extensionSlug: string, jobName: string): string {
  return `${extensionSlug}\u0000${jobName}`;
}
