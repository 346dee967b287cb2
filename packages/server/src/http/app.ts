import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import { handleError } from './error-handler.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerWebUiRoutes } from './routes/web-ui.js';

export interface HttpAppDependencies {
  readonly database: DatabaseConnection;
  readonly logger: Logger;
}

/** The Fastify application: API under `/api`, the UI at `/`, errors in the `{error}` envelope. */
export async function buildHttpApp({ database, logger }: HttpAppDependencies): Promise<FastifyInstance> {
  // Fastify's logger type is a structural subset of pino's; widening keeps the default instance type.
  const app: FastifyInstance = Fastify({ loggerInstance: logger as FastifyBaseLogger });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}.` } }),
  );
  app.setErrorHandler(handleError);

  registerHealthRoutes(app, database);
  registerWebUiRoutes(app);
  await app.ready();
  return app;
}
