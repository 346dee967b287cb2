import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { hashSecretToken } from './secret-tokens.js';

/** How many recovery codes a user gets at a time. */
export const recoveryCodeCount = 10;

// Crockford-style alphabet without look-alikes (0/O, 1/I/L), so codes survive being copied by hand.
const alphabet = '23456789abcdefghjkmnpqrstuvwxyz';

/** A code of 16 characters (about 79 bits), shown in groups of four: `abcd-efgh-jkmn-pqrs`. */
function newRecoveryCode(): string {
  const characters = [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** The form codes are hashed in: case, spaces and dashes do not matter when typed. */
function normalizedRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * Single-use recovery codes. High-entropy random codes need no salt or slow hash: their SHA-256
 * is stored, and the codes themselves are shown once, when they are made.
 */
export class RecoveryCodes {
  constructor(private readonly db: Kysely<Database>) {}

  /** Replaces the user's codes with fresh ones and returns them; the old ones stop working. */
  async regenerate(userId: number): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    const createdAt = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('recovery_codes')
        .values(
          codes.map((code) => ({
            user_id: userId,
            code_hash: hashSecretToken(normalizedRecoveryCode(code)),
            used_at: null,
            created_at: createdAt,
          })),
        )
        .execute();
    });
    return codes;
  }

  /** Marks the code used and answers true, once; a wrong or used code answers false. */
  async consume(userId: number, code: string): Promise<boolean> {
    const result = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: nowIso() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hashSecretToken(normalizedRecoveryCode(code)))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async remaining(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async removeAllOf(userId: number): Promise<void> {
    await this.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  }
}
