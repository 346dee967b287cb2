import { randomInt } from 'node:crypto';
import { SporaError } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { isoAfter, nowIso } from '../db/index.js';
import { hashSecretToken, secretsEqual } from './secret-tokens.js';
import { type AccountView, insertAccount, type UserAccounts } from './user-accounts.js';

/** How long a printed setup code stays valid; a restart prints a new one. */
export const setupCodeLifetimeMs = 24 * 3600_000;

// Crockford's base32: no I, L, O or U, so a code read off a log is typed back without confusion.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const groups = 5;
const groupLength = 4;

export type SetupErrorCode = 'SETUP_CODE_INVALID' | 'SETUP_NOT_NEEDED';

export class SetupError extends SporaError<SetupErrorCode> {}

export interface FirstAdministratorRequest {
  readonly setupCode: string;
  readonly email: string;
  readonly password: string;
  readonly displayName?: string | null;
}

/**
 * First run through the web UI: while no administrator exists, `spora serve` issues a one-time
 * code (20 characters, 100 bits) and prints it; whoever can read the server's log creates the
 * first administrator with it, and nobody who merely reaches the port can. Only the code's
 * SHA-256 is stored, in the database, so every API process accepts every printed code. Creating
 * the administrator deletes every code in the same transaction, which is what lets exactly one
 * of two concurrent attempts win.
 */
export class FirstRunSetup {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: UserAccounts,
  ) {}

  /** Setup is needed while no administrator exists. */
  async isNeeded(): Promise<boolean> {
    return !(await this.accounts.hasAdministrator());
  }

  /** Issues a new code (shown once: only its hash is kept) and drops expired ones. */
  async issueCode(now: number = Date.now()): Promise<string> {
    const code = Array.from({ length: groups }, () =>
      Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join(''),
    ).join('-');
    await this.db.deleteFrom('setup_codes').where('expires_at', '<=', new Date(now).toISOString()).execute();
    await this.db
      .insertInto('setup_codes')
      .values({
        code_hash: hashSetupCode(code),
        expires_at: isoAfter(setupCodeLifetimeMs, now),
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return code;
  }

  /**
   * Creates the first administrator, when the code is one of the live codes and no administrator
   * exists yet. `SETUP_NOT_NEEDED` when one exists (or a concurrent attempt just made one),
   * `SETUP_CODE_INVALID` for a wrong, used or expired code.
   */
  async createAdministrator(request: FirstAdministratorRequest): Promise<AccountView> {
    if (!(await this.isNeeded())) throw notNeeded();
    const presented = hashSetupCode(request.setupCode);
    if (!matchesAny(presented, await this.liveCodeHashes(this.db))) {
      // The codes also vanish when a concurrent attempt has just created the administrator.
      throw (await this.isNeeded()) ? invalidCode() : notNeeded();
    }
    // Validation and hashing are slow; they happen before the transaction, which only decides.
    const prepared = await this.accounts.prepare({
      email: request.email,
      password: request.password,
      displayName: request.displayName ?? null,
      role: 'admin',
    });
    return this.db.transaction().execute(async (trx) => {
      // Deleting every code first serialises concurrent attempts on the codes' rows: the one that
      // waited finds them gone, and the check below tells it why.
      const deleted = await trx.deleteFrom('setup_codes').returning(['code_hash', 'expires_at']).execute();
      const now = nowIso();
      const live = deleted.filter((row) => row.expires_at > now).map((row) => row.code_hash);
      const admin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
      if (admin !== undefined) throw notNeeded();
      if (!matchesAny(presented, live)) throw invalidCode();
      return insertAccount(trx, prepared);
    });
  }

  private async liveCodeHashes(db: Kysely<Database>): Promise<string[]> {
    const rows = await db
      .selectFrom('setup_codes')
      .select('code_hash')
      .where('expires_at', '>', nowIso())
      .execute();
    return rows.map((row) => row.code_hash);
  }
}

/** Codes are compared without their dashes, spaces and letter case. */
function hashSetupCode(code: string): string {
  return hashSecretToken(code.replace(/[\s-]/g, '').toUpperCase());
}

/** Compares against every live code, each in constant time, without stopping at a match. */
function matchesAny(presented: string, hashes: readonly string[]): boolean {
  let matched = false;
  for (const hash of hashes) matched = secretsEqual(presented, hash) || matched;
  return matched;
}

function notNeeded(): SetupError {
  return new SetupError('SETUP_NOT_NEEDED', 'An administrator exists already; sign in instead.');
}

function invalidCode(): SetupError {
  return new SetupError(
    'SETUP_CODE_INVALID',
    'The setup code is wrong or has expired; use the code the server printed in its log when it started.',
  );
}
