/**
 * A loop thread's entry: it opens the platform on a database connection of its own and runs a
 * worker, as a `spora worker` process would, until the main thread asks it to stop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SporaError } from '@spora/sdk';
import { writesReadableLogs } from '../logging/log-format.js';
import { createLogger, drainLogs } from '../logging/logger.js';
import { flushTracing, startTracing } from '../telemetry/tracing.js';
import { tracingSettingsFrom } from '../telemetry/tracing-settings.js';
import type { LoopThreadData, LoopThreadReport, LoopThreadRequest } from './loop-thread-messages.js';
import { lowerThisThreadPriority } from './loop-thread-priority.js';
import { openPlatform } from './platform.js';

const port = parentPort;
if (!port) throw new Error('loop-thread.js runs as a worker thread of spora serve or spora worker');
const { config, index, processId, concurrency, extensionLogLines, sqliteLockReleases, processKind } =
  workerData as LoopThreadData;
const report = (message: LoopThreadReport) => port.postMessage(message);

/**
 * PostgreSQL connections a loop thread opens: a turn reads on up to four at once as it begins, and
 * housekeeping takes one. A step's writes hold a connection for a millisecond or two, so five carry
 * hundreds of running tasks; more only let the loop's statements run side by side in the
 * database, crowding its CPU ahead of the API's requests (measured: approve → 200 under 200
 * running tasks took half as long with five as with ten, at the same throughput; bench/ANALYSIS.md).
 */
const loopThreadPoolSize = 5;

const logger = createLogger(config.logLevel, writesReadableLogs(config.logFormat)).child({
  loopThread: index,
});
startTracing(tracingSettingsFrom(process.env), logger, processKind, index);
// A request the main thread answers must not queue behind the runs on the same core.
if (config.loopThreadNice > 0) {
  const priority = lowerThisThreadPriority(config.loopThreadNice);
  if (priority.kind === 'refused')
    logger.warn({ reason: priority.reason }, 'the loop thread runs at the main thread priority');
}
try {
  const platform = await openPlatform({ ...config, workerConcurrency: concurrency }, logger, {
    processKind: 'worker',
    processId,
    // The main thread migrated the database and serves the metrics, this thread's included.
    migrate: false,
    metricsListener: false,
    sqliteSignalScope: 'threads',
    extensionLinesLoggedElsewhere: extensionLogLines,
    ...(sqliteLockReleases && { sqliteLockReleases }),
    databasePoolSize: loopThreadPoolSize,
    // A step after a long model call (ten seconds and more) finds a warm connection.
    databaseKeptConnections: 1,
  });
  let closing = false;
  // A stop that comes while the worker starts waits for it: what it starts must be stopped too.
  // Schedules, approval deadlines, retention and mail are the process's: its main thread runs them,
  // which no thread's crash or restart interrupts.
  const workerStarted = platform.startWorker({ processJobs: false });
  port.on('message', (request: LoopThreadRequest) => {
    if (request.kind === 'metrics') {
      platform.metrics.registry.getMetricsAsJSON().then(
        (metrics) => report({ kind: 'metrics', requestId: request.requestId, metrics }),
        (error: unknown) => {
          logger.warn({ err: error }, 'the loop thread could not read its metrics');
          report({ kind: 'metrics', requestId: request.requestId, metrics: null });
        },
      );
      return;
    }
    if (closing) return;
    closing = true;
    void workerStarted
      .then(
        () => platform.close(),
        () => platform.close(),
      )
      .catch((error: unknown) => logger.error({ err: error }, 'the loop thread did not close cleanly'))
      .then(() => flushTracing())
      .then(() => drainLogs(1_000))
      // Ends this thread only, whatever handle a plugin or tool may have left open.
      .finally(() => process.exit(0));
  });
  await workerStarted;
  report({ kind: 'ready' });
} catch (error) {
  report({
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
    code: SporaError.isInstance(error) ? error.code : null,
  });
  await drainLogs(1_000);
  process.exit(1);
}
