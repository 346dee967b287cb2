import type { Logger } from '../logging/logger.js';
import type { UserAccounts } from './user-accounts.js';

export type FirstAdministratorOutcome = 'created' | 'exists' | 'not-configured';

/**
 * Spora has no default password: the first administrator comes from `spora admin:create`, or on
 * the first start from `SPORA_ADMIN_EMAIL` and `SPORA_ADMIN_PASSWORD`, or in the browser with the
 * setup code `spora serve` prints (see `FirstRunSetup`). Once any administrator exists the
 * variables are ignored.
 */
export async function ensureFirstAdministrator(
  accounts: UserAccounts,
  env: NodeJS.ProcessEnv,
  logger: Logger,
): Promise<FirstAdministratorOutcome> {
  if (await accounts.hasAdministrator()) return 'exists';
  const email = env.SPORA_ADMIN_EMAIL?.trim();
  const password = env.SPORA_ADMIN_PASSWORD;
  // `spora serve` then prints a one-time setup code for creating one in the browser.
  if (!email || !password) return 'not-configured';
  const admin = await accounts.create({ email, password, role: 'admin', displayName: 'Administrator' });
  logger.info({ email: admin.email }, 'first administrator created from SPORA_ADMIN_EMAIL');
  return 'created';
}
