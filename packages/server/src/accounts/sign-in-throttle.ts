import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { normalizedEmail } from './account-fields.js';
import { RateLimiter, type RateLimitRule } from './rate-limiter.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';

/** Failed sign-ins to one account, from anywhere: guessing one password from many addresses. */
export const signInAccountRule: RateLimitRule = { name: 'login-account', limit: 10, windowMs: 15 * 60_000 };

/** Failed sign-ins from one address, to any account: guessing many passwords from one place. */
export const signInAddressRule: RateLimitRule = { name: 'login-address', limit: 20, windowMs: 15 * 60_000 };

/** Failed sign-ins from one trusted device to the account it is trusted for. */
export const signInDeviceRule: RateLimitRule = { name: 'login-device', limit: 10, windowMs: 15 * 60_000 };

/** How long a device that signed in to an account stays trusted for it. */
export const trustedDeviceLifetimeMs = 30 * 24 * 3600_000;

const trustedDeviceBucket = 'login-trusted';

export interface SignInAttempt {
  readonly email: string;
  /** The client's address, as the HTTP layer sees it. */
  readonly address: string;
  /** The device token the client sent, if any (from an earlier successful sign-in). */
  readonly deviceToken?: string | undefined;
}

/** What a successful sign-in must clear; opaque to callers. */
export interface SignInTicket {
  readonly account: string;
  readonly address: string;
  /** The (device, account) key when the client came with a device trusted for this account. */
  readonly trustedDevice: string | null;
  readonly deviceToken: string | undefined;
}

export type SignInAdmission =
  | { readonly allowed: true; readonly ticket: SignInTicket }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Limits sign-in failures per account and per address, independently, with the counters in the
 * database. Every attempt is counted as a failure before the password is checked (so a burst of
 * concurrent guesses cannot slip past the limit), and a success then clears only what it proves:
 * the counter of the account it opened, and its own attempt on the address counter. An attacker's
 * good sign-ins to their own account thus never reset anything that limits guesses at others.
 *
 * A device that once signed in to an account gets a token (kept in a cookie) that makes it
 * trusted for that account: its attempts there count on a counter of their own instead of the
 * account's and the address's, so neither one client hammering a shared address nor someone
 * guessing at an account locks out the people who already use it from their own devices.
 */
export class SignInThrottle {
  private readonly limiter: RateLimiter;

  constructor(private readonly db: Kysely<Database>) {
    this.limiter = new RateLimiter(db);
  }

  async admit(attempt: SignInAttempt, now: number = Date.now()): Promise<SignInAdmission> {
    const account = normalizedEmail(attempt.email);
    const trustedDevice = attempt.deviceToken === undefined ? null : deviceKey(attempt.deviceToken, account);
    const ticket: SignInTicket = {
      account,
      address: attempt.address,
      trustedDevice:
        trustedDevice !== null && (await this.isTrusted(trustedDevice, now)) ? trustedDevice : null,
      deviceToken: attempt.deviceToken,
    };
    const counters: [RateLimitRule, string][] =
      ticket.trustedDevice === null
        ? [
            [signInAddressRule, ticket.address],
            [signInAccountRule, ticket.account],
          ]
        : [[signInDeviceRule, ticket.trustedDevice]];
    for (const [rule, key] of counters) {
      const outcome = await this.limiter.hit(rule, key, now);
      if (!outcome.allowed) return outcome;
    }
    return { allowed: true, ticket };
  }

  /**
   * Clears what a successful sign-in proves and trusts the device for the account; returns the
   * device token the client is to keep (the one it sent, or a new one).
   */
  async succeeded(ticket: SignInTicket, now: number = Date.now()): Promise<string> {
    await this.limiter.reset(signInAccountRule, ticket.account);
    if (ticket.trustedDevice === null) await this.limiter.undo(signInAddressRule, ticket.address, now);
    else await this.limiter.reset(signInDeviceRule, ticket.trustedDevice);
    const deviceToken = ticket.deviceToken ?? newSecretToken();
    await this.trust(deviceKey(deviceToken, ticket.account), now);
    return deviceToken;
  }

  /**
   * A right password with a second step still to come: the attempt no longer counts on the
   * address, which limits guessing passwords, so people behind one address who use two factors do
   * not lock it out together. The account's counter keeps it until the second step succeeds.
   */
  async passwordAccepted(ticket: SignInTicket, now: number = Date.now()): Promise<void> {
    if (ticket.trustedDevice === null) await this.limiter.undo(signInAddressRule, ticket.address, now);
  }

  private async isTrusted(key: string, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('rate_limit_counters')
      .select('bucket')
      .where('bucket', '=', `${trustedDeviceBucket}:${key}`)
      .where('expires_at', '>', new Date(now).toISOString())
      .executeTakeFirst();
    return row !== undefined;
  }

  // The trust is a row of the counters table, so the housekeeping that purges expired counters
  // forgets devices that have not signed in for the trust's lifetime.
  private async trust(key: string, now: number): Promise<void> {
    const startedAt = new Date(now).toISOString();
    const expiresAt = new Date(now + trustedDeviceLifetimeMs).toISOString();
    await this.db
      .insertInto('rate_limit_counters')
      .values({
        bucket: `${trustedDeviceBucket}:${key}`,
        window_started_at: startedAt,
        hits: 0,
        expires_at: expiresAt,
      })
      .onConflict((conflict) =>
        conflict.column('bucket').doUpdateSet({ window_started_at: startedAt, expires_at: expiresAt }),
      )
      .execute();
  }
}

/** One key per (device, account): the token is trusted only for the accounts it signed in to. */
function deviceKey(deviceToken: string, account: string): string {
  return hashSecretToken(`${deviceToken}\n${account}`);
}
