import type { Kysely, Transaction } from 'kysely';
import { hashSecretToken, newSecretToken } from '../accounts/secret-tokens.js';
import type { Database, EmailTokenPurpose } from '../db/index.js';
import { nowIso } from '../db/index.js';

type Writer = Kysely<Database> | Transaction<Database>;

/**
 * Single-use tokens sent by e-mail. Only their SHA-256 is stored; a new one replaces the user's
 * earlier unused ones of the same purpose; using one is a conditional update, so two requests
 * with one token cannot both succeed.
 */
export class EmailTokens {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(db: Writer, userId: number, purpose: EmailTokenPurpose, ttlMs: number): Promise<string> {
    const token = newSecretToken();
    const now = Date.now();
    await this.revokeUnused(userId, purpose, db);
    await db
      .insertInto('email_tokens')
      .values({
        user_id: userId,
        purpose,
        token_hash: hashSecretToken(token),
        expires_at: new Date(now + ttlMs).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return token;
  }

  /** The user the token was issued to, once; null when it is unknown, used, expired or of another purpose. */
  async consume(db: Writer, purpose: EmailTokenPurpose, token: string): Promise<number | null> {
    const now = nowIso();
    const used = await db
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashSecretToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return used?.user_id ?? null;
  }

  /**
   * Drops the user's unused tokens of `purpose`: a password changed by other means makes an
   * earlier reset link, which may sit in an inbox someone else reads, useless.
   */
  async revokeUnused(userId: number, purpose: EmailTokenPurpose, db: Writer = this.db): Promise<void> {
    await db
      .deleteFrom('email_tokens')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Drops tokens that can no longer be used. */
  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('email_tokens').where('expires_at', '<=', nowIso()).execute();
  }
}
