import type { JsonSchema } from '../tools/json-schema.js';
import type { ServiceResolver } from './services.js';

export type ExtensionRouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any signed-in user (the default), or administrators. */
export type ExtensionRouteAccess = 'public' | 'user' | 'admin';

/** The signed-in user a request acts for. */
export interface ExtensionRouteUser {
  readonly id: number;
  readonly email: string;
  readonly role: 'admin' | 'member';
}

/** What a handler receives: the validated parts of the request. */
export interface ExtensionRouteRequest<Params, Query, Body> {
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** `null` on public routes. */
  readonly user: ExtensionRouteUser | null;
  readonly services: ServiceResolver;
}

/**
 * An HTTP route of an extension, answered below `/api/v1/plugins/<slug>`. Requests are validated
 * against the schemas (JSON Schema 2020-12; TypeBox schemas work) and the route appears in the
 * OpenAPI document. The handler returns the `data` of the `{data}` envelope; to answer with an
 * error, throw a `SporaError` whose code is one of the API's (`NOT_FOUND`, `VALIDATION_ERROR`,
 * `INVALID_STATE`, `FORBIDDEN`, …). Anything else thrown is a 500 whose details stay in the log.
 */
export interface ExtensionRoute<
  Params = Record<string, string>,
  Query = Record<string, unknown>,
  Body = unknown,
> {
  readonly method: ExtensionRouteMethod;
  /** Below the extension's prefix, starting with `/`: `/notes/:id`. */
  readonly path: string;
  /** `user` unless said otherwise. */
  readonly access?: ExtensionRouteAccess;
  readonly summary?: string;
  /** Required when the path has parameters: each `:name` must be one of its properties. */
  readonly params?: JsonSchema;
  readonly query?: JsonSchema;
  /** Required for POST, PUT and PATCH. */
  readonly body?: JsonSchema;
  /** The schema of `data` in a successful response. */
  readonly response: JsonSchema;
  /** 200 unless said otherwise. */
  readonly status?: 200 | 201;
  handler(request: ExtensionRouteRequest<Params, Query, Body>): unknown;
}
