import type { Logger } from '../logging/logger.js';
import type { Orchestrator } from '../orchestrator/orchestrator.js';
import type { TaskWorkerOptions } from './task-worker-options.js';

export interface LeaseReaper {
  /** Stops reaping; resolves once a pass still going has ended. */
  stop(): Promise<void>;
}

/** Requeues (or fails as ORPHANED) the tasks whose runner stopped extending its lease. */
export async function reapStoppedRuns(
  orchestrator: Orchestrator,
  logger: Logger,
  maxClaimAttempts: number,
): Promise<void> {
  const reaped = await orchestrator.housekeeping.reapExpiredLeases(maxClaimAttempts);
  if (reaped.requeued + reaped.orphaned > 0) logger.warn(reaped, 'reaped tasks whose runner stopped');
}

export interface LeaseReaperOptions extends Pick<TaskWorkerOptions, 'leaseTtlMs' | 'maxClaimAttempts'> {
  /**
   * Also queue failed tasks whose automatic retry is due (client runtime mode, where the browser
   * then drives them); workers do this themselves.
   */
  readonly queueDueRetries?: boolean;
}

/**
 * Reaps stopped runs every half lease, for a process that runs tasks without a worker (sync mode,
 * client-driven ticks): a run cut short there (the process crashed or restarted in the middle of
 * a request or a tick) would otherwise stay RUNNING and refuse every tick, since only workers reap
 * as part of their pass.
 */
export function startLeaseReaper(
  orchestrator: Orchestrator,
  logger: Logger,
  options: LeaseReaperOptions,
): LeaseReaper {
  let pass: Promise<void> | null = null;
  const reap = () => {
    pass ??= (async () => {
      await reapStoppedRuns(orchestrator, logger, options.maxClaimAttempts);
      if (options.queueDueRetries) await orchestrator.housekeeping.queueDueRetries();
    })()
      .catch((error: unknown) => logger.warn({ err: error }, 'reaping stopped runs failed; will retry'))
      .finally(() => {
        pass = null;
      });
  };
  const timer = setInterval(reap, options.leaseTtlMs / 2);
  timer.unref();
  reap();
  return {
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}
