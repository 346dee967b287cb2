import type { Kysely } from 'kysely';
import type { ApiToken, Database } from '../db/index.js';
import { idChunks, nowIso } from '../db/index.js';
import { type SecurityEventOrigin, SecurityLog } from '../security-log/index.js';
import { AccountError } from './account-error.js';
import type { CredentialHolder, PrincipalUser } from './principal.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';
import type { TokenScope } from './token-scopes.js';

/** Tokens start with this, so a leaked one is recognisable by secret scanners. */
export const apiTokenPrefix = 'spora_pat_';
const shownPrefixLength = apiTokenPrefix.length + 6;
const usageWriteIntervalMs = 60_000;
const hourMs = 3_600_000;
const maximumTokensPerUser = 50;

/** A token as lists show it: never the secret, only its first characters; its agents parsed. */
export type ApiTokenView = Omit<ApiToken, 'token_hash' | 'agent_ids'> & {
  readonly agent_ids: readonly number[] | null;
};

export interface CreatedApiToken {
  readonly token: ApiTokenView;
  /** The secret itself; returned once, at creation, and never again. */
  readonly secret: string;
}

export interface NewApiToken {
  readonly name: string;
  /** ISO-8601; null or absent for a token that does not expire. */
  readonly expiresAt?: string | null;
  /** Absent: `admin`, what every token could do before tokens had scopes. */
  readonly scope?: TokenScope;
  /** Ids of the user's own agents the token is limited to; null or absent: no limit. */
  readonly agentIds?: readonly number[] | null;
}

/** What authenticating a bearer secret found: the token and its user, or why it opens nothing. */
export type ApiTokenAuthentication =
  | {
      readonly outcome: 'valid';
      readonly tokenId: number;
      readonly user: PrincipalUser;
      readonly scope: TokenScope;
      readonly agentIds: readonly number[] | null;
      readonly expiresAt: string | null;
    }
  | { readonly outcome: 'expired' }
  | { readonly outcome: 'unknown' };

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
    const agentIds = input.agentIds ? [...new Set(input.agentIds)].sort((a, b) => a - b) : null;
    if (agentIds?.length === 0) fields.agent_ids = 'must name at least one agent, or be null for all';
    else if (agentIds !== null) {
      const owned = await this.db
        .selectFrom('agents')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'in', agentIds)
        .execute();
      if (owned.length !== agentIds.length) fields.agent_ids = 'must name only your own agents';
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
        scope: input.scope ?? 'admin',
        agent_ids: agentIds === null ? null : JSON.stringify(agentIds),
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

  /**
   * Which of these tokens still authenticate (not deleted, not expired, their user active), with
   * whose they are. Writes nothing.
   */
  async liveOf(tokenIds: readonly number[]): Promise<Map<number, CredentialHolder>> {
    const live = new Map<number, CredentialHolder>();
    const now = Date.now();
    for (const chunk of idChunks(tokenIds)) {
      const rows = await this.db
        .selectFrom('api_tokens')
        .innerJoin('users', 'users.id', 'api_tokens.user_id')
        .select(['api_tokens.id', 'api_tokens.expires_at', 'users.id as user_id', 'users.role'])
        .where('api_tokens.id', 'in', chunk)
        .where('users.status', '=', 'active')
        .execute();
      for (const row of rows)
        if (row.expires_at === null || Date.parse(row.expires_at) > now)
          live.set(row.id, { id: row.user_id, role: row.role });
    }
    return live;
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

  /**
   * The active user this bearer secret acts for, with what the token may do. An expired token is
   * told apart so that a script can say "renew the token" instead of "wrong token"; a suspended
   * user's token is as unknown as a forged one.
   */
  async authenticate(
    secret: string,
    origin: Pick<SecurityEventOrigin, 'address' | 'userAgent'> = { address: null, userAgent: null },
  ): Promise<ApiTokenAuthentication> {
    if (!secret.startsWith(apiTokenPrefix)) return { outcome: 'unknown' };
    const row = await this.db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .select([
        'api_tokens.id as token_id',
        'api_tokens.expires_at',
        'api_tokens.last_used_at',
        'api_tokens.scope',
        'api_tokens.agent_ids',
        'users.id as user_id',
        'users.email',
        'users.role',
        'users.status',
      ])
      .where('api_tokens.token_hash', '=', hashSecretToken(secret))
      .executeTakeFirst();
    if (row?.status !== 'active') return { outcome: 'unknown' };
    const now = Date.now();
    if (row.expires_at !== null && Date.parse(row.expires_at) <= now) return { outcome: 'expired' };
    const lastUsed = row.last_used_at === null ? null : Date.parse(row.last_used_at);
    if (lastUsed === null || now - lastUsed >= usageWriteIntervalMs) {
      // Conditional on the value read, so of concurrent requests one writes and logs the use.
      const written = await this.db
        .updateTable('api_tokens')
        .set({ last_used_at: new Date(now).toISOString(), updated_at: nowIso() })
        .where('id', '=', row.token_id)
        .where('last_used_at', row.last_used_at === null ? 'is' : '=', row.last_used_at)
        .executeTakeFirst();
      // The security log notes a token's use once per clock hour, not on every request.
      const newHour = lastUsed === null || Math.floor(lastUsed / hourMs) !== Math.floor(now / hourMs);
      if (newHour && Number(written.numUpdatedRows) === 1) {
        await new SecurityLog(this.db).record(
          { kind: 'api_token.used', subjectUserId: row.user_id, detail: { token_id: row.token_id } },
          { ...origin, actorUserId: row.user_id },
        );
      }
    }
    return {
      outcome: 'valid',
      tokenId: row.token_id,
      user: { id: row.user_id, email: row.email, role: row.role },
      scope: row.scope,
      agentIds: parseAgentIds(row.agent_ids),
      expiresAt: row.expires_at,
    };
  }
}

function parseAgentIds(stored: string | null): readonly number[] | null {
  return stored === null ? null : (JSON.parse(stored) as number[]);
}

function withoutHash(row: ApiToken): ApiTokenView {
  const { token_hash: _hash, agent_ids: agentIds, ...view } = row;
  return { ...view, agent_ids: parseAgentIds(agentIds) };
}
