import type { Kysely } from 'kysely';
import { type ArchivingRun, archiveDueRanges, type DecisionRecordRetention } from '../approvals/index.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import { PeriodicRun } from './periodic-run.js';

export interface DecisionRecordRetentionJobOptions {
  /** How often the job looks for months past the retention period. */
  readonly intervalMs: number;
  /** Where archived rows are copied as JSON Lines before deletion; null: no copy. */
  readonly exportDirectory: string | null;
  /** The time now; tests move it. */
  readonly clock: () => Date;
}

export const defaultDecisionRecordRetentionJobOptions: Omit<
  DecisionRecordRetentionJobOptions,
  'exportDirectory'
> = {
  intervalMs: 60 * 60_000,
  clock: () => new Date(),
};

/**
 * The retention job of the decision record, in every process that runs background work: once an
 * hour (and once at start) it archives the months wholly older than the period an administrator
 * set (`archiveDueRanges`). Several processes may run it; each range is archived once.
 */
export class DecisionRecordRetentionJob {
  private readonly periodic: PeriodicRun;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly retention: DecisionRecordRetention,
    private readonly logger: Logger,
    private readonly options: DecisionRecordRetentionJobOptions,
  ) {
    this.periodic = new PeriodicRun(
      () => this.runOnce(),
      this.options.intervalMs,
      (error) => this.logger.error({ err: error }, 'decision record retention failed'),
    );
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** One run now: what it archived, or where the chain is broken if it refused. */
  async runOnce(): Promise<ArchivingRun> {
    const run = await archiveDueRanges(this.db, {
      policy: await this.retention.get(),
      now: this.options.clock(),
      exportDirectory: this.options.exportDirectory,
    });
    for (const archive of run.archived) {
      this.logger.info(
        {
          first_sequence: archive.first_sequence,
          last_sequence: archive.last_sequence,
          rows: archive.row_count,
          export_file: archive.export_file,
        },
        'decision record range archived',
      );
    }
    if (run.refused !== null) {
      this.logger.error(
        { sequence: run.refused.sequence, problem: run.refused.problem },
        'decision record not archived: its chain is broken where archiving would begin (run spora audit verify)',
      );
    }
    return run;
  }
}
