import type { FastifyRequest } from 'fastify';
import type { DatabaseConnection } from '../../db/index.js';
import { SecurityLog } from '../../security-log/index.js';
import { securityOriginOf } from '../security-origin.js';

/**
 * Logs a refused password sign-in with its reason. The caller is told only "wrong e-mail or
 * password"; the log tells an administrator whether the account exists or is suspended.
 */
export async function recordFailedSignIn(
  database: DatabaseConnection,
  request: FastifyRequest,
  email: string,
  throttled: boolean,
): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const account = await database.db
    .selectFrom('users')
    .select(['id', 'status'])
    .where('email', '=', normalized)
    .executeTakeFirst();
  const reason = throttled
    ? 'throttled'
    : account === undefined
      ? 'unknown_account'
      : account.status === 'suspended'
        ? 'suspended'
        : 'wrong_password';
  await new SecurityLog(database.db).record(
    {
      kind: 'sign_in.failed',
      subjectUserId: account?.id ?? null,
      detail: { email: normalized.slice(0, 254), reason },
    },
    securityOriginOf(request, null),
  );
}
