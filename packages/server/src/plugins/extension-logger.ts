import type { ToolLogger } from '@spora/sdk';
import type { Logger } from '../logging/logger.js';

/** The platform log in the shape the SDK gives extensions and tools: message first, then fields. */
export function extensionLogger(logger: Logger): ToolLogger {
  return {
    debug: (message, fields) => logger.debug(fields ?? {}, message),
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
  };
}
