import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../db/index.js';
import { idChunks, nowIso } from '../db/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import { AccountError } from './account-error.js';
import { verifyPassword } from './password-hashing.js';
import { RecoveryCodes } from './recovery-codes.js';
import { TwoFactorError } from './two-factor-error.js';

/** The name authenticator apps show next to the account. */
const issuer = 'Spora';

/**
 * Seconds of clock drift accepted either side: one 30-second step, as authenticator apps and
 * RFC 6238 §5.2 suggest, so a code typed as it rolls over still counts.
 */
const driftToleranceSeconds = 30;

const secretField = 'totp_factors.secret';

/** What starting enrolment hands the user: the secret, as a URI for a QR code and as text. */
export interface TotpEnrolment {
  readonly secret: string;
  readonly otpauthUri: string;
}

export interface TwoFactorStatus {
  readonly enabled: boolean;
  readonly recoveryCodesLeft: number;
}

/** A second factor as the sign-in's second step receives it. */
export type SecondFactor = { readonly code: string } | { readonly recoveryCode: string };

/**
 * A user's second factor: TOTP (RFC 6238) with single-use recovery codes. The secret is stored
 * encrypted; enrolment is pending until a first code proves the authenticator holds it. A code
 * is accepted at most once: the time step it matched is remembered and no code of that step or
 * an earlier one counts again, so an observed code cannot be replayed within its window.
 */
/** Which of these users have a confirmed second factor: one statement per 500 of them. */
export async function confirmedFactorsAmong(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Set<number>> {
  const enabled = new Set<number>();
  for (const chunk of idChunks([...new Set(userIds)])) {
    const rows = await db
      .selectFrom('totp_factors')
      .select('user_id')
      .where('user_id', 'in', chunk)
      .where('confirmed_at', 'is not', null)
      .execute();
    for (const row of rows) enabled.add(row.user_id);
  }
  return enabled;
}

export class TwoFactor {
  readonly recoveryCodes: RecoveryCodes;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly encryption: FieldEncryption,
  ) {
    this.recoveryCodes = new RecoveryCodes(db);
  }

  async status(userId: number): Promise<TwoFactorStatus> {
    const enabled = await this.isEnabled(userId);
    return { enabled, recoveryCodesLeft: enabled ? await this.recoveryCodes.remaining(userId) : 0 };
  }

  async isEnabled(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('totp_factors')
      .select('confirmed_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined && row.confirmed_at !== null;
  }

  /** Which of these users have two factors on (for a page of accounts). */
  enabledAmong(userIds: readonly number[]): Promise<Set<number>> {
    return confirmedFactorsAmong(this.db, userIds);
  }

  /** Starts (or restarts) enrolment with a new secret; refused while a confirmed factor is on. */
  async startEnrolment(userId: number, accountLabel: string): Promise<TotpEnrolment> {
    if (await this.isEnabled(userId)) {
      throw new TwoFactorError('INVALID_STATE', 'Two-factor sign-in is on already; turn it off first.');
    }
    const secret = generateSecret();
    const now = nowIso();
    const stored = this.encryption.encrypt(secret);
    await this.db
      .insertInto('totp_factors')
      .values({
        user_id: userId,
        secret: stored,
        confirmed_at: null,
        last_time_step: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ secret: stored, last_time_step: null, updated_at: now }),
      )
      .execute();
    return { secret, otpauthUri: generateURI({ issuer, label: accountLabel, secret }) };
  }

  /** Confirms the pending enrolment with a first code and returns the recovery codes, once. */
  async confirmEnrolment(userId: number, code: string): Promise<string[]> {
    const factor = await this.factorOf(userId);
    if (factor === null || factor.confirmed) {
      throw new TwoFactorError('INVALID_STATE', 'No enrolment is pending; start one first.');
    }
    if (!(await this.acceptTotp(userId, factor.secret, factor.lastTimeStep, code))) {
      throw TwoFactorError.wrongCode();
    }
    const now = nowIso();
    await this.db
      .updateTable('totp_factors')
      .set({ confirmed_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    return this.recoveryCodes.regenerate(userId);
  }

  /** True once for a right, unused TOTP or recovery code of a user whose factor is on. */
  async verify(userId: number, factor: SecondFactor): Promise<boolean> {
    const stored = await this.factorOf(userId);
    if (stored === null || !stored.confirmed) return false;
    if ('recoveryCode' in factor) return this.recoveryCodes.consume(userId, factor.recoveryCode);
    return this.acceptTotp(userId, stored.secret, stored.lastTimeStep, factor.code);
  }

  /** New recovery codes, for a right TOTP code; the old ones stop working. */
  async regenerateRecoveryCodes(userId: number, code: string): Promise<string[]> {
    const stored = await this.factorOf(userId);
    if (stored === null || !stored.confirmed) {
      throw new TwoFactorError('INVALID_STATE', 'Two-factor sign-in is off.');
    }
    if (!(await this.acceptTotp(userId, stored.secret, stored.lastTimeStep, code))) {
      throw TwoFactorError.wrongCode();
    }
    return this.recoveryCodes.regenerate(userId);
  }

  /** Turns two factors off after checking the user's password (a borrowed session is not enough). */
  async disable(userId: number, password: string): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw AccountError.userNotFound(userId);
    const matches = user.password_hash !== null && (await verifyPassword(user.password_hash, password));
    if (!matches) throw AccountError.invalid('Two-factor sign-in not turned off', { password: 'is wrong' });
    await this.remove(userId);
  }

  /** Removes the user's factor and recovery codes, as turning it off or an administrator's reset does. */
  async remove(userId: number): Promise<void> {
    await this.db.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
    await this.recoveryCodes.removeAllOf(userId);
  }

  private async factorOf(
    userId: number,
  ): Promise<{ secret: string; confirmed: boolean; lastTimeStep: number | null } | null> {
    const row = await this.db
      .selectFrom('totp_factors')
      .select(['secret', 'confirmed_at', 'last_time_step'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    const secret = this.encryption.decrypt(row.secret, secretField);
    if (!secret.ok) throw new TwoFactorError('INVALID_STATE', secret.error.message);
    return {
      secret: secret.value,
      confirmed: row.confirmed_at !== null,
      lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step),
    };
  }

  /**
   * Checks a code and claims its time step; the claim is a conditional update, so of two requests
   * with the same code only one is accepted.
   */
  private async acceptTotp(
    userId: number,
    secret: string,
    lastTimeStep: number | null,
    code: string,
  ): Promise<boolean> {
    if (!/^\d{6}$/.test(code.trim())) return false;
    const result = await verify({
      secret,
      token: code.trim(),
      epochTolerance: driftToleranceSeconds,
      ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
    });
    if (!result.valid || !('timeStep' in result)) return false;
    const claimed = await this.db
      .updateTable('totp_factors')
      .set({ last_time_step: result.timeStep })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', result.timeStep)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }
}
