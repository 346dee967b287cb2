import { loadConfig, type SporaConfigInput } from '../config/index.js';
import { createLogger } from '../logging/logger.js';
import { openPlatform, type Platform } from '../runtime/index.js';

/** Opens the platform for a command, with flags winning over the config file and environment. */
export async function openCliPlatform(
  overrides: SporaConfigInput,
  options: { quiet?: boolean } = {},
): Promise<Platform> {
  const config = loadConfig({ overrides });
  const logger = createLogger(options.quiet ? 'warn' : config.logLevel);
  return openPlatform(config, logger);
}
