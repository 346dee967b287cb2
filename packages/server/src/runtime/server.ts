import type { FastifyInstance } from 'fastify';
import { buildHttpApp } from '../http/index.js';
import { startApiHousekeeping } from './api-housekeeping.js';
import type { Platform } from './platform.js';

export interface RunningServer {
  readonly app: FastifyInstance;
  /** The address the server listens on, e.g. `http://127.0.0.1:8080`. */
  readonly url: string;
  /** Stops accepting requests, lets in-flight ones finish, then closes the platform. Once only. */
  stop(): Promise<void>;
}

/** How long a stopping server waits for open requests before it drops their connections. */
export const shutdownGraceMs = 5_000;

export async function startServer(platform: Platform): Promise<RunningServer> {
  const app = await buildHttpApp(platform);
  const url = await app.listen({ port: platform.config.port, host: platform.config.host });
  const housekeeping = startApiHousekeeping(platform);
  let stopping: Promise<void> | null = null;
  return {
    app,
    url,
    stop() {
      housekeeping.stop();
      stopping ??= (async () => {
        // Requests in flight get a grace period; then connections still open are dropped, so a
        // client that never lets go of its socket cannot hold the shutdown up.
        const deadline = setTimeout(() => app.server.closeAllConnections(), shutdownGraceMs);
        deadline.unref();
        try {
          await app.close();
        } finally {
          clearTimeout(deadline);
          await platform.close();
        }
      })();
      return stopping;
    },
  };
}
