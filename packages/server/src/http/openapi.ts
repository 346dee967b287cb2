import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { sessionCookieName } from './auth/session-cookie.js';

const securitySchemes = {
  session: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
  csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
  api_token: { type: 'http', scheme: 'bearer', description: 'A personal API token, `spora_pat_…`.' },
} as const;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The OpenAPI 3.1 document, generated from the route schemas: served at `/api/v1/openapi.json` and
 * browsable at `/api/docs`. Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Spora API',
        version,
        description:
          'Self-hosted AI agent orchestration. Responses are `{data}` or `{error: {code, message, details?}}`.',
      },
      components: { securitySchemes },
    },
    transform: ({ schema, url, route }) => {
      const access = route.config?.access ?? 'user';
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const unsafe = methods.some((method) => !safeMethods.has(method));
      const session: Record<string, readonly string[]> = unsafe ? { session: [], csrf: [] } : { session: [] };
      const security = access === 'public' ? [] : [{ api_token: [] }, session];
      return { schema: { ...schema, security }, url };
    },
  });
  app.get(
    '/api/v1/openapi.json',
    {
      config: { access: 'public' },
      schema: { hide: true, response: { 200: { type: 'object', additionalProperties: true } } },
    },
    async () => app.swagger(),
  );
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
