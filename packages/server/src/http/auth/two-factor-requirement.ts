import type { Kysely } from 'kysely';
import { type CredentialHolder, confirmedFactorsAmong, type Principal } from '../../accounts/index.js';
import type { Database } from '../../db/index.js';
import { policyCovers, SecurityPolicies, type SecurityPolicy } from '../../security-log/index.js';
import { ApiError } from '../api-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route stays open to a user the two-factor policy covers who has not enrolled yet: who am
     * I, signing out and enrolling. Every other route refuses them with TWO_FACTOR_REQUIRED.
     */
    openBeforeEnrolment?: true;
  }
}

/**
 * Which of these users the server's policy asks for a second factor they have not enrolled: the
 * policy in one statement (unless the caller started reading it), and when it covers any of them,
 * their factors in one per 500 users.
 */
export async function usersToEnrol(
  db: Kysely<Database>,
  holders: readonly CredentialHolder[],
  policyRead: Promise<SecurityPolicy> = new SecurityPolicies(db).get(),
): Promise<Set<number>> {
  const policy = await policyRead;
  const covered = holders
    .filter((holder) => policyCovers(policy.twoFactorRequired, holder.role))
    .map((holder) => holder.id);
  const enrolled = await confirmedFactorsAmong(db, covered);
  return new Set(covered.filter((id) => !enrolled.has(id)));
}

/** Whether the server's policy asks this user for a second factor that they have not enrolled. */
export async function mustEnrolSecondFactor(
  db: Kysely<Database>,
  user: CredentialHolder,
  policyRead?: Promise<SecurityPolicy>,
): Promise<boolean> {
  return (await usersToEnrol(db, [user], policyRead)).has(user.id);
}

/**
 * Refuses a session or token whose user must enrol a second factor first; one check for every
 * route, so no route can forget it. A token counts like a session: it acts for the same user.
 * `policyRead` is the policy, read beside the credential.
 */
export async function refuseUntilEnrolled(
  db: Kysely<Database>,
  principal: Principal,
  openBeforeEnrolment: boolean,
  policyRead: Promise<SecurityPolicy>,
): Promise<void> {
  if (openBeforeEnrolment || !(await mustEnrolSecondFactor(db, principal.user, policyRead))) return;
  throw new ApiError(
    'TWO_FACTOR_REQUIRED',
    'This server requires two-factor sign-in for your account; set up an authenticator app first.',
  );
}
