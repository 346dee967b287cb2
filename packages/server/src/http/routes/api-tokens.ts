import Type from 'typebox';
import type { RateLimitRule } from '../../accounts/index.js';
import { SecurityLog } from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { ApiTokenResource, TokenScopeSchema, toApiTokenResource } from '../schemas/api-token-resource.js';
import {
  dataEnvelope,
  deletedResponse,
  errorResponses,
  Id,
  IdParams,
  Nullable,
  Timestamp,
} from '../schemas/index.js';
import { securityOriginOf } from '../security-origin.js';

/** Token creations per user; a script that mints tokens in a loop is stopped early. */
export const apiTokenCreationRateLimit: RateLimitRule = {
  name: 'api-token-create',
  limit: 10,
  windowMs: 3600_000,
};

/** `/auth/tokens`: the signed-in user's personal API tokens for scripts. */
export function registerApiTokenRoutes(app: ApiApp, services: ApiServices): void {
  const securityLog = new SecurityLog(services.database.db);
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
            scope: Type.Optional(TokenScopeSchema),
            agent_ids: Type.Optional(
              Nullable(
                Type.Array(Id, {
                  maxItems: 100,
                  description:
                    'Limit the token to these agents of yours and their tasks; null or absent: all',
                }),
              ),
            ),
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
          ...errorResponses('TOO_MANY_REQUESTS', 'TOKEN_SCOPE_INSUFFICIENT'),
        },
      },
    },
    async (request, reply) => {
      const { user, credential } = principalOf(request);
      const expiresAt = request.body.expires_at ?? null;
      // An `admin` token may create tokens (its scope covers every scope), but none that outlives it.
      if (credential.kind === 'api_token' && credential.expiresAt !== null) {
        if (expiresAt === null || Date.parse(expiresAt) > Date.parse(credential.expiresAt)) {
          throw new ApiError(
            'TOKEN_SCOPE_INSUFFICIENT',
            `A token that expires may only create tokens that expire by ${credential.expiresAt}.`,
            { required_scope: 'admin', token_scope: credential.scope },
          );
        }
      }
      const limit = await services.rateLimiter.hit(apiTokenCreationRateLimit, String(user.id));
      if (!limit.allowed) throw ApiError.tooManyRequests(limit.retryAfterSeconds);
      const created = await services.apiTokens.create(user.id, {
        name: request.body.name,
        expiresAt,
        scope: request.body.scope ?? 'admin',
        agentIds: request.body.agent_ids ?? null,
      });
      const { id, name, scope } = created.token;
      await securityLog.record(
        { kind: 'api_token.created', subjectUserId: user.id, detail: { token_id: id, name, scope } },
        securityOriginOf(request),
      );
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
      const { user } = principalOf(request);
      const revoked = await services.apiTokens.revoke(user.id, request.params.id);
      if (!revoked) throw ApiError.notFound('API token');
      await securityLog.record(
        { kind: 'api_token.revoked', subjectUserId: user.id, detail: { token_id: request.params.id } },
        securityOriginOf(request),
      );
      return { data: { deleted: true as const } };
    },
  );
}
