import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Kysely } from 'kysely';
import { type Database, isoAfter, nowIso } from '../db/index.js';
import type { FieldEncryption } from '../secrets/index.js';

/** What Spora keeps of one user's OAuth session with one server. */
export interface McpOauthData {
  readonly clientInformation?: OAuthClientInformationMixed;
  readonly tokens?: OAuthTokens;
  /** When the access token expires (ISO-8601), from `expires_in` at the time it was issued. */
  readonly tokensExpireAt?: string | null;
  readonly codeVerifier?: string;
}

export interface McpOauthCredential {
  readonly serverId: number;
  readonly userId: number;
  readonly data: McpOauthData;
}

/** `mcp_oauth_credentials`: per (server, user), the whole session encrypted as one value. */
export class McpOauthStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly encryption: FieldEncryption,
  ) {}

  async get(serverId: number, userId: number): Promise<McpOauthData> {
    const row = await this.db
      .selectFrom('mcp_oauth_credentials')
      .select(['id', 'data'])
      .where('server_id', '=', serverId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? this.decrypt(row.id, row.data) : {};
  }

  /** Merges `change` into what is stored; `pendingState` marks a connection under way. */
  async update(
    serverId: number,
    userId: number,
    change: Partial<McpOauthData>,
    pendingState?: string | null,
  ): Promise<McpOauthData> {
    const next: McpOauthData = { ...(await this.get(serverId, userId)), ...change };
    if (change.tokens) {
      (next as { tokensExpireAt?: string | null }).tokensExpireAt =
        change.tokens.expires_in === undefined ? null : isoAfter(change.tokens.expires_in * 1000);
    }
    const now = nowIso();
    const values = {
      data: this.encryption.encrypt(JSON.stringify(next)),
      expires_at: next.tokensExpireAt ?? null,
      updated_at: now,
      ...(pendingState !== undefined ? { pending_state: pendingState } : {}),
    };
    await this.db
      .insertInto('mcp_oauth_credentials')
      .values({ server_id: serverId, user_id: userId, created_at: now, ...values })
      .onConflict((conflict) => conflict.columns(['server_id', 'user_id']).doUpdateSet(values))
      .execute();
    return next;
  }

  async findByState(state: string): Promise<{ serverId: number; userId: number } | null> {
    const row = await this.db
      .selectFrom('mcp_oauth_credentials')
      .select(['server_id', 'user_id'])
      .where('pending_state', '=', state)
      .executeTakeFirst();
    return row ? { serverId: row.server_id, userId: row.user_id } : null;
  }

  async forget(serverId: number, userId: number): Promise<void> {
    await this.db
      .deleteFrom('mcp_oauth_credentials')
      .where('server_id', '=', serverId)
      .where('user_id', '=', userId)
      .execute();
  }

  // A session that no longer decrypts (a replaced key) reads as none: the person connects again.
  private decrypt(id: number, stored: string): McpOauthData {
    const decrypted = this.encryption.decrypt(stored, `mcp_oauth_credentials.${id}.data`);
    if (!decrypted.ok) return {};
    try {
      return JSON.parse(decrypted.value) as McpOauthData;
    } catch {
      return {};
    }
  }
}
