import QRCode from 'qrcode';
import Type from 'typebox';
import {
  type RateLimitRule,
  SignInChallenges,
  SignInThrottle,
  TwoFactor,
  TwoFactorError,
} from '../../accounts/index.js';
import { SecurityLog } from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import { ApiError } from '../api-error.js';
import type { ApiServices } from '../api-services.js';
import { deviceTokenOf, setDeviceCookie } from '../auth/device-cookie.js';
import { SignedIn, signIn } from '../auth/sign-in.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, emptyBody, errorResponses } from '../schemas/index.js';
import { securityOriginOf } from '../security-origin.js';

/** Code checks per signed-in user (confirming, regenerating, turning off), so a borrowed session cannot guess. */
export const twoFactorChangeRateLimit: RateLimitRule = {
  name: 'two-factor-change',
  limit: 5,
  windowMs: 60_000,
};

const TotpCode = Type.String({
  minLength: 1,
  maxLength: 16,
  description: 'The 6-digit code the authenticator app shows',
});

const RecoveryCodeList = dataEnvelope(
  Type.Object(
    {
      recovery_codes: Type.Array(Type.String(), {
        description: 'Single-use codes, shown this once; only their hashes are kept',
      }),
    },
    { additionalProperties: false },
  ),
);

/**
 * `/auth/two-factor`: a user enrols an authenticator app (TOTP), gets recovery codes, regenerates
 * them and turns two factors off; and `/auth/login/two-factor`, the second step of a sign-in.
 */
