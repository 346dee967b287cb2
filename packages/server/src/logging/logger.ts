import { type Logger, pino } from 'pino';
import type { LogLevel } from '../config/index.js';

export type { Logger };

/** JSON lines in production; readable lines when a person watches a terminal. */
export function createLogger(level: LogLevel, pretty: boolean = process.stdout.isTTY === true): Logger {
  if (!pretty) return pino({ level });
  return pino({
    level,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  });
}
