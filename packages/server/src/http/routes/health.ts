import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '../../db/index.js';

const healthResponse = {
  type: 'object',
  required: ['status', 'database'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    database: { type: 'string', enum: ['ok', 'unreachable'] },
  },
} as const;

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseConnection): void {
  app.get(
    '/api/health',
    {
      // Load balancers and monitors ask without credentials.
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Whether the server and its database answer: 200 when they do, 503 when the database does not',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping();
      return reply
        .code(reachable ? 200 : 503)
        .send({ status: reachable ? 'ok' : 'degraded', database: reachable ? 'ok' : 'unreachable' });
    },
  );
}
