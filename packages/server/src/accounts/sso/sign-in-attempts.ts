import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { isoAfter } from '../../db/index.js';

const statePattern = /^[A-Za-z0-9_-]{1,256}$/;

/** How long a person may take at the provider before the sign-in must start again. */
export const signInAttemptLifetimeMs = 10 * 60_000;

/** What the callback needs to check the provider's answer against the request it made. */
export interface SignInAttempt {
  readonly state: string;
  readonly providerId: number;
  readonly codeVerifier: string;
  readonly nonce: string;
  readonly returnTo: string;
}

/**
 * The sign-ins sent to a provider and not yet back. In the database rather than a cookie or memory,
 * so the callback works after a restart and on any of several server processes; each is taken once.
 */
export class SignInAttempts {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records an attempt; expired ones are swept on the way, so the table stays small. */
  async open(attempt: SignInAttempt, now: number): Promise<void> {
    const createdAt = new Date(now).toISOString();
    await this.db.deleteFrom('oidc_sign_in_attempts').where('expires_at', '<=', createdAt).execute();
    await this.db
      .insertInto('oidc_sign_in_attempts')
      .values({
        state: attempt.state,
        provider_id: attempt.providerId,
        code_verifier: attempt.codeVerifier,
        nonce: attempt.nonce,
        return_to: attempt.returnTo,
        expires_at: isoAfter(signInAttemptLifetimeMs, now),
        created_at: createdAt,
      })
      .execute();
  }

  /**
   * Removes the live attempt with this state and returns it, or null. The delete decides: of two
   * callbacks with one state, only the one whose delete removed the row goes on.
   */
  async take(state: string, now: number): Promise<SignInAttempt | null> {
    // States this server makes are base64url; anything else (a NUL byte PostgreSQL refuses) is none.
    if (!statePattern.test(state)) return null;
    const row = await this.db
      .selectFrom('oidc_sign_in_attempts')
      .selectAll()
      .where('state', '=', state)
      .where('expires_at', '>', new Date(now).toISOString())
      .executeTakeFirst();
    if (!row) return null;
    const deleted = await this.db
      .deleteFrom('oidc_sign_in_attempts')
      .where('id', '=', row.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return null;
    return {
      state: row.state,
      providerId: row.provider_id,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      returnTo: row.return_to,
    };
  }
}
