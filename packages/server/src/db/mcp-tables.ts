import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
/** Set on insert, read back, never updated. */
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

/** A registered MCP server; `secrets` is encrypted JSON, `tools` the cached tool list (JSON). */
export interface McpServersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** `null`: a global server, managed by administrators. */
  owner_user_id: number | null;
  transport: 'stdio' | 'http';
  command: string | null;
  /** JSON array of strings. */
  args: string;
  url: string | null;
  auth: 'none' | 'oauth';
  icon: string | null;
  secrets: string;
  tools: string;
  tools_refreshed_at: Timestamp | null;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One user's OAuth session with one MCP server; `data` is encrypted JSON. */
export interface McpOauthCredentialsTable {
  id: Generated<number>;
  server_id: number;
  user_id: number;
  data: string;
  pending_state: string | null;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
