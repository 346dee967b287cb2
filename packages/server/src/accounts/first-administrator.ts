import type { Logger } from '../logging/logger.js';
import type { UserAccounts } from './user-accounts.js';

export type FirstAdministratorOutcome = 'created' | 'exists' | 'not-configured';

/**
 * Spora has no default password: the first administrator comes from `spora admin:create`, or on
 * the first start from `SPORA_ADMIN_EMAIL` and `SPORA_ADMIN_PASSWORD`. Once any administrator
 * exists the variables are ignored.
 */
export async function ensureFirstAdministrator(
  accounts: UserAccounts,
  env: NodeJS.ProcessEnv,
  logger: Logger,
): Promise<FirstAdministratorOutcome> {
  if (await accounts.hasAdministrator()) return 'exists';
  const email = env.SPORA_ADMIN_EMAIL?.trim();
  const password = env.SPORA_ADMIN_PASSWORD;
  if (!email || !password) {
    logger.warn(
      'No administrator exists yet: run `spora admin:create` or set SPORA_ADMIN_EMAIL and SPORA_ADMIN_PASSWORD.',
    );
    return 'not-configured';
  }
  const admin = await accounts.create({ email, password, role: 'admin', displayName: 'Administrator' });
  logger.info({ email: admin.email }, 'first administrator created from SPORA_ADMIN_EMAIL');
  return 'created';
}
