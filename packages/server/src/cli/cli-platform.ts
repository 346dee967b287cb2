import type { ProcessKind } from '@spora/sdk';
import { type LogLevel, loadConfig, type SporaConfigInput } from '../config/index.js';
import { createLogger } from '../logging/logger.js';
import { openPlatform, type Platform } from '../runtime/index.js';

export interface CliPlatformOptions {
  /** Log warnings and errors only. */
  quiet?: boolean;
  /** A log level that wins over `quiet` and the configuration. */
  logLevel?: LogLevel;
  /** `cli` unless the command is the server or a worker. */
  processKind?: ProcessKind;
}

/** Opens the platform for a command, with flags winning over the config file and environment. */
export async function openCliPlatform(
  overrides: SporaConfigInput,
  options: CliPlatformOptions = {},
): Promise<Platform> {
  const config = loadConfig({ overrides });
  const logger = createLogger(options.logLevel ?? (options.quiet ? 'warn' : config.logLevel));
  return openPlatform(config, logger, { processKind: options.processKind ?? 'cli' });
}
