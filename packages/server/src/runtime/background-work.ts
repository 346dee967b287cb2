import type { SporaConfig } from '../config/index.js';
import type { Platform } from './platform-interface.js';

/** What a `spora serve` process runs beside its requests. */
export type BackgroundWork =
  /** An embedded worker runs queued tasks, retries and the extensions' scheduled jobs. */
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
  platform: Pick<Platform, 'startWorker' | 'startLeaseReaper'> & {
    readonly config: Pick<SporaConfig, 'runtimeMode' | 'syncMode'>;
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
  await platform.startWorker();
  return 'embedded-worker';
}
