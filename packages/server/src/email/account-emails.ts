import type { Kysely } from 'kysely';
import { fieldProblems, normalizedEmail, passwordProblem } from '../accounts/account-fields.js';
import { AccountError, hashPassword, type SessionStore } from '../accounts/index.js';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { EmailLinks } from './email-links.js';
import type { EmailTokens } from './email-tokens.js';
import type { Mailer } from './mailer.js';

export const passwordResetLifetimeMs = 60 * 60_000;
export const verificationLifetimeMs = 48 * 60 * 60_000;

/**
 * The account mails: password reset, e-mail verification and the welcome of accounts an
 * administrator creates. Asking for a reset answers the same whether the address has an account
 * or not; the caller rate-limits it.
 */
export class AccountEmails {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly tokens: EmailTokens,
    private readonly links: EmailLinks,
    private readonly sessions: SessionStore,
  ) {}

  /**
   * Runs `requestPasswordReset` off the request path: an address with an account does more work
   * (a token, a rendered mail), and answering only after it would tell by the time taken which
   * addresses have accounts.
   */
  requestPasswordResetInBackground(email: string, onError: (error: unknown) => void): void {
    const work: Promise<void> = this.requestPasswordReset(email)
      .catch(onError)
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Resolves once every reset request started in the background has finished (before shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  /** Queues a reset link when `email` belongs to an active account and mail is set up; otherwise nothing. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', normalizedEmail(email))
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!user || !(await this.mailer.configured())) return;
    await this.db.transaction().execute(async (trx) => {
      const token = await this.tokens.issue(trx, user.id, 'password_reset', passwordResetLifetimeMs);
      await this.mailer.queue(
        {
          to: user.email,
          userId: user.id,
          template: 'password_reset',
          values: {
            email: user.email,
            link: this.links.resetPassword(token),
            expires_minutes: passwordResetLifetimeMs / 60_000,
          },
        },
        trx,
      );
    });
  }

  /**
   * Sets a new password with a reset token, once; signs the account out everywhere and revokes its
   * API tokens (what a password change does by default), since whoever knew the old password
   * should not stay in. A suspended account's link is dead: suspension ends every credential, and
   * a reset must not hand it a new one. Returns the user's id.
   */
  async resetPassword(token: string, password: string): Promise<number> {
    const fields = fieldProblems({ password: passwordProblem(password) });
    if (Object.keys(fields).length > 0) throw AccountError.invalid('Password not changed', fields);
    const hash = await hashPassword(password);
    const userId = await this.db.transaction().execute(async (trx) => {
      const owner = await this.tokens.consume(trx, 'password_reset', token);
      if (owner === null) return null;
      const changed = await trx
        .updateTable('users')
        .set({ password_hash: hash, updated_at: nowIso() })
        .where('id', '=', owner)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return null;
      await trx.deleteFrom('api_tokens').where('user_id', '=', owner).execute();
      return owner;
    });
    if (userId === null) throw invalidLink();
    await this.sessions.revokeAllOf(userId);
    return userId;
  }

  /** Queues a verification link to the account's address; false when mail is not set up. */
  async sendVerification(userId: number): Promise<boolean> {
    const user = await this.db
      .selectFrom('users')
      .select(['email', 'email_verified'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.email_verified === 1 || !(await this.mailer.configured())) return false;
    return this.db.transaction().execute(async (trx) => {
      const token = await this.tokens.issue(trx, userId, 'email_verification', verificationLifetimeMs);
      return this.mailer.queue(
        {
          to: user.email,
          userId,
          template: 'email_verification',
          values: {
            email: user.email,
            link: this.links.verifyEmail(token),
            expires_minutes: verificationLifetimeMs / 60_000,
          },
        },
        trx,
      );
    });
  }

  /** Marks the address of the token's account verified, once. */
  async verifyEmail(token: string): Promise<number> {
    const userId = await this.db.transaction().execute(async (trx) => {
      const owner = await this.tokens.consume(trx, 'email_verification', token);
      if (owner !== null) {
        await trx
          .updateTable('users')
          .set({ email_verified: 1, updated_at: nowIso() })
          .where('id', '=', owner)
          .execute();
      }
      return owner;
    });
    if (userId === null) throw invalidLink();
    return userId;
  }

  /** Tells someone an administrator created an account for them; never includes the password. */
  async sendWelcome(userId: number): Promise<boolean> {
    const user = await this.db
      .selectFrom('users')
      .select(['email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return false;
    return this.mailer.queue({
      to: user.email,
      userId,
      template: 'welcome',
      values: { email: user.email, link: this.links.signIn() },
    });
  }
}

/** A reset or verification link that is unknown, used or expired. */
function invalidLink(): AccountError {
  return new AccountError(
    'VALIDATION_ERROR',
    'This link is not valid: it was used already, it expired, or it was replaced by a newer one. Ask for a new one.',
    { fields: { token: 'is invalid or expired' } },
  );
}
