import {
  type ExtensionRoute,
  type ExtensionRouteMethod,
  type JsonSchema,
  RoutesRegisteringEvent,
  SporaError,
} from '@spora/sdk';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { deliverEvent, type LoadedExtension } from '../plugins/index.js';
import type { ApiApp } from './api-app.js';
import type { ApiServices } from './api-services.js';
import { errorResponses } from './schemas/index.js';

const methods: readonly ExtensionRouteMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const accessLevels = ['public', 'user', 'admin'];
const pathPattern = /^\/[A-Za-z0-9._~:/-]*$/;
// Checks that each schema compiles before Fastify sees it: a bad schema is one plugin's problem.
const schemaCheck = new Ajv2020({ strict: false });

export class ExtensionRouteError extends SporaError<'ROUTE_INVALID'> {}

/**
 * Sends `RoutesRegisteringEvent` to each subscribed extension (the App, then plugins in load
 * order) and registers what it added below `/api/v1/plugins/<slug>`, with the same
 * authentication, validation, OpenAPI description and envelope as core routes. An extension
 * whose handler throws or adds an invalid route gets none of its routes, and one log line.
 */
export async function registerExtensionRoutes(v1: ApiApp, services: ApiServices): Promise<void> {
  for (const loaded of services.plugins.subscribersOf(RoutesRegisteringEvent.eventName)) {
    try {
      const routes = await collectRoutes(loaded);
      // Added straight to /api/v1 (not in a child scope) so an error stays this plugin's.
      for (const route of routes) addRoute(v1, route, loaded.slug, services);
    } catch (error) {
      services.plugins.recordProblem(loaded.slug, 'ROUTES_REFUSED', error);
    }
  }
}

async function collectRoutes(loaded: LoadedExtension): Promise<ExtensionRoute[]> {
  const routes: ExtensionRoute[] = [];
  const event = new RoutesRegisteringEvent(`/api/v1/plugins/${loaded.slug}`, (route) => routes.push(route));
  await deliverEvent(
    loaded.extension,
    loaded.declarations.subscriptions,
    RoutesRegisteringEvent.eventName,
    event,
  );
  const seen = new Set<string>();
  for (const route of routes) {
    checkRoute(route);
    // `/notes/:id` and `/notes/:noteId` are one route to the router.
    const key = `${route.method} ${route.path.replace(/:[A-Za-z0-9_]+/g, ':')}`;
    if (seen.has(key)) {
      throw new ExtensionRouteError('ROUTE_INVALID', `${route.method} ${route.path} is added twice.`);
    }
    seen.add(key);
  }
  return routes;
}

function checkRoute(route: ExtensionRoute): void {
  if (typeof route !== 'object' || route === null) {
    throw new ExtensionRouteError('ROUTE_INVALID', 'addRoute() needs a route object.');
  }
  const name = `${String(route.method)} ${String(route.path)}`;
  const refuse = (reason: string) => {
    throw new ExtensionRouteError('ROUTE_INVALID', `Route ${name}: ${reason}`);
  };
  if (!methods.includes(route.method)) refuse(`the method must be one of ${methods.join(', ')}.`);
  if (typeof route.path !== 'string' || !pathPattern.test(route.path)) {
    refuse('the path must start with / and hold only letters, digits, /, :, ., _, ~ and -.');
  }
  if (route.access !== undefined && !accessLevels.includes(route.access)) {
    refuse(`access must be one of ${accessLevels.join(', ')}.`);
  }
  if (typeof route.handler !== 'function') refuse('it has no handler function.');
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && route.body === undefined) {
    refuse('a body schema is required for POST, PUT and PATCH.');
  }
  const parameters = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  if (new Set(parameters).size !== parameters.length) refuse('a path parameter is named twice.');
  const described = Object.keys(route.params?.properties ?? {});
  const undescribed = parameters.filter((parameter) => !described.includes(parameter));
  if (undescribed.length > 0) refuse(`the params schema must describe ${undescribed.join(', ')}.`);
  for (const [part, schema] of Object.entries({
    params: route.params,
    query: route.query,
    body: route.body,
    response: route.response,
  })) {
    if (schema === undefined && part !== 'response') continue;
    try {
      schemaCheck.compile(schema as object);
    } catch (error) {
      refuse(`the ${part} schema is invalid: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function addRoute(v1: ApiApp, route: ExtensionRoute, slug: string, services: ApiServices): void {
  const status = route.status ?? 200;
  v1.route({
    method: route.method,
    url: `/plugins/${slug}${route.path}`,
    config: { access: route.access ?? 'user' },
    schema: {
      tags: [`plugin:${slug}`],
      ...(route.summary !== undefined && { summary: route.summary }),
      ...(route.params !== undefined && { params: route.params }),
      ...(route.query !== undefined && { querystring: route.query }),
      ...(route.body !== undefined && { body: route.body }),
      response: { [status]: envelope(route.response), ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
    },
    handler: async (request, reply) => {
      const user = request.principal?.user ?? null;
      const data = await route.handler({
        params: request.params as Record<string, string>,
        query: request.query as Record<string, unknown>,
        body: request.body,
        user: user && { id: user.id, email: user.email, role: user.role },
        services: services.services,
      });
      return reply.code(status).send({ data });
    },
  });
}

function envelope(data: JsonSchema): JsonSchema {
  return { type: 'object', properties: { data }, required: ['data'], additionalProperties: false };
}
