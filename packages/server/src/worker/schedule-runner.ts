import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import type { Orchestrator } from '../orchestrator/index.js';
import { OccurrenceStore, ScheduledRunStarter, type StartOutcome } from '../schedules/index.js';

export interface ScheduleRunnerOptions {
  /** How often the runner looks for due occurrences. */
  readonly pollIntervalMs: number;
  /** How long a claim holds an occurrence while its task is being created. */
  readonly leaseTtlMs: number;
  /** Occurrences claimed per look. */
  readonly batchSize: number;
  /** The time now; tests move it. */
  readonly clock: () => Date;
}

export const defaultScheduleRunnerOptions: Omit<ScheduleRunnerOptions, 'leaseTtlMs'> = {
  pollIntervalMs: 1000,
  batchSize: 20,
  clock: () => new Date(),
};

/**
 * Starts the tasks of due schedule occurrences, in every process that runs work. Each occurrence
 * is claimed under a lease by one runner (see `OccurrenceStore`), and its task is started through
 * the orchestrator, which queues it for a worker (or, in sync mode, runs it before `start`
 * returns, hence runs are tracked rather than awaited in turn).
 */
export class ScheduleRunner {
  private readonly occurrences: OccurrenceStore;
  private readonly starter: ScheduledRunStarter;
  private readonly running = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private stopped = false;

  constructor(
    db: Kysely<Database>,
    private readonly orchestrator: Pick<Orchestrator, 'start' | 'newLeaseOwner'>,
    private readonly logger: Logger,
    private readonly options: ScheduleRunnerOptions,
  ) {
    this.occurrences = new OccurrenceStore(db);
    this.starter = new ScheduledRunStarter(db, orchestrator, this.occurrences);
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.poll(), this.options.pollIntervalMs);
    this.poll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    await Promise.allSettled([...this.running]);
  }

  /** One look for due occurrences; resolves once their tasks exist (or failed to start). */
  async runDue(): Promise<StartOutcome[]> {
    return Promise.all(await this.claimDue());
  }

  /** Claims the due occurrences and starts their tasks without waiting for them. */
  private async claimDue(): Promise<Promise<StartOutcome>[]> {
    const now = this.options.clock();
    const started: Promise<StartOutcome>[] = [];
    for (const seen of await this.occurrences.due(now, this.options.batchSize)) {
      if (this.stopped) break;
      const leaseOwner = this.orchestrator.newLeaseOwner();
      const claimed = await this.occurrences.claim(seen, leaseOwner, now, this.options.leaseTtlMs);
      if (!claimed) continue;
      const run = this.starter.start(claimed, leaseOwner);
      this.track(run);
      started.push(run);
    }
    return started;
  }

  private poll(): void {
    if (this.stopped || this.polling) return;
    this.polling = this.claimDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'starting due scheduled runs failed'))
      .finally(() => {
        this.polling = null;
      });
  }

  private track(run: Promise<unknown>): void {
    const tracked = run
      .catch((error: unknown) => this.logger.error({ err: error }, 'a scheduled run failed to start'))
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }
}
