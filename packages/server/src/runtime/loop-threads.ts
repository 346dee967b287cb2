import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { SporaError } from '@spora/sdk';
import type { SporaConfig } from '../config/index.js';
import type { Logger } from '../logging/logger.js';
import type { ThreadMetrics } from '../telemetry/metrics.js';
import type { LoopThreadData, LoopThreadReport, LoopThreadRequest } from './loop-thread-messages.js';

/** The threads that run this process's agent loop, each with its own database connection. */
export interface LoopThreads {
  /**
   * Each thread's metric series. A thread that does not answer within a second counts with its last
   * answer, and the counters and histograms of a thread that ended count on after it, so that no
   * sum of them ever goes down (Prometheus would read that as a reset).
   */
  metrics(): Promise<readonly ThreadMetrics[]>;
  /** Asks each thread to hand its runs back and close, and waits until they have exited. */
  stop(): Promise<void>;
}

const entry = new URL('./loop-thread.js', import.meta.url);
const metricsTimeoutMs = 1_000;
/** A thread that ended without being asked is started again after this, doubling up to a minute. */
const restartDelayMs = { first: 1_000, last: 60_000 } as const;

/**
 * Starts one loop thread per entry of `concurrencies`, which says how many tasks it runs at once,
 * and resolves once every thread has opened the platform and started its worker; rejects, with the
 * threads already started stopped again, when one could not.
 *
 * A thread that ends unasked (an uncaught error) is started again: its runs were cut short as by a
 * crash, and whichever worker takes their tasks over once the leases lapse treats them as such.
 */
export interface LoopThreadsOptions {
  /** What every thread is started with. */
  readonly shared: Pick<LoopThreadData, 'extensionLogLines' | 'sqliteLockReleases' | 'processKind'>;
  /** A thread ended unasked: the runs whose lease owners begin with `processId` are over. */
  readonly ended: (processId: string) => Promise<void>;
}

export async function startLoopThreads(
  config: SporaConfig,
  concurrencies: readonly number[],
  logger: Logger,
  options: LoopThreadsOptions,
): Promise<LoopThreads> {
  // Loop threads run at a lower priority, and a thread inherits its creator's. libuv starts its
  // thread pool (files, DNS) on first use, from whichever thread uses it first: started here, it
  // serves the requests at the main thread's priority.
  await access(entry);
  let stopping = false;
  const threads = concurrencies.map((concurrency, index) => {
    const data = { config, index, concurrency, ...options.shared };
    return new SupervisedThread(data, logger, () => stopping, options.ended);
  });
  const started = await Promise.allSettled(threads.map((thread) => thread.start()));
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    stopping = true;
    await Promise.all(threads.map((thread) => thread.stop(config.shutdownGraceSeconds * 1000)));
    throw failure.reason;
  }
  let stopped: Promise<void> | null = null;
  return {
    async metrics() {
      return (await Promise.all(threads.map((thread) => thread.metrics()))).flat();
    },
    stop() {
      stopping = true;
      stopped ??= Promise.all(threads.map((thread) => thread.stop(config.shutdownGraceSeconds * 1000))).then(
        () => {},
      );
      return stopped;
    },
  };
}

class SupervisedThread {
  private worker: Worker | null = null;
  private exited: Promise<void> = Promise.resolve();
  private restartTimer: NodeJS.Timeout | null = null;
  private nextRestartDelayMs: number = restartDelayMs.first;
  private nextRequestId = 1;
  private readonly pendingMetrics = new Map<number, (metrics: ThreadMetrics | null) => void>();
  /** The running thread's last answer. */
  private lastMetrics: ThreadMetrics | null = null;
  /** The counters and histograms of the threads that ran before this one, as they last answered. */
  private readonly endedMetrics: ThreadMetrics[] = [];

  constructor(
    private readonly data: Omit<LoopThreadData, 'processId'>,
    private readonly logger: Logger,
    private readonly stopping: () => boolean,
    private readonly ended: (processId: string) => Promise<void>,
  ) {}

