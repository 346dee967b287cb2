import { drainLogs } from '../logging/logger.js';
import { stopTracing } from '../telemetry/tracing.js';

export interface StopOnSignalsOptions {
  /** A stop still running after this long exits anyway (code 1). */
  readonly deadlineMs: number;
}

interface ShutdownLogger {
  info(message: string): void;
  warn(message: string): void;
  error(fields: object, message: string): void;
}

/** How long the last log lines may take to reach their reader before the process exits. */
const logDrainMs = 1_000;

/**
 * The first SIGINT/SIGTERM stops gracefully and exits 0 (1 when the stop failed or outlasted
 * `deadlineMs`); a second one exits at once with 130. Once the process is exiting, signals take
 * their default action again, so even an exit held up outside JavaScript ends with the next one.
 * Returns what removes the handlers.
 */
export function stopOnSignals(
  stop: () => Promise<void>,
  logger: ShutdownLogger,
  options: StopOnSignalsOptions,
): () => void {
  let stopping = false;
  const exit = (code: number) => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.exit(code);
  };
  // The spans still batched are sent with the last log lines.
  const exitAfterLogs = (code: number) => {
    void Promise.all([drainLogs(logDrainMs), stopTracing(logDrainMs)]).then(() => exit(code));
  };
  function onSignal(signal: NodeJS.Signals) {
    if (stopping) {
      logger.warn(`${signal} received again, exiting now`);
      exit(130);
      return;
    }
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const deadline = setTimeout(() => {
      logger.error({ deadlineMs: options.deadlineMs }, 'shutdown did not finish in time, exiting');
      exitAfterLogs(1);
    }, options.deadlineMs);
    deadline.unref();
    stop().then(
      () => exitAfterLogs(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        exitAfterLogs(1);
      },
    );
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Undone by a process that stops in another way (a restart) and handles signals itself.
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

/** The deadline of a graceful stop: the tool calls' grace period plus time for requests and writes. */
export function shutdownDeadlineMs(shutdownGraceSeconds: number): number {
  return (shutdownGraceSeconds + 20) * 1000;
}
