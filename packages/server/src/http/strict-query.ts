import type { FastifyInstance, FastifySchema } from 'fastify';

const noQuery = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * Query strings under `/api/` are as strict as bodies: a key the route does not declare
 * (`?zzz=1`, `?constructor=1`, `?__proto__=1`) is a VALIDATION_ERROR, never passed on to a
 * service that might read it as a column or filter. A route that declares no query takes none.
 * Must be added before the routes it guards.
 */
export function refuseUndeclaredQueryKeys(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // The API and health, not the documentation browser's own files.
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema: FastifySchema = route.schema ?? {};
    const querystring = schema.querystring as Record<string, unknown> | undefined;
    route.schema = {
      ...schema,
      querystring: querystring === undefined ? noQuery : { ...querystring, additionalProperties: false },
    };
  });
}
