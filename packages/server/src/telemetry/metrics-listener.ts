import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '../config/index.js';
import type { Logger } from '../logging/logger.js';
import type { PlatformMetrics } from './metrics.js';
import { carriesMetricsToken, metricsTokenRefusal } from './metrics-access.js';

export interface MetricsListener {
  /** Where Prometheus scrapes this process: `http://<host>:<port>/metrics`. */
  readonly url: string;
  close(): Promise<void>;
}

export interface MetricsListenerOptions {
  readonly port: number;
  readonly host: string;
  /** Asked for when set; without it the listener relies on where it is bound (loopback by default). */
  readonly token: string | null;
}

/**
 * `GET /metrics` on a port of its own (`SPORA_METRICS_PORT`): every process that runs one, a
 * `spora worker` included, is scraped there on its own. Plain `node:http`: nothing else is served,
 * and the API's hooks (sessions, CSRF, rate limits) have no business here.
 */
export async function startMetricsListener(
  metrics: PlatformMetrics,
  options: MetricsListenerOptions,
  logger: Logger,
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const answerError = (status: number, code: string, message: string) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: { code, message } }));
    };
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return answerError(404, 'NOT_FOUND', 'Only GET /metrics is served here.');
    }
    if (options.token !== null && !carriesMetricsToken(request.headers.authorization, options.token)) {
      response.setHeader('www-authenticate', 'Bearer realm="metrics"');
      return answerError(401, metricsTokenRefusal.code, metricsTokenRefusal.message);
    }
    metrics.exposition().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'collecting metrics failed');
        answerError(500, 'INTERNAL_SERVER_ERROR', 'An internal error occurred.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    const refuse = (error: NodeJS.ErrnoException) => reject(listenFailure(error, options));
    server.once('error', refuse);
    server.listen(options.port, options.host, () => {
      server.off('error', refuse);
      resolve();
    });
  });
  const { port, address, family } = server.address() as AddressInfo;
  const host = family === 'IPv6' ? `[${address}]` : address;
  const url = `http://${host}:${port}/metrics`;
  logger.info({ url }, 'metrics served');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A port in use, or an address this machine does not have, is a setting to change: CONFIG_INVALID. */
function listenFailure(error: NodeJS.ErrnoException, options: MetricsListenerOptions): Error {
  const where = `${options.host}:${options.port}`;
  const reasons: Record<string, string> = {
    EADDRINUSE: `${where} is already in use`,
    EACCES: `${where} may not be bound by this user`,
    EADDRNOTAVAIL: `${options.host} is not an address of this machine`,
    ENOTFOUND: `${options.host} is not a known host`,
  };
  const reason = error.code === undefined ? undefined : reasons[error.code];
  if (reason === undefined) return error;
  return new ConfigError(
    'CONFIG_INVALID',
    `The metrics listener cannot start: ${reason} (SPORA_METRICS_PORT, SPORA_METRICS_HOST).`,
    { port: options.port, host: options.host },
  );
}
