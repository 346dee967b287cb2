import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../http/api-services.js';
import { buildHttpApp } from '../http/index.js';
import { startApiHousekeeping } from './api-housekeeping.js';
import type { Platform } from './platform-interface.js';

export interface RunningServer {
  readonly app: FastifyInstance;
  /** The address the server listens on, e.g. `http://127.0.0.1:8080`. */
  readonly url: string;
  /** Stops accepting requests, lets in-flight ones finish, then closes the platform. Once only. */
  stop(): Promise<void>;
}

/** How long a stopping server waits for open requests before it drops their connections. */
export const shutdownGraceMs = 5_000;

export interface StartServerOptions {
  /**
   * Restarts the server in a fresh process (`POST /server/restart`, to load plugin changes);
   * without it the server says it cannot restart itself.
   */
  readonly restart?: () => void;
}

export async function startServer(
  platform: Platform,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const { restart } = options;
  // The routes see the platform, plus the restart where there is one.
  const services: ApiServices =
    restart === undefined ? platform : Object.create(platform, { restartServer: { value: restart } });
  const app = await buildHttpApp(services);
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
