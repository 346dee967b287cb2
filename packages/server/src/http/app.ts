import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { traceWorkRequests } from '../telemetry/tracing-http.js';
import type { ApiApp } from './api-app.js';
import type { ApiServices } from './api-services.js';
import { apiVersion } from './api-version.js';
import { registerAppFrames } from './app-frames.js';
import { createAuthenticationHook } from './auth/authentication.js';
import { refuseUndeclaredBodies } from './body-less-routes.js';
import { compileRequestValidator, compileResponseSerializer } from './compiled-schemas.js';
import { handleError } from './error-handler.js';
import { registerExtensionRoutes } from './extension-routes.js';
import {
  answerClientError,
  answerFrameworkError,
  answerUnmatchedRoute,
  maximumPathParameterLength,
} from './framework-errors.js';
import { parseJsonBodies } from './json-body.js';
import { registerMcpEndpoint } from './mcp-endpoint.js';
import { registerOpenApi } from './openapi.js';
import { registerPluginAssets } from './plugin-assets.js';
import { registerApiRoutes } from './routes/api-routes.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerMetricsRoute } from './routes/metrics.js';
import { registerWebUiRoutes } from './routes/web-ui.js';
import { registerSecurityHeaders } from './security-headers.js';
import { refuseUndeclaredQueryKeys } from './strict-query.js';
import { createTokenAgentLimitHook } from './token-access.js';
import { registerWebhookEndpoint } from './webhook-endpoint.js';

const maximumBodyBytes = 1024 * 1024;

/**
 * The Fastify application: the REST API under `/api/v1` (signed-in unless a route says
 * otherwise), its OpenAPI document, health, the extensions' public files under `/plugins/<slug>/`,
 * the documents UI panels run in (`/app-frames/…`), the user's agents as MCP tools at `/mcp`
 * and the UI at `/`; errors in the `{error}` envelope.
 */
export async function buildHttpApp(services: ApiServices): Promise<ApiApp> {
  // Fastify's logger type is a structural subset of pino's; widening keeps the default instance type.
  const app = Fastify({
    loggerInstance: services.logger as FastifyBaseLogger,
    trustProxy: services.config.trustProxy,
    bodyLimit: maximumBodyBytes,
    routerOptions: { maxParamLength: maximumPathParameterLength },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(compileRequestValidator);
  app.setSerializerCompiler(compileResponseSerializer);
  app.setNotFoundHandler(answerUnmatchedRoute);
  app.setErrorHandler(handleError);
  app.decorateRequest('principal', null);
  traceWorkRequests(app);
  await app.register(cookie);
  await registerSecurityHeaders(app);
  parseJsonBodies(app);
  refuseUndeclaredQueryKeys(app);
  refuseUndeclaredBodies(app);
  await registerOpenApi(app, apiVersion);

  registerHealthRoutes(app, services.database);
  registerMetricsRoute(app, services.config.metrics, services.metrics);
  await app.register(
    async (v1: ApiApp) => {
      v1.addHook('onRequest', createAuthenticationHook(services));
      v1.addHook('preHandler', createTokenAgentLimitHook(services.database.db));
      registerApiRoutes(v1, services);
      await registerExtensionRoutes(v1, services);
    },
    { prefix: '/api/v1' },
  );
  await registerMcpEndpoint(app, services);
  await registerWebhookEndpoint(app, services);
  await registerPluginAssets(app, services.plugins);
  registerAppFrames(app, services.plugins);
  await registerWebUiRoutes(app);
  await app.ready();
  return app;
}
