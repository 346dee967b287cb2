import type { LogFormat } from '../config/index.js';

/**
 * Whether log lines are written for a person to read: `pretty`, or `auto` while standard output is
 * a terminal. Otherwise they are JSON, one object a line, for a log collector.
 */
export function writesReadableLogs(
  format: LogFormat,
  output: { readonly isTTY?: boolean } = process.stdout,
): boolean {
  return format === 'pretty' || (format === 'auto' && output.isTTY === true);
}
