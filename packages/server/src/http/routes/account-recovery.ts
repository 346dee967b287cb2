import Type from 'typebox';
import { normalizedEmail } from '../../accounts/account-fields.js';
import type { RateLimitRule } from '../../accounts/index.js';
import { SecurityLog } from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, emptyBody, errorResponses } from '../schemas/index.js';
import { securityOriginOf } from '../security-origin.js';

/** Reset requests per client address, and per e-mail address, so neither floods an inbox. */
export const passwordResetAddressRule: RateLimitRule = {
  name: 'reset-address',
  limit: 5,
  windowMs: 15 * 60_000,
};
export const passwordResetEmailRule: RateLimitRule = { name: 'reset-email', limit: 3, windowMs: 15 * 60_000 };
/** Attempts to use a link per client address: a token cannot be guessed, but a flood is refused anyway. */
export const emailTokenRule: RateLimitRule = { name: 'email-token', limit: 20, windowMs: 15 * 60_000 };
export const verificationResendRule: RateLimitRule = {
  name: 'verification-resend',
  limit: 3,
  windowMs: 15 * 60_000,
};

const Token = Type.String({ minLength: 1, maxLength: 200 });
const Accepted = dataEnvelope(Type.Object({ accepted: Type.Literal(true) }, { additionalProperties: false }));

/** `/auth/…`: password reset and e-mail verification by single-use links sent by e-mail. */
export function registerAccountRecoveryRoutes(app: ApiApp, services: ApiServices): void {
  const limit = async (rule: RateLimitRule, key: string) => {
    const outcome = await services.rateLimiter.hit(rule, key);
    if (!outcome.allowed) throw ApiError.tooManyRequests(outcome.retryAfterSeconds);
  };

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Mails a single-use reset link when the address has an account; the answer is the same either way',
        body: Type.Object(
          { email: Type.String({ minLength: 1, maxLength: 254 }) },
          { additionalProperties: false },
        ),
        response: { 202: Accepted, ...errorResponses('TOO_MANY_REQUESTS') },
      },
    },
    async (request, reply) => {
      await limit(passwordResetAddressRule, request.ip);
      const email = normalizedEmail(request.body.email);
      // Past the per-address limit the answer stays 202, so the limit reveals nothing about the account.
      const perEmail = await services.rateLimiter.hit(passwordResetEmailRule, email);
      if (perEmail.allowed) {
        services.email.accounts.requestPasswordResetInBackground(email, (error) =>
          request.log.warn({ err: error }, 'a password reset link could not be queued'),
        );
      }
      return reply.code(202).send({ data: { accepted: true as const } });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Sets a new password with the token of a reset link; signs the account out everywhere and revokes its API tokens',
        body: Type.Object(
          { token: Token, password: Type.String({ minLength: 1, maxLength: 1024 }) },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null(), ...errorResponses('TOO_MANY_REQUESTS') },
      },
    },
    async (request, reply) => {
      await limit(emailTokenRule, request.ip);
      const userId = await services.email.accounts.resetPassword(request.body.token, request.body.password);
      await new SecurityLog(services.database.db).record(
        { kind: 'password.reset', subjectUserId: userId, detail: {} },
        securityOriginOf(request, userId),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Confirms an e-mail address with the token of a verification link',
        body: Type.Object({ token: Token }, { additionalProperties: false }),
        response: {
          200: dataEnvelope(Type.Object({ verified: Type.Literal(true) }, { additionalProperties: false })),
          ...errorResponses('TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request) => {
      await limit(emailTokenRule, request.ip);
      await services.email.accounts.verifyEmail(request.body.token);
      return { data: { verified: true as const } };
    },
  );

  app.post(
    '/auth/verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mails a new verification link to your address, unless it is verified already',
        body: emptyBody,
        response: { 202: Accepted, ...errorResponses('TOO_MANY_REQUESTS') },
      },
    },
    async (request, reply) => {
      const { user } = principalOf(request);
      await limit(verificationResendRule, String(user.id));
      await services.email.accounts.sendVerification(user.id);
      return reply.code(202).send({ data: { accepted: true as const } });
    },
  );
}
