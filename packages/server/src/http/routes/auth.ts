import Type from 'typebox';
import type { RateLimitRule } from '../../accounts/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, emptyBody, errorResponses } from '../schemas/index.js';
import { toUserResource, UserResource } from '../schemas/user-resource.js';

/** Sign-in attempts per client address; the counter lives in the database, shared by every process. */
export const loginRateLimit: RateLimitRule = { name: 'login', limit: 5, windowMs: 60_000 };

const SignedIn = dataEnvelope(
  Type.Object({ user: UserResource, csrf_token: Type.String() }, { additionalProperties: false }),
);

/** `/auth`: sign in (session cookie + CSRF token), sign out, and who am I. */
export function registerAuthRoutes(app: ApiApp, services: ApiServices): void {
  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie and returns the CSRF token for unsafe requests',
        body: Type.Object(
          {
            email: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.String({ minLength: 1, maxLength: 1024 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: SignedIn, ...errorResponses('INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS') },
      },
    },
    async (request, reply) => {
      const limit = await services.rateLimiter.hit(loginRateLimit, request.ip);
      if (!limit.allowed) throw ApiError.tooManyRequests(limit.retryAfterSeconds);
      const user = await services.accounts.verifyCredentials(request.body.email, request.body.password);
      if (user === null)
        throw new ApiError('INVALID_CREDENTIALS', 'The e-mail address or the password is wrong.');
      await services.rateLimiter.reset(loginRateLimit, request.ip);
      await services.accounts.recordSignIn(user.id);
      const session = await services.sessions.create(user.id, {
        userAgent: request.headers['user-agent'] ?? null,
        ipAddress: request.ip,
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      const signedIn = (await services.accounts.get(user.id)) ?? user;
      return { data: { user: toUserResource(signedIn), csrf_token: session.csrfToken } };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session (API tokens are not affected)',
        body: emptyBody,
        response: { 204: Type.Null(), ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request, reply) => {
      const { credential } = principalOf(request);
      if (credential.kind === 'session') await services.sessions.revoke(credential.sessionId);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, and the CSRF token of this session (null with an API token)',
        response: {
          200: dataEnvelope(
            Type.Object(
              { user: UserResource, csrf_token: Type.Union([Type.String(), Type.Null()]) },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('UNAUTHENTICATED'),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const user = await services.accounts.get(principal.user.id);
      if (user === null) throw new ApiError('UNAUTHENTICATED', 'Sign in, or send a valid API token.');
      const csrfToken = principal.credential.kind === 'session' ? principal.credential.csrfToken : null;
      return { data: { user: toUserResource(user), csrf_token: csrfToken } };
    },
  );
}
