import Type from 'typebox';
import { type RateLimitRule, SignInThrottle } from '../../accounts/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { deviceTokenOf, setDeviceCookie } from '../auth/device-cookie.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { SignedIn, signIn } from '../auth/sign-in.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, emptyBody, errorResponses, Nullable } from '../schemas/index.js';
import { toUserResource, UserResource } from '../schemas/user-resource.js';

/** Registrations per client address; every attempt counts, so one address cannot create accounts in bulk. */
export const registrationRateLimit: RateLimitRule = { name: 'register', limit: 5, windowMs: 60_000 };

/** Password changes per user, so a borrowed session cannot guess the current password. */
export const passwordChangeRateLimit: RateLimitRule = { name: 'password-change', limit: 5, windowMs: 60_000 };

const OneUser = dataEnvelope(Type.Object({ user: UserResource }, { additionalProperties: false }));

/**
 * `/auth`: register, sign in (session cookie + CSRF token), sign out, who am I, and the changes
 * users make to their own account.
 */
export function registerAuthRoutes(app: ApiApp, services: ApiServices): void {
  const signInThrottle = new SignInThrottle(services.database.db);

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Creates a member account and signs it in, when this server allows registration',
        body: Type.Object(
          {
            email: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.String({ minLength: 1, maxLength: 1024 }),
            display_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
          },
          { additionalProperties: false },
        ),
        response: {
          201: SignedIn,
          ...errorResponses('REGISTRATION_DISABLED', 'EMAIL_TAKEN', 'TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request, reply) => {
      if (!services.config.allowRegistration) {
        throw new ApiError('REGISTRATION_DISABLED', 'This server does not let visitors create accounts.');
      }
      const limit = await services.rateLimiter.hit(registrationRateLimit, request.ip);
      if (!limit.allowed) throw ApiError.tooManyRequests(limit.retryAfterSeconds);
      const { email, password, display_name: displayName } = request.body;
      const user = await services.accounts.create({ email, password, displayName, role: 'member' });
      // Queued, so a slow or missing mail server never holds up the sign-up.
      await services.email.accounts.sendVerification(user.id);
      return reply.code(201).send(await signIn(services, request, reply, user));
    },
  );

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
      const { email, password } = request.body;
      const admission = await signInThrottle.admit({
        email,
        address: request.ip,
        deviceToken: deviceTokenOf(request),
      });
      if (!admission.allowed) throw ApiError.tooManyRequests(admission.retryAfterSeconds);
      const user = await services.accounts.verifyCredentials(email, password);
      if (user === null)
        throw new ApiError('INVALID_CREDENTIALS', 'The e-mail address or the password is wrong.');
      const deviceToken = await signInThrottle.succeeded(admission.ticket);
      const signedIn = await signIn(services, request, reply, user);
      // After the session cookie, so a client that keeps only the first cookie keeps the session.
      setDeviceCookie(request, reply, deviceToken);
      return signedIn;
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

  app.patch(
    '/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Changes your password; every other session of yours ends, this one stays, and your API tokens are revoked unless you keep them',
        body: Type.Object(
          {
            current_password: Type.String({ minLength: 1, maxLength: 1024 }),
            new_password: Type.String({ minLength: 1, maxLength: 1024 }),
            keep_api_tokens: Type.Optional(
              Type.Boolean({
                description:
                  'Keep your API tokens working. By default they are revoked: a password change is what people do when they fear someone else got in.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: dataEnvelope(Type.Object({ changed: Type.Literal(true) }, { additionalProperties: false })),
          ...errorResponses('TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request) => {
      const { user, credential } = principalOf(request);
      const limit = await services.rateLimiter.hit(passwordChangeRateLimit, String(user.id));
      if (!limit.allowed) throw ApiError.tooManyRequests(limit.retryAfterSeconds);
      await services.accounts.changePassword(
        user.id,
        request.body.current_password,
        request.body.new_password,
      );
      await services.rateLimiter.reset(passwordChangeRateLimit, String(user.id));
      await services.sessions.revokeAllOf(
        user.id,
        credential.kind === 'session' ? credential.sessionId : undefined,
      );
      if (request.body.keep_api_tokens !== true) await services.apiTokens.revokeAllOf(user.id);
      await services.email.tokens.revokeUnused(user.id, 'password_reset');
      return { data: { changed: true as const } };
    },
  );

  app.patch(
    '/auth/account',
    {
      schema: {
        tags: ['auth'],
        summary: 'Changes your display name (role, status and verification are for administrators)',
        body: Type.Object(
          { display_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))) },
          { additionalProperties: false },
        ),
        response: { 200: OneUser, ...errorResponses() },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const { display_name: displayName } = request.body;
      const updated =
        displayName === undefined
          ? await services.accounts.get(user.id)
          : await services.accounts.updateDisplayName(user.id, displayName);
      if (updated === null) throw new ApiError('UNAUTHENTICATED', 'Sign in, or send a valid API token.');
      return { data: { user: toUserResource(updated) } };
    },
  );
}
