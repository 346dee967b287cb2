import Type from 'typebox';
import { type RateLimitRule, SignInThrottle, TwoFactor } from '../../accounts/index.js';
import { SecurityLog } from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { deviceTokenOf, setDeviceCookie } from '../auth/device-cookie.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { SignedIn, signIn } from '../auth/sign-in.js';
import { recordFailedSignIn } from '../auth/sign-in-failure.js';
import { openTwoFactorChallenge, TwoFactorRequired } from '../auth/two-factor-challenge.js';
import { mustEnrolSecondFactor } from '../auth/two-factor-requirement.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, emptyBody, errorResponses, Nullable } from '../schemas/index.js';
import { toUserResource, UiLanguage, UserResource } from '../schemas/user-resource.js';
import { securityOriginOf } from '../security-origin.js';

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
  const twoFactor = new TwoFactor(services.database.db, services.encryption);
  const securityLog = new SecurityLog(services.database.db);

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
      await securityLog.record(
        { kind: 'user.registered', subjectUserId: user.id, detail: { email: user.email } },
        securityOriginOf(request, user.id),
      );
      // Queued, so a slow or missing mail server never holds up the sign-up.
      await services.email.accounts.sendVerification(user.id);
      return reply.code(201).send(await signIn(services, request, reply, user, 'registration'));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; sets the session cookie and returns the CSRF token for unsafe requests, or, for an account with two factors, a challenge for `POST /auth/login/two-factor` (no session yet)',
        body: Type.Object(
          {
            email: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.String({ minLength: 1, maxLength: 1024 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Union([SignedIn, TwoFactorRequired]),
          ...errorResponses('INVALID_CREDENTIALS', 'PASSWORD_SIGN_IN_DISABLED', 'TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const admission = await signInThrottle.admit({
        email,
        address: request.ip,
        deviceToken: deviceTokenOf(request),
      });
      if (!admission.allowed) {
        await recordFailedSignIn(services.database, request, email, true);
        throw ApiError.tooManyRequests(admission.retryAfterSeconds);
      }
      const user = await services.accounts.verifyCredentials(email, password);
      if (user === null) {
        await recordFailedSignIn(services.database, request, email, false);
        throw new ApiError('INVALID_CREDENTIALS', 'The e-mail address or the password is wrong.');
      }
      // Checked after the password, so the answer tells someone guessing nothing about the account.
      if (!(await services.singleSignOn.passwordPolicy.allows(user.id))) {
        throw new ApiError(
          'PASSWORD_SIGN_IN_DISABLED',
          'Password sign-in is turned off for this account; sign in with single sign-on.',
        );
      }
      // The password alone clears nothing of the account's limit: the attempt stays counted there
      // until the second step succeeds, so someone who knows the password cannot reset it between
      // code guesses.
      if (await twoFactor.isEnabled(user.id)) {
        await signInThrottle.passwordAccepted(admission.ticket);
        return openTwoFactorChallenge(services, user.id);
      }
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
      config: { openBeforeEnrolment: true },
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
      config: { openBeforeEnrolment: true },
      schema: {
        tags: ['auth'],
        summary:
          'The signed-in user, the CSRF token of this session (null with an API token), and whether two-factor sign-in is on',
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                user: UserResource,
                csrf_token: Type.Union([Type.String(), Type.Null()]),
                two_factor: Type.Object(
                  {
                    enabled: Type.Boolean(),
                    recovery_codes_left: Type.Integer({ minimum: 0 }),
                    required: Type.Boolean({
                      description:
                        "The server's policy requires two factors of this user, who has none yet: every route but this one, sign-out and enrolment answers TWO_FACTOR_REQUIRED",
                    }),
                  },
                  { additionalProperties: false },
                ),
              },
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
      const status = await twoFactor.status(user.id);
      return {
        data: {
          user: toUserResource(user),
          csrf_token: csrfToken,
          two_factor: {
            enabled: status.enabled,
            recovery_codes_left: status.recoveryCodesLeft,
            required: !status.enabled && (await mustEnrolSecondFactor(services.database.db, user)),
          },
        },
      };
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
      const keepTokens = request.body.keep_api_tokens === true;
      await securityLog.record(
        { kind: 'password.changed', subjectUserId: user.id, detail: { api_tokens_revoked: !keepTokens } },
        securityOriginOf(request),
      );
      await services.sessions.revokeAllOf(
        user.id,
        credential.kind === 'session' ? credential.sessionId : undefined,
      );
      if (!keepTokens) await services.apiTokens.revokeAllOf(user.id);
      await services.email.tokens.revokeUnused(user.id, 'password_reset');
      return { data: { changed: true as const } };
    },
  );

  app.patch(
    '/auth/account',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Changes your display name or the language you read the UI in (role, status and verification are for administrators)',
        body: Type.Object(
          {
            display_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
            language: Type.Optional(
              Type.Union([UiLanguage, Type.Null()], {
                description: "The UI's language; null follows your browser's",
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: OneUser, ...errorResponses() },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const { display_name: displayName, language } = request.body;
      const updated = await services.accounts.updateOwnAccount(user.id, { displayName, language });
      return { data: { user: toUserResource(updated) } };
    },
  );
}
