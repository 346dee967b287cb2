import Type from 'typebox';
import type { RateLimitRule } from '../../accounts/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { SignedIn, signIn } from '../auth/sign-in.js';
import { dataEnvelope, errorResponses, Nullable } from '../schemas/index.js';

/** Setup attempts per client address: a 100-bit code cannot be guessed at five tries a minute. */
export const setupRateLimit: RateLimitRule = { name: 'setup', limit: 5, windowMs: 60_000 };

/**
 * `/setup`: the first run. While no administrator exists, the first visitor who has the setup
 * code that `spora serve` printed in its log creates one and is signed in as them.
 */
export function registerSetupRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['setup'],
        summary: 'Whether this server still needs its first administrator (created with the setup code)',
        response: {
          200: dataEnvelope(Type.Object({ needed: Type.Boolean() }, { additionalProperties: false })),
          ...errorResponses(),
        },
      },
    },
    async () => ({ data: { needed: await services.setup.isNeeded() } }),
  );

  app.post(
    '/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['setup'],
        summary:
          'Creates the first administrator with the setup code from the server log, and signs them in; only while none exists',
        body: Type.Object(
          {
            setup_code: Type.String({ minLength: 1, maxLength: 100 }),
            email: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.String({ minLength: 1, maxLength: 1024 }),
            display_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
          },
          { additionalProperties: false },
        ),
        response: {
          201: SignedIn,
          ...errorResponses('SETUP_CODE_INVALID', 'SETUP_NOT_NEEDED', 'EMAIL_TAKEN', 'TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request, reply) => {
      const limit = await services.rateLimiter.hit(setupRateLimit, request.ip);
      if (!limit.allowed) throw ApiError.tooManyRequests(limit.retryAfterSeconds);
      const { setup_code: setupCode, email, password, display_name: displayName } = request.body;
      const admin = await services.setup.createAdministrator({ setupCode, email, password, displayName });
      services.logger.info({ email: admin.email }, 'first administrator created with the setup code');
      return reply.code(201).send(await signIn(services, request, reply, admin));
    },
  );
}
