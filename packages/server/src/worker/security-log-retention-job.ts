import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import { SecurityLog, SecurityPolicies } from '../security-log/index.js';
import { PeriodicRun } from './periodic-run.js';

const dayMs = 86_400_000;

export interface SecurityLogRetentionJobOptions {
  /** How often the job deletes events past the retention period. */
  readonly intervalMs: number;
  /** The time now; tests move it. */
  readonly clock: () => Date;
}

export const defaultSecurityLogRetentionJobOptions: SecurityLogRetentionJobOptions = {
  intervalMs: 60 * 60_000,
  clock: () => new Date(),
};

/**
 * Deletes security-log events older than the policy's retention period, once an hour (and once at
 * start) in every process that runs background work; several may run it, a delete twice is harmless.
 */
export class SecurityLogRetentionJob {
  private readonly periodic: PeriodicRun;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly options: SecurityLogRetentionJobOptions,
  ) {
    this.periodic = new PeriodicRun(
      () => this.runOnce(),
      this.options.intervalMs,
      (error) => this.logger.error({ err: error }, 'security log retention failed'),
    );
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** One run now: how many events it deleted. */
  async runOnce(): Promise<number> {
    const { securityLogRetentionDays } = await new SecurityPolicies(this.db).get();
    const before = new Date(this.options.clock().getTime() - securityLogRetentionDays * dayMs);
    const deleted = await new SecurityLog(this.db).prune(before.toISOString());
    if (deleted > 0) this.logger.info({ deleted, before: before.toISOString() }, 'security log pruned');
    return deleted;
  }
}
