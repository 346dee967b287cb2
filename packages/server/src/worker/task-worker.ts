import type { Kysely } from 'kysely';
import type { Database, DatabaseEngine } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import type { Orchestrator } from '../orchestrator/orchestrator.js';
import { claimNextQueuedTask } from '../orchestrator/task-leases.js';
import { reapStoppedRuns } from './lease-reaper.js';
import type { QueueSignal } from './queue-signal.js';
import { defaultWorkerOptions, type TaskWorkerOptions } from './task-worker-options.js';

/**
 * Claims queued tasks and runs them, up to `concurrency` at a time; puts tasks whose lease
 * expired back in the queue and queues due automatic retries. Embedded in `spora serve` or run
 * alone by `spora worker`; any number of workers may share a PostgreSQL database.
 */
export class TaskWorker {
  private readonly active = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private filling: Promise<void> | null = null;
  private refillRequested = false;
  private stopped = false;
  private lastReap = 0;
  /** Due retries are looked for on the poll's beat, not on every wake-up (a task queued, a run ended). */
  private retriesDue = true;
  /**
   * The last claim found the queue empty and no wake-up came since: a run that ends then has no
   * task to make room for, and looks for none (the poll still does).
   */
  private queueSeenEmpty = false;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: DatabaseEngine,
    private readonly orchestrator: Orchestrator,
    private readonly logger: Logger,
    private readonly options: TaskWorkerOptions = defaultWorkerOptions,
  ) {}

  /** Starts polling, and listening for tasks queued by other processes when a signal is given. */
  async start(signal?: QueueSignal): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.retriesDue = true;
      this.wake();
    }, this.options.pollIntervalMs);
    this.wake();
    if (signal) {
      this.stopListening = await signal.listen({
        queued: () => this.wake(),
        stopped: (leaseOwner) => this.orchestrator.stopLocalRun(leaseOwner),
        reconnected: () => {
          this.wake();
          void this.stopRunsStoppedUnheard();
        },
      });
    }
  }

  /** After the listener was away: runs stopped meanwhile (an abort, a continue) are cancelled now. */
  private async stopRunsStoppedUnheard(): Promise<void> {
    try {
      const stopped = await this.orchestrator.stopLocalRunsNoLongerHeld();
      if (stopped > 0)
        this.logger.info({ stopped }, 'runs stopped while the queue listener was away were cancelled');
    } catch (error) {
      // The lease heartbeat still notices them at its next renewal.
      this.logger.warn({ err: error }, 'could not check for runs stopped while the queue listener was away');
    }
  }

  /** Looks for work now. Cheap to call often: concurrent wake-ups share one pass. */
  wake(): void {
    if (this.stopped) return;
    this.queueSeenEmpty = false;
    this.pass();
  }

  /** One pass, or another one after the pass under way when it may have missed work. */
  private pass(): void {
    if (this.filling) {
      this.refillRequested = true;
      return;
    }
    this.filling = this.fill()
      .catch((error: unknown) => this.logger.error({ err: error }, 'worker pass failed'))
      .finally(() => {
        this.filling = null;
        if (this.refillRequested && !this.stopped) {
          this.refillRequested = false;
          this.pass();
        }
      });
  }

  /**
   * Graceful stop: claims nothing more, and each running task starts nothing new, lets its running
   * tool calls finish within the grace period, records them and goes back to the queue, claimable
   * by another worker at once. Resolves when every run has ended. Stop signals from other
   * processes (an abort) are still heard until then.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.filling;
    await this.orchestrator.stopLocalRunsGracefully(this.options.shutdownGraceMs ?? 0);
    await Promise.allSettled([...this.active]);
    await this.stopListening?.();
  }

  /** Resolves once no task is running in this worker (tests, graceful shutdown). */
  async idle(): Promise<void> {
    while (this.active.size > 0 || this.filling) {
      await Promise.allSettled([...this.active, this.filling]);
    }
  }

  private async fill(): Promise<void> {
    await this.housekeeping();
    while (!this.stopped && this.active.size < this.options.concurrency) {
      const owner = this.orchestrator.newLeaseOwner();
      const claimed = await claimNextQueuedTask(this.db, this.engine, owner, this.options.leaseTtlMs);
      if (claimed === null) {
        this.queueSeenEmpty = true;
        return;
      }
      const taskId = claimed.id;
      const run: Promise<void> = this.orchestrator
        .runClaimed(taskId, owner, { claimed })
        .catch((error: unknown) => this.logger.error({ err: error, taskId }, 'task run crashed'))
        .finally(() => {
          this.active.delete(run);
          if (!this.queueSeenEmpty && !this.stopped) this.pass();
        });
      this.active.add(run);
    }
  }

  /**
   * Queueing due retries takes a transaction; once per poll interval is as prompt as the poll
   * that finds them anyway, and keeps it off the path of each queued task.
   */
  private async housekeeping(): Promise<void> {
    if (this.retriesDue) {
      this.retriesDue = false;
      await this.orchestrator.housekeeping.queueDueRetries();
    }
    if (Date.now() - this.lastReap < this.options.leaseTtlMs / 2) return;
    this.lastReap = Date.now();
    await reapStoppedRuns(this.orchestrator, this.logger, this.options.maxClaimAttempts);
  }
}
