import { type Logger, pino } from 'pino';
import type { LogLevel } from '../config/index.js';
import { traceLogFields } from '../telemetry/tracing-log-fields.js';
import { type LogDestination, stdoutLogDestination } from './stdout-destination.js';

export type { Logger };

/** Standard output, shared by every JSON logger of the process. */
let standardOutput: LogDestination | null = null;

/** JSON lines in production; readable lines when a person watches a terminal. */
export function createLogger(level: LogLevel, pretty: boolean = process.stdout.isTTY === true): Logger {
  if (!pretty) {
    standardOutput ??= stdoutLogDestination();
    return pino({ level, mixin: traceLogFields }, standardOutput);
  }
  return pino({
    level,
    mixin: traceLogFields,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  });
}

/** Before the process exits: lets the last log lines reach their reader, waiting `timeoutMs` at most. */
export async function drainLogs(timeoutMs: number): Promise<void> {
  await standardOutput?.drain(timeoutMs);
}
