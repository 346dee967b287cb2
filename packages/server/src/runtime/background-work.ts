import type { SporaConfig } from '../config/index.js';
import { loopThreadConcurrencies } from './loop-threads.js';
import type { Platform } from './platform-interface.js';

type LoopConfig = Pick<
  SporaConfig,
  'runtimeMode' | 'syncMode' | 'database' | 'loopThreads' | 'workerConcurrency'
>;

/** What a `spora serve` process runs beside its requests. */
export type BackgroundWork =
  /**
   * Loop threads run queued tasks, retries and the extensions' scheduled jobs; the main thread
   * answers requests and runs schedules, approval deadlines, retention and mail.
   */
  | 'loop-threads'
  /** An embedded worker on the main thread runs them (`SPORA_LOOP_THREADS=0`). */
  | 'embedded-worker'
  /** Requests (sync mode) or the browser (client runtime mode) run tasks; the process only reaps. */
  | 'lease-reaper'
  /** `spora worker` processes run everything (`spora serve --no-worker`). */
  | 'none';

/**
 * Starts what the configuration asks of a serving process. In client runtime mode no worker
 * runs: the signed-in browser drives each task it shows with `POST /tasks/{id}/tick`, and the
 * process only requeues runs cut short and queues due automatic retries, for the browser to tick.
 */
export async function startBackgroundWork(
  platform: Pick<Platform, 'startWorker' | 'startLeaseReaper' | 'startLoopThreads'> & {
    readonly config: LoopConfig;
  },
  options: { readonly embeddedWorker: boolean },
): Promise<BackgroundWork> {
  if (platform.config.runtimeMode === 'client') {
    platform.startLeaseReaper({ queueDueRetries: true });
    return 'lease-reaper';
  }
  if (platform.config.syncMode) {
    platform.startLeaseReaper();
    return 'lease-reaper';
  }
  if (!options.embeddedWorker) return 'none';
  return startTaskLoop(platform);
}

/** Runs queued tasks in this process: on loop threads, or on the main thread when it has none. */
export async function startTaskLoop(
  platform: Pick<Platform, 'startWorker' | 'startLeaseReaper' | 'startLoopThreads'> & {
    readonly config: LoopConfig;
  },
): Promise<'loop-threads' | 'embedded-worker'> {
  const concurrencies = loopThreadConcurrencies(platform.config);
  if (concurrencies.length > 0) {
    await platform.startLoopThreads(concurrencies);
    // What one copy per process does runs here, beside the requests: schedules, approval deadlines,
    // retention, and the mail sender, which sends what a request queues (an invitation, a password
    // reset) at once. Its lease reaper also covers runs while every loop thread is busy.
    platform.startLeaseReaper();
    return 'loop-threads';
  }
  await platform.startWorker();
  return 'embedded-worker';
}
