import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import { PeriodicRun } from './periodic-run.js';

const dayMs = 86_400_000;
/** Rows deleted per statement, so a first run over a long backlog never holds the write lock long. */
const batchSize = 1_000;

export interface WebhookDeliveryRetentionJobOptions {
  /** Deliveries older than this many days are deleted. */
  readonly days: number;
  readonly intervalMs: number;
  /** The time now; tests move it. */
  readonly clock: () => Date;
}

export const defaultWebhookDeliveryRetentionJobOptions: Omit<WebhookDeliveryRetentionJobOptions, 'days'> = {
  intervalMs: 60 * 60_000,
  clock: () => new Date(),
};

/**
 * Deletes webhook deliveries past the retention period, once an hour (and once at start) in every
 * process that runs background work; several may run it, a delete twice is harmless. Two kinds
 * are kept: a delivery whose answer still waits to be sent, and, for a hook that signs no
 * timestamp, a delivery that holds a signature digest, since that row alone refuses a replay of
 * the same signed request. The idempotency keys of deleted deliveries are forgotten with them.
 */
export class WebhookDeliveryRetentionJob {
  private readonly periodic: PeriodicRun;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly options: WebhookDeliveryRetentionJobOptions,
  ) {
    this.periodic = new PeriodicRun(
      () => this.runOnce(),
      this.options.intervalMs,
      (error) => this.logger.error({ err: error }, 'webhook delivery retention failed'),
    );
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** One run now: how many deliveries it deleted. */
  async runOnce(): Promise<number> {
    const before = new Date(this.options.clock().getTime() - this.options.days * dayMs).toISOString();
    let deleted = 0;
    for (;;) {
      const result = await this.db
        .deleteFrom('webhook_deliveries')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('webhook_deliveries as old')
            .innerJoin('webhooks', 'webhooks.id', 'old.webhook_id')
            .select('old.id')
            .where('old.received_at', '<', before)
            .where((where) =>
              where.or([
                where('old.callback_status', 'is', null),
                where('old.callback_status', '<>', 'pending'),
              ]),
            )
            .where((where) =>
              where.or([
                where('old.signature_digest', 'is', null),
                where('webhooks.timestamp_header', 'is not', null),
              ]),
            )
            .orderBy('old.id')
            .limit(batchSize),
        )
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < batchSize) break;
    }
    if (deleted > 0) this.logger.info({ deleted, before }, 'webhook deliveries pruned');
    return deleted;
  }
}
