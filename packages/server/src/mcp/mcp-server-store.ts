import type { JsonSchema } from '@spora/sdk';
import type { Kysely } from 'kysely';
import { type Database, isUniqueViolation, type McpServerRow, nowIso } from '../db/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import { McpServerError } from './mcp-server-error.js';
import {
  type McpAuthKind,
  type McpListedTool,
  type McpServerRecord,
  type McpServerSecrets,
  type McpTransportKind,
  noSecrets,
} from './mcp-server-record.js';

/** The fields a server is registered or changed with. */
export interface McpServerFields {
  readonly slug: string;
  readonly name: string;
  readonly ownerUserId: number | null;
  readonly transport: McpTransportKind;
  readonly command: string | null;
  readonly args: readonly string[];
  readonly url: string | null;
  readonly auth: McpAuthKind;
  readonly icon: string | null;
  readonly secrets: McpServerSecrets;
}

/** The `mcp_servers` rows; secrets are encrypted on the way in and decrypted on the way out. */
export class McpServerStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly encryption: FieldEncryption,
  ) {}

  async all(): Promise<McpServerRecord[]> {
    const rows = await this.db.selectFrom('mcp_servers').selectAll().orderBy('id').execute();
    return rows.map((row) => this.toRecord(row));
  }

  /** The servers one user sees: the global ones and their own. */
  async visibleTo(userId: number): Promise<McpServerRecord[]> {
    const rows = await this.db
      .selectFrom('mcp_servers')
      .selectAll()
      .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', userId)]))
      .orderBy('id')
      .execute();
    return rows.map((row) => this.toRecord(row));
  }

  async find(serverId: number): Promise<McpServerRecord | null> {
    const row = await this.db
      .selectFrom('mcp_servers')
      .selectAll()
      .where('id', '=', serverId)
      .executeTakeFirst();
    return row ? this.toRecord(row) : null;
  }

  async create(fields: McpServerFields): Promise<McpServerRecord> {
    const now = nowIso();
    try {
      const row = await this.db
        .insertInto('mcp_servers')
        .values({ ...this.toColumns(fields), tools: '[]', created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return this.toRecord(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(fields.slug);
      throw error;
    }
  }

  async update(serverId: number, fields: McpServerFields): Promise<McpServerRecord> {
    try {
      const row = await this.db
        .updateTable('mcp_servers')
        .set({ ...this.toColumns(fields), updated_at: nowIso() })
        .where('id', '=', serverId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw McpServerError.notFound(serverId);
      return this.toRecord(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(fields.slug);
      throw error;
    }
  }

  /** Stores a fresh listing, or the error that kept the server from answering one. */
  async recordListing(
    serverId: number,
    listing: { readonly tools: readonly McpListedTool[] } | { readonly error: string },
  ): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('mcp_servers')
      .set(
        'tools' in listing
          ? { tools: JSON.stringify(listing.tools), tools_refreshed_at: now, last_error: null }
          : { last_error: listing.error },
      )
      .where('id', '=', serverId)
      .execute();
  }

  async delete(serverId: number): Promise<void> {
    await this.db.deleteFrom('mcp_servers').where('id', '=', serverId).execute();
  }

  private toColumns(fields: McpServerFields) {
    return {
      slug: fields.slug,
      name: fields.name,
      owner_user_id: fields.ownerUserId,
      transport: fields.transport,
      command: fields.command,
      args: JSON.stringify(fields.args),
      url: fields.url,
      auth: fields.auth,
      icon: fields.icon,
      secrets: this.encryption.encrypt(JSON.stringify(fields.secrets)),
    };
  }

  private toRecord(row: McpServerRow): McpServerRecord {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      ownerUserId: row.owner_user_id,
      transport: row.transport,
      command: row.command,
      args: parseJson<string[]>(row.args, []),
      url: row.url,
      auth: row.auth,
      icon: row.icon,
      secrets: this.decryptSecrets(row),
      tools: parseJson<McpListedTool[]>(row.tools, []).map((tool) => ({
        ...tool,
        inputSchema: tool.inputSchema as JsonSchema,
      })),
      toolsRefreshedAt: row.tools_refreshed_at,
      lastError: row.last_error,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  // A secret that no longer decrypts (a replaced key) reads as none: the server then answers
  // "unauthorised", which says what to fix, instead of every listing failing.
  private decryptSecrets(row: McpServerRow): McpServerSecrets {
    const decrypted = this.encryption.decrypt(row.secrets, `mcp_servers.${row.id}.secrets`);
    if (!decrypted.ok) return noSecrets;
    return { ...noSecrets, ...parseJson<Partial<McpServerSecrets>>(decrypted.value, {}) };
  }
}

function slugTaken(slug: string): McpServerError {
  return new McpServerError('INVALID_STATE', `An MCP server with the slug "${slug}" exists already.`, {
    fields: { slug: 'is taken; choose another' },
  });
}

function parseJson<Value>(text: string, fallback: Value): Value {
  try {
    return JSON.parse(text) as Value;
  } catch {
    return fallback;
  }
}
