import type { ProcessKind } from '@spora/sdk';
import { type LogLevel, loadConfig, type SporaConfigInput } from '../config/index.js';
import { acquireSingleProcessLock, type SingleProcessLock } from '../db/single-process-lock.js';
import { writesReadableLogs } from '../logging/log-format.js';
import { createLogger } from '../logging/logger.js';
import { loopThreadConcurrencies, openPlatform, type Platform } from '../runtime/index.js';
import { startTracing } from '../telemetry/tracing.js';
import { tracingSettingsFrom } from '../telemetry/tracing-settings.js';

export interface CliPlatformOptions {
  /** Log warnings and errors only. */
  quiet?: boolean;
  /** A log level that wins over `quiet` and the configuration. */
  logLevel?: LogLevel;
  /** `cli` unless the command is the server or a worker. */
  processKind?: ProcessKind;
  /**
   * The command runs until it is stopped (`serve`, `worker`): on SQLite it must be the only such
   * process, so it takes the database's single-process lock or is refused with DATABASE_IN_USE.
   */
  singleProcess?: boolean;
  /**
   * The command may run the agent loop on threads (`serve` with its worker, `worker`): on SQLite
   * its signals must then cross threads when the configuration asks for loop threads.
   */
  loopThreads?: boolean;
}

/** Held until the process exits, which releases them (a crash too). */
const heldLocks: SingleProcessLock[] = [];

/** Releases the locks this process holds, for a restart that hands them to a new process. */
export function releaseProcessLocks(): void {
  for (const lock of heldLocks.splice(0)) lock.release();
}

/** Opens the platform for a command, with flags winning over the config file and environment. */
export async function openCliPlatform(
  overrides: SporaConfigInput,
  options: CliPlatformOptions = {},
): Promise<Platform> {
  const config = loadConfig({ overrides });
  const logger = createLogger(
    options.logLevel ?? (options.quiet ? 'warn' : config.logLevel),
    writesReadableLogs(config.logFormat),
  );
  // Only processes that do work trace it; a one-off command has nothing to show.
  const processKind = options.processKind ?? 'cli';
  if (processKind === 'server' || processKind === 'worker') {
    startTracing(tracingSettingsFrom(process.env), logger, processKind);
  }
  const { database } = config;
  if (options.singleProcess && database.kind === 'sqlite' && database.path !== ':memory:') {
    heldLocks.push(acquireSingleProcessLock(database.path));
  }
  const threaded = options.loopThreads === true && loopThreadConcurrencies(config).length > 0;
  return openPlatform(config, logger, { processKind, sqliteSignalScope: threaded ? 'threads' : 'process' });
}
