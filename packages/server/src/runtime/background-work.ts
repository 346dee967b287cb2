import type { SporaConfig } from '../config/index.js';
import { loopThreadConcurrencies } from './loop-threads.js';
import type { Platform } from './platform-interface.js';

type LoopConfig = Pick<
  SporaConfig,
  'runtimeMode' | 'syncMode' | 'database' | 'loopThreads' | 'workerConcurrency'
>;

/** The outbox sender of the thread that answers requests. */
interface MailSending {
  readonly email: { readonly sender: { start(): void } };
}

/** What a `spora serve` process runs beside its requests. */
export type BackgroundWork =
  /**
   * Loop threads run queued tasks, retries and the extensions' scheduled jobs, and the first of
   * them schedules, approval deadlines and retention; the main thread answers requests.
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
  platform: Pick<Platform, 'startWorker' | 'startLeaseReaper' | 'startLoopThreads'> &
    MailSending & { readonly config: LoopConfig },
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
  platform: Pick<Platform, 'startWorker' | 'startLoopThreads'> &
    MailSending & { readonly config: LoopConfig },
): Promise<'loop-threads' | 'embedded-worker'> {
  const concurrencies = loopThreadConcurrencies(platform.config);
  if (concurrencies.length > 0) {
    await platform.startLoopThreads(concurrencies);
    // Mail a request queues (an invitation, a password reset) is sent by the thread that queued it,
    // at once; the loop threads' senders would only find it at their next poll.
    platform.email.sender.start();
    return 'loop-threads';
  }
  await platform.startWorker();
  return 'embedded-worker';
}
