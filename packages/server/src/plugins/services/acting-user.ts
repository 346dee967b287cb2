import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { assertId, ServiceRefusal } from './service-refusal.js';

/**
 * Refuses to act for a user who does not exist (NOT_FOUND) or whose account is suspended
 * (FORBIDDEN): suspension ends every credential of the account, so an extension acting in its
 * name starts, reads and changes nothing either.
 */
export async function assertActingUser(db: Kysely<Database>, userId: number): Promise<void> {
  assertId(userId, 'User');
  const user = await db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
  if (user === undefined) throw new ServiceRefusal('NOT_FOUND', `User #${userId} not found.`, { userId });
  if (user.status !== 'active') {
    throw new ServiceRefusal(
      'FORBIDDEN',
      `User #${userId} is suspended; nothing is done in a suspended account's name.`,
      { userId },
    );
  }
}
