import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
/** Set on insert, read back, never updated. */
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

/** A signed-in browser session; the cookie carries a token whose SHA-256 is `token_hash`. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  csrf_token: string;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  user_agent: string | null;
  ip_address: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A personal API token for scripts; only its SHA-256 is stored. */
/** What a personal API token may do (see `accounts/token-scopes.ts`). */
export type ApiTokenScope = 'read' | 'tasks' | 'agents' | 'admin';

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  token_prefix: string;
  /** What the token may do; widest first: `admin` ⊃ `agents` ⊃ `tasks` ⊃ `read`. */
  scope: ColumnType<ApiTokenScope, ApiTokenScope | undefined, never>;
  /** JSON array of the agent ids the token is limited to; NULL: all the user's agents. */
  agent_ids: string | null;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Fixed-window counters for rate limits, shared by every API process. */
export interface RateLimitCountersTable {
  bucket: string;
  window_started_at: Timestamp;
  hits: Generated<number>;
  expires_at: Timestamp;
}
