import Type from 'typebox';
import { SignInChallenges } from '../../accounts/index.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, Timestamp } from '../schemas/index.js';

/** What `POST /auth/login` answers when the password was right and a second factor is due. */
export const TwoFactorRequired = dataEnvelope(
  Type.Object(
    {
      two_factor_required: Type.Literal(true),
      challenge: Type.String({
        description: 'Send it with a code to `POST /auth/login/two-factor`; it works once, for 5 minutes',
      }),
      expires_at: Timestamp,
    },
    { additionalProperties: false },
  ),
);

/** Opens the second step for a user with two factors; no session exists until it is completed. */
export async function openTwoFactorChallenge(services: Pick<ApiServices, 'database'>, userId: number) {
  const { token, expiresAt } = await new SignInChallenges(services.database.db).open(userId);
  return { data: { two_factor_required: true as const, challenge: token, expires_at: expiresAt } };
}
