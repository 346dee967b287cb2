import type { SporaConfig } from '../config/index.js';
import type { SqliteLockReleases } from '../db/sqlite-busy-retry.js';
import type { ThreadMetrics } from '../telemetry/metrics.js';

/** What a loop thread is started with. */
export interface LoopThreadData {
  readonly config: SporaConfig;
  /** Names the thread in its log lines. */
  readonly index: number;
  /** Begins the lease owner of each run this start of the thread makes (`<processId>:<n>`). */
  readonly processId: string;
  /** Tasks this thread runs at once: its share of the process's `workerConcurrency`. */
  readonly concurrency: number;
  /** What the main thread logged loading the plugins, which this thread need not log again. */
  readonly extensionLogLines: readonly string[];
  /** SQLite: the process's counter of write-lock releases, shared memory; null on PostgreSQL. */
  readonly sqliteLockReleases: SqliteLockReleases | null;
  /** What the process is (`spora serve` or `spora worker`), which the thread's spans say. */
  readonly processKind: 'server' | 'worker';
}

/** From the main thread to a loop thread. */
export type LoopThreadRequest =
  | { readonly kind: 'stop' }
  | { readonly kind: 'metrics'; readonly requestId: number };

/** From a loop thread to the main thread. */
export type LoopThreadReport =
  | { readonly kind: 'ready' }
  /** The thread could not start; `code` is that of a `SporaError`, which the main thread throws again. */
  | { readonly kind: 'failed'; readonly message: string; readonly code: string | null }
  /** `metrics`: null when the thread could not read them. */
  | { readonly kind: 'metrics'; readonly requestId: number; readonly metrics: ThreadMetrics | null };
