import type { Kysely } from 'kysely';
import type { ApiToken, Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { AccountError } from './account-error.js';
import type { PrincipalUser } from './principal.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';

/** Tokens start with this, so a leaked one is recognisable by secret scanners. */
export const apiTokenPrefix = 'spora_pat_';
const shownPrefixLength = apiTokenPrefix.length + 6;
const usageWriteIntervalMs = 60_000;
const maximumTokensPerUser = 50;

/** A token as lists show it: never the secret, only its first characters. */
export type ApiTokenView = Omit<ApiToken, 'token_hash'>;

export interface CreatedApiToken {
  readonly token: ApiTokenView;
  /** The secret itself; returned once, at creation, and never again. */
  readonly secret: string;
}

export interface NewApiToken {
  readonly name: string;
  /** ISO-8601; null or absent for a token that does not expire. */
  readonly expiresAt?: string | null;
}

/** Personal API tokens (`Authorization: Bearer spora_pat_…`), stored as SHA-256 hashes. */
export class ApiTokens {
  constructor(private readonly db: Kysely<Database>) {}

  async create(userId: number, input: NewApiToken): Promise<CreatedApiToken> {
    const name = input.name.trim();
    const fields: Record<string, string> = {};
    if (name.length === 0 || name.length > 100) fields.name = 'must have 1 to 100 characters';
    const expiresAt = input.expiresAt ?? null;
    if (expiresAt !== null && !(Date.parse(expiresAt) > Date.now())) {
      fields.expires_at = 'must be a date-time in the future';
    }
    if (Object.keys(fields).length > 0) {
      throw new AccountError('VALIDATION_ERROR', 'Invalid API token.', { fields });
    }
    const { count } = await this.db
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maximumTokensPerUser) {
      throw new AccountError('VALIDATION_ERROR', `A user may hold at most ${maximumTokensPerUser} tokens.`, {
        fields: { name: 'too many tokens; delete one first' },
      });
    }
    const secret = newSecretToken(apiTokenPrefix);
    const now = nowIso();
    const row = await this.db
      .insertInto('api_tokens')
      .values({
        user_id: userId,
        name,
        token_hash: hashSecretToken(secret),
        token_prefix: secret.slice(0, shownPrefixLength),
        last_used_at: null,
        expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString(),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { token: withoutHash(row), secret };
  }

  async list(userId: number): Promise<ApiTokenView[]> {
    const rows = await this.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map(withoutHash);
  }

  /** Deletes one of the user's tokens; false when the user has no such token. */
  async revoke(userId: number, tokenId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('api_tokens')
      .where('id', '=', tokenId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Deletes every token of the user (after a password change, say); answers how many there were. */
  async revokeAllOf(userId: number): Promise<number> {
    const result = await this.db.deleteFrom('api_tokens').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The active user this bearer secret acts for, or null (unknown, expired, or user suspended). */
  async authenticate(secret: string): Promise<{ tokenId: number; user: PrincipalUser } | null> {
    if (!secret.startsWith(apiTokenPrefix)) return null;
    const row = await this.db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .select([
        'api_tokens.id as token_id',
        'api_tokens.expires_at',
        'api_tokens.last_used_at',
        'users.id as user_id',
        'users.email',
        'users.role',
        'users.status',
      ])
      .where('api_tokens.token_hash', '=', hashSecretToken(secret))
      .executeTakeFirst();
    if (row?.status !== 'active') return null;
    const now = Date.now();
    if (row.expires_at !== null && Date.parse(row.expires_at) <= now) return null;
    if (row.last_used_at === null || now - Date.parse(row.last_used_at) >= usageWriteIntervalMs) {
      await this.db
        .updateTable('api_tokens')
        .set({ last_used_at: new Date(now).toISOString(), updated_at: nowIso() })
        .where('id', '=', row.token_id)
        .execute();
    }
    return { tokenId: row.token_id, user: { id: row.user_id, email: row.email, role: row.role } };
  }
}

function withoutHash(row: ApiToken): ApiTokenView {
  const { token_hash: _hash, ...view } = row;
  return view;
}
