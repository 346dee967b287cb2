import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { isoAfter, nowIso } from '../db/index.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';

/** How long the second step of a sign-in may wait after the password. */
export const signInChallengeLifetimeMs = 5 * 60_000;

/**
 * The challenges a correct password opens for an account with two factors: opaque, short-lived,
 * bound to the user, single-use, and stored as hashes so a database read cannot complete a
 * sign-in.
 */
export class SignInChallenges {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new challenge for the user; expired ones are swept on the way, so the table stays small. */
  async open(userId: number, now: number = Date.now()): Promise<{ token: string; expiresAt: string }> {
    const token = newSecretToken();
    const expiresAt = isoAfter(signInChallengeLifetimeMs, now);
    await this.db
      .deleteFrom('sign_in_challenges')
      .where('expires_at', '<=', new Date(now).toISOString())
      .execute();
    await this.db
      .insertInto('sign_in_challenges')
      .values({
        user_id: userId,
        token_hash: hashSecretToken(token),
        expires_at: expiresAt,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return { token, expiresAt };
  }

  /** The user a live challenge belongs to, or null; the challenge stays open (a typo may be retried). */
  async userOf(token: string, now: number = Date.now()): Promise<number | null> {
    const row = await this.db
      .selectFrom('sign_in_challenges')
      .select('user_id')
      .where('token_hash', '=', hashSecretToken(token))
      .where('expires_at', '>', new Date(now).toISOString())
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /** Closes the challenge; true only for the one caller that closed it, so it completes one sign-in. */
  async close(token: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sign_in_challenges')
      .where('token_hash', '=', hashSecretToken(token))
      .where('expires_at', '>', nowIso())
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
