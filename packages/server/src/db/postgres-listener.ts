import pg from 'pg';
import type { Logger } from '../logging/logger.js';

/**
 * Capped low so that a listener is back within a second of the database: stop signals sent before
 * it is back are only caught up on once it is, and an attempt against a down server is cheap.
 */
const reconnectDelaysMs = { first: 250, last: 500 } as const;

export interface PostgresListenerOptions {
  readonly url: string;
  readonly channels: readonly string[];
  /**
   * Names the listener in log lines (`<name> lost its connection; reconnecting`) and its
   * connection in `pg_stat_activity` (`application_name` `spora <name>`).
   */
  readonly name: string;
  readonly logger: Logger;
  readonly onNotification: (message: pg.Notification) => void;
  /** Notifications sent while the connection was away are lost: catch up here (it is listening again). */
  readonly onReconnected: () => void;
}

export interface PostgresListener {
  close(): Promise<void>;
}

/**
 * One connection that LISTENs on the given channels for as long as the process lives: when it is
 * lost (a restart, a terminated backend, a network cut) it is replaced, waiting 250 ms and then
 * 500 ms between attempts; the loss, the first failed attempt and the reconnection are logged.
 * Resolves once listening; rejects when the first connection cannot be made.
 */
export async function openPostgresListener(options: PostgresListenerOptions): Promise<PostgresListener> {
  const { url, channels, name, logger } = options;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delayMs: number = reconnectDelaysMs.first;
  let lostAt = 0;
  let failedAttempts = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: `spora ${name}` });
    next.on('notification', options.onNotification);
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (closed) return;
      lostAt = Date.now();
      failedAttempts = 0;
      logger.warn({ err: error }, `${name} lost its connection; reconnecting`);
      scheduleReconnect();
    };
    // Until it is connected, a failure rejects `connect()` instead.
    next.on('error', (error) => lost(error));
    next.on('end', () => lost());
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    retry = setTimeout(reconnect, delayMs);
    delayMs = Math.min(delayMs * 2, reconnectDelaysMs.last);
  };

  const reconnect = () => {
    retry = null;
    if (closed) return;
    connect().then(
      () => {
        if (closed) return;
        delayMs = reconnectDelaysMs.first;
        logger.info({ downMs: Date.now() - lostAt, failedAttempts }, `${name} reconnected`);
        options.onReconnected();
      },
      (error: unknown) => {
        failedAttempts += 1;
        // An attempt every half second for as long as the outage lasts: only the first is worth a warning.
        const level = failedAttempts === 1 ? 'warn' : 'debug';
        logger[level]({ err: error, retryInMs: delayMs }, `${name} could not reconnect; trying again`);
        scheduleReconnect();
      },
    );
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
