import Type from 'typebox';
import type { RateLimitRule } from '../../accounts/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { ApiTokenResource, toApiTokenResource } from '../schemas/api-token-resource.js';
import {
  dataEnvelope,
  deletedResponse,
  errorResponses,
  IdParams,
  Nullable,
  Timestamp,
} from '../schemas/index.js';

/** Token creations per user; a script that mints tokens in a loop is stopped early. */
export const apiTokenCreationRateLimit: RateLimitRule = {
  name: 'api-token-create',
  limit: 10,
  windowMs: 3600_000,
};

/** `/auth/tokens`: the signed-in user's personal API tokens for scripts. */
export function registerApiTokenRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/auth/tokens',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's API tokens (never their secrets)",
        response: {
          200: dataEnvelope(
            Type.Object({ api_tokens: Type.Array(ApiTokenResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const tokens = await services.apiTokens.list(principalOf(request).user.id);
      return { data: { api_tokens: tokens.map(toApiTokenResource) } };
    },
  );

  app.post(
    '/auth/tokens',
    {
      schema: {
        tags: ['auth'],
        summary: 'Creates an API token; its secret is in this response as `token`, and never again',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100 }),
            expires_at: Type.Optional(Nullable(Timestamp)),
          },
          { additionalProperties: false },
        ),
        response: {
          201: dataEnvelope(
            Type.Object(
              { api_token: ApiTokenResource, token: Type.String() },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request, reply) => {
      const { user } = principalOf(request);
      const limit = await services.rateLimiter.hit(apiTokenCreationRateLimit, String(user.id));
      if (!limit.allowed) throw ApiError.tooManyRequests(limit.retryAfterSeconds);
      const created = await services.apiTokens.create(user.id, {
        name: request.body.name,
        expiresAt: request.body.expires_at ?? null,
      });
      return reply
        .code(201)
        .send({ data: { api_token: toApiTokenResource(created.token), token: created.secret } });
    },
  );

  app.delete(
    '/auth/tokens/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes one of your API tokens; scripts using it are refused from now on',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const revoked = await services.apiTokens.revoke(principalOf(request).user.id, request.params.id);
      if (!revoked) throw ApiError.notFound('API token');
      return { data: { deleted: true as const } };
    },
  );
}