  /** Resolves once the thread reports its worker started; rejects when it ends before that. */
  start(): Promise<void> {
    // Each start names its runs apart, so that handing back a dead start's runs spares the next's.
    const processId = `spora-${process.pid}-loop${this.data.index}-${randomUUID().slice(0, 8)}`;
    const workerData: LoopThreadData = { ...this.data, processId };
    const worker = new Worker(entry, { workerData, name: `spora loop ${this.data.index}` });
    this.worker = worker;
    let ready = false;
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    return new Promise((resolve, reject) => {
      let failure: Error | null = null;
      worker.on('message', (report: LoopThreadReport) => {
        if (report.kind === 'ready') {
          ready = true;
          this.nextRestartDelayMs = restartDelayMs.first;
          resolve();
        } else if (report.kind === 'failed') {
          // A configuration or plugin error reads as it would on the main thread (its code, exit 2).
          failure =
            report.code === null ? new Error(report.message) : new SporaError(report.code, report.message);
        } else if (report.kind === 'metrics') {
          this.pendingMetrics.get(report.requestId)?.(report.metrics);
          this.pendingMetrics.delete(report.requestId);
        }
      });
      worker.on('error', (error) => {
        failure = error;
        this.logger.error({ err: error, loopThread: this.data.index }, 'a loop thread failed');
      });
      worker.once('exit', (code) => {
        this.worker = null;
        for (const answer of this.pendingMetrics.values()) answer(null);
        this.pendingMetrics.clear();
        if (this.lastMetrics) this.endedMetrics.push(cumulativeOnly(this.lastMetrics));
        this.lastMetrics = null;
        if (!ready) {
          reject(
            failure ?? new Error(`loop thread ${this.data.index} exited with ${code} before it started`),
          );
          return;
        }
        if (this.stopping()) return;
        this.logger.error(
          { loopThread: this.data.index, exitCode: code, restartInMs: this.nextRestartDelayMs },
          'a loop thread ended unexpectedly; starting it again',
        );
        this.ended(processId).catch((error: unknown) =>
          this.logger.warn(
            { err: error, loopThread: this.data.index },
            "the ended loop thread's runs are taken over once their leases lapse",
          ),
        );
        this.scheduleRestart();
      });
    });
  }

  async metrics(): Promise<ThreadMetrics[]> {
    const answer = await this.ask();
    if (answer) this.lastMetrics = answer;
    return [...(this.lastMetrics ? [this.lastMetrics] : []), ...this.endedMetrics];
  }

  private ask(): Promise<ThreadMetrics | null> {
    const worker = this.worker;
    if (!worker) return Promise.resolve(null);
    const requestId = this.nextRequestId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pendingMetrics.delete(requestId);
        resolve(null);
      }, metricsTimeoutMs);
      this.pendingMetrics.set(requestId, (metrics) => {
        clearTimeout(timer);
        resolve(metrics);
      });
      worker.postMessage({ kind: 'metrics', requestId } satisfies LoopThreadRequest);
    });
  }

  /** Lets the thread hand back its runs within the grace period, then ends it if it has not ended. */
  async stop(graceMs: number): Promise<void> {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const worker = this.worker;
    if (!worker) return;
    worker.postMessage({ kind: 'stop' } satisfies LoopThreadRequest);
    // The thread's own close waits out the grace period; a little more for its database to close.
    const deadline = setTimeout(() => {
      this.logger.error(
        { loopThread: this.data.index },
        'a loop thread did not stop in time and was ended; its runs are taken over once their leases lapse',
      );
      void worker.terminate();
    }, graceMs + 5_000);
    try {
      await this.exited;
    } finally {
      clearTimeout(deadline);
    }
  }

  private scheduleRestart(): void {
    const delay = this.nextRestartDelayMs;
    this.nextRestartDelayMs = Math.min(delay * 2, restartDelayMs.last);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping()) return;
      this.start().catch((error: unknown) => {
        this.logger.error({ err: error, loopThread: this.data.index }, 'a loop thread could not start again');
        if (!this.stopping()) this.scheduleRestart();
      });
    }, delay);
    this.restartTimer.unref();
  }
}

/** Gauges describe a thread now; a thread that ended has none. */
function cumulativeOnly(metrics: ThreadMetrics): ThreadMetrics {
  return metrics.filter((metric) => {
    // prom-client declares a numeric enum, but names the type in the JSON it gives.
    const type = metric.type as unknown as string;
    return type === 'counter' || type === 'histogram';
  });
}

/** Whether this configuration runs the loop on threads, and how many tasks each runs at once. */
export function loopThreadConcurrencies(
  config: Pick<SporaConfig, 'syncMode' | 'runtimeMode' | 'database' | 'loopThreads' | 'workerConcurrency'>,
): readonly number[] {
  if (config.syncMode || config.runtimeMode === 'client') return [];
  // An in-memory database is the connection's own: another thread would see an empty one.
  if (config.database.kind === 'sqlite' && config.database.path === ':memory:') return [];
  const count = Math.min(config.loopThreads, config.workerConcurrency);
  const total = config.workerConcurrency;
  return Array.from(
    { length: count },
    (_, index) => Math.floor(total / count) + (index < total % count ? 1 : 0),
  );
}
