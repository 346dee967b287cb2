import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { sessionCookieName } from './auth/session-cookie.js';
import { type ApiErrorCode, apiErrorCatalogue } from './error-catalogue.js';
import { withNamedComponents } from './openapi-components.js';
import { withSharedErrorResponses } from './openapi-error-responses.js';
import { operationIdOf } from './openapi-operation-id.js';
import { errorEnvelope } from './schemas/index.js';
import { tokenRouteRuleOf } from './token-access.js';

const securitySchemes = {
  session: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
  csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
  api_token: { type: 'http', scheme: 'bearer', description: 'A personal API token, `spora_pat_…`.' },
} as const;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
// Methods whose bodies Fastify never reads, so they cannot be too large or of the wrong type.
const unreadBodyMethods = new Set(['GET', 'HEAD']);

/**
 * The errors any route may answer before its own code runs, so the document lists what the
 * server really sends: an undecodable URL or malformed body (400), a body on a route that takes
 * none or an undeclared query key (422), an over-long path parameter (414), and for methods whose
 * body is read, one over 1 MiB (413) or not UTF-8 JSON (415).
 */
function frameworkErrorStatuses(methods: readonly string[], url: string): number[] {
  const codes: ApiErrorCode[] = ['BAD_REQUEST', 'VALIDATION_ERROR'];
  if (url.includes(':')) codes.push('URI_TOO_LONG');
  if (methods.some((method) => !unreadBodyMethods.has(method)))
    codes.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  return codes.map((code) => apiErrorCatalogue[code].status);
}

function withFrameworkErrors(schema: FastifySchema, methods: readonly string[], url: string) {
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of frameworkErrorStatuses(methods, url)) response[status] ??= errorEnvelope;
  return response;
}

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
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the document describes whichever installation serves it.
      servers: [{ url: '/', description: 'This Spora server' }],
      components: { securitySchemes },
    },
    transform: ({ schema = {}, url, route }) => {
      const access = route.config?.access ?? 'user';
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const unsafe = methods.some((method) => !safeMethods.has(method));
      const session: Record<string, readonly string[]> = unsafe ? { session: [], csrf: [] } : { session: [] };
      const security = access === 'public' ? [] : [{ api_token: [] }, session];
      const operationId = schema.operationId ?? operationIdOf(methods[0] ?? 'get', url);
      // Extension routes may leave out a summary; the document still names every operation.
      const summary = schema.summary ?? `${methods.join(', ')} ${url}`;
      const response = withFrameworkErrors(schema, methods, url);
      // The narrowest API token scope that may call the operation, so clients can pick one.
      const scope =
        access === 'public' ? {} : { 'x-token-scope': tokenRouteRuleOf(methods[0] ?? 'GET', url).scope };
      return { schema: { ...schema, operationId, summary, security, response, ...scope }, url };
    },
    // Only the OpenAPI 3 form is configured above; a Swagger 2 document passes as it is.
    transformObject: (document) =>
      'openapiObject' in document
        ? withSharedErrorResponses(withNamedComponents(document.openapiObject))
        : document.swaggerObject,
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