export function registerTwoFactorRoutes(app: ApiApp, services: ApiServices): void {
  const twoFactor = new TwoFactor(services.database.db, services.encryption);
  const challenges = new SignInChallenges(services.database.db);
  const signInThrottle = new SignInThrottle(services.database.db);
  const securityLog = new SecurityLog(services.database.db);

  const limitChanges = async (userId: number) => {
    const limit = await services.rateLimiter.hit(twoFactorChangeRateLimit, String(userId));
    if (!limit.allowed) throw ApiError.tooManyRequests(limit.retryAfterSeconds);
  };

  app.post(
    '/auth/two-factor/totp',
    {
      config: { openBeforeEnrolment: true },
      schema: {
        tags: ['auth'],
        summary:
          'Starts enrolling an authenticator app: a new secret, as an otpauth URI, a QR code and text; confirm it with a code',
        body: emptyBody,
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                otpauth_uri: Type.String(),
                qr_code: Type.String({
                  description: 'The otpauth URI as a PNG image, a `data:image/png;base64,` URL',
                }),
                secret: Type.String({ description: 'The base32 secret, for typing into an app by hand' }),
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('INVALID_STATE'),
        },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const enrolment = await twoFactor.startEnrolment(user.id, user.email);
      return {
        data: {
          otpauth_uri: enrolment.otpauthUri,
          qr_code: await QRCode.toDataURL(enrolment.otpauthUri, { margin: 2, width: 240 }),
          secret: enrolment.secret,
        },
      };
    },
  );

  /** A code from the app, answered with fresh recovery codes (shown this once), and logged. */
  const issueRecoveryCodes = (
    path: string,
    summary: string,
    kind: 'two_factor.enabled' | 'two_factor.recovery_codes_regenerated',
    issue: (userId: number, code: string) => Promise<string[]>,
  ) =>
    app.post(
      path,
      {
        // Confirming is the last step of enrolment, so a user who must enrol may call it.
        config: kind === 'two_factor.enabled' ? { openBeforeEnrolment: true } : {},
        schema: {
          tags: ['auth'],
          summary,
          body: Type.Object({ code: TotpCode }, { additionalProperties: false }),
          response: {
            200: RecoveryCodeList,
            ...errorResponses('INVALID_STATE', 'TWO_FACTOR_CODE_INVALID', 'TOO_MANY_REQUESTS'),
          },
        },
      },
      async (request) => {
        const { user } = principalOf(request);
        await limitChanges(user.id);
        const codes = await issue(user.id, request.body.code);
        await securityLog.record({ kind, subjectUserId: user.id, detail: {} }, securityOriginOf(request));
        return { data: { recovery_codes: codes } };
      },
    );
  issueRecoveryCodes(
    '/auth/two-factor/totp/confirm',
    'Confirms enrolment with a first code; turns two factors on and returns the recovery codes, once',
    'two_factor.enabled',
    (userId, code) => twoFactor.confirmEnrolment(userId, code),
  );
  issueRecoveryCodes(
    '/auth/two-factor/recovery-codes',
    'Replaces your recovery codes, for a code from your authenticator app; the old ones stop working',
    'two_factor.recovery_codes_regenerated',
    (userId, code) => twoFactor.regenerateRecoveryCodes(userId, code),
  );

  app.delete(
    '/auth/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Turns two-factor sign-in off, for your current password; removes the app and the recovery codes',
        body: Type.Object(
          { current_password: Type.String({ minLength: 1, maxLength: 1024 }) },
          { additionalProperties: false },
        ),
        response: {
          200: dataEnvelope(Type.Object({ disabled: Type.Literal(true) }, { additionalProperties: false })),
          ...errorResponses('TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      await limitChanges(user.id);
      await twoFactor.disable(user.id, request.body.current_password);
      await securityLog.record(
        { kind: 'two_factor.disabled', subjectUserId: user.id, detail: {} },
        securityOriginOf(request),
      );
      return { data: { disabled: true as const } };
    },
  );

  app.post(
    '/auth/login/two-factor',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'The second step of signing in: the challenge from `POST /auth/login` and a code from the app or a recovery code',
        body: Type.Union([
          Type.Object(
            { challenge: Type.String({ minLength: 1, maxLength: 200 }), code: TotpCode },
            { additionalProperties: false },
          ),
          Type.Object(
            {
              challenge: Type.String({ minLength: 1, maxLength: 200 }),
              recovery_code: Type.String({ minLength: 1, maxLength: 64 }),
            },
            { additionalProperties: false },
          ),
        ]),
        response: {
          200: SignedIn,
          ...errorResponses('TWO_FACTOR_CHALLENGE_INVALID', 'TWO_FACTOR_CODE_INVALID', 'TOO_MANY_REQUESTS'),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const invalidChallenge = () =>
        new ApiError(
          'TWO_FACTOR_CHALLENGE_INVALID',
          'This sign-in has expired or was completed already; sign in with your password again.',
        );
      const userId = await challenges.userOf(body.challenge);
      const user = userId === null ? null : await services.accounts.get(userId);
      if (user === null || user.status !== 'active') throw invalidChallenge();
      // Wrong codes count on the same limits as wrong passwords, for the same account and address.
      const admission = await signInThrottle.admit({
        email: user.email,
        address: request.ip,
        deviceToken: deviceTokenOf(request),
      });
      const origin = securityOriginOf(request, null);
      const failed = (reason: 'wrong_code' | 'throttled') =>
        securityLog.record(
          { kind: 'sign_in.two_factor_failed', subjectUserId: user.id, detail: { reason } },
          origin,
        );
      if (!admission.allowed) {
        await failed('throttled');
        throw ApiError.tooManyRequests(admission.retryAfterSeconds);
      }
      const accepted = await twoFactor.verify(
        user.id,
        'code' in body ? { code: body.code } : { recoveryCode: body.recovery_code },
      );
      if (!accepted) {
        await failed('wrong_code');
        throw TwoFactorError.wrongCode();
      }
      if (!(await challenges.close(body.challenge))) throw invalidChallenge();
      if ('recovery_code' in body) {
        await securityLog.record(
          { kind: 'two_factor.recovery_code_used', subjectUserId: user.id, detail: {} },
          securityOriginOf(request, user.id),
        );
      }
      const deviceToken = await signInThrottle.succeeded(admission.ticket);
      const signedIn = await signIn(services, request, reply, user, 'two_factor');
      setDeviceCookie(request, reply, deviceToken);
      return signedIn;
    },
  );
}
