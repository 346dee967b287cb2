import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A route that declares no body (every `GET` and `DELETE`) refuses one, whatever it holds (`{}`,
 * `[1,"x"]`, `123`), instead of acting as if it were not there: a client that sends one expects it
 * to mean something. Runs after authentication and body parsing, so those answer first.
 */
export function refuseUndeclaredBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404 || request.routeOptions.schema?.body !== undefined || !carriesBody(request)) return;
    throw new ApiError('VALIDATION_ERROR', 'This route takes no body; send the request without one.', {
      in: 'body',
      fields: { body: 'must be absent: this route takes no body' },
    });
  });
}
