import type { JsonSchema } from '@spora/sdk';
import type { Kysely } from 'kysely';
import { canonicalJson, type Database, sha256Hex } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import type { RegisteredTool, ToolRegistry } from '../tools/index.js';
import type { McpConnectionPool } from './mcp-connection-pool.js';
import type { McpListedTool, McpServerRecord } from './mcp-server-record.js';
import type { McpServerStore } from './mcp-server-store.js';
import { describeMcpTool, type McpToolDependencies } from './mcp-tool.js';

/** What a listing found: the tools, or why the server could not be asked. */
export type McpListingOutcome =
  | {
      readonly ok: true;
      readonly tools: readonly McpListedTool[];
      readonly changedSchemas: readonly string[];
    }
  | { readonly ok: false; readonly error: string };

/**
 * Keeps the registry in step with the registered MCP servers. Every process registers the tools of
 * each server's stored listing at start; a refresh (registration, "test", a server's
 * `notifications/tools/list_changed`) asks the server again, stores the listing and re-registers.
 * A tool whose input schema changed loses its agents' auto-approval: an operator approved calls of
 * the old schema, not of the new one.
 */
export class McpToolSource {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: McpServerStore,
    private readonly registry: ToolRegistry,
    private readonly pool: McpConnectionPool,
    private readonly dependencies: McpToolDependencies,
    private readonly logger: Logger,
  ) {}

  /** What each server's registration was built from, so `registerStored` redoes only changes. */
  private readonly registeredVersions = new Map<number, string>();

  /**
   * Registers each stored server's last listing, skipping those unchanged since the last time,
   * and removes the tools of servers that are gone: how a process learns of servers another
   * process registered, changed or removed.
   */
  async registerStored(): Promise<void> {
    const servers = await this.store.all();
    const present = new Set(servers.map((server) => server.id));
    for (const id of [...this.registeredVersions.keys()]) {
      if (present.has(id)) continue;
      this.registeredVersions.delete(id);
      await this.remove(id);
    }
    for (const server of servers) {
      const version = `${server.updatedAt}|${server.toolsRefreshedAt ?? ''}`;
      if (this.registeredVersions.get(server.id) === version) continue;
      this.registerListing(server, server.tools);
    }
  }

  /**
   * Lists the server's tools again. An OAuth server is asked with the tokens of `asUser` (who
   * registered, tested or connected it); without them the listing waits for someone to connect.
   */
  async refresh(serverId: number, asUser: number | null = null): Promise<McpListingOutcome> {
    const server = await this.store.find(serverId);
    if (!server) return { ok: false, error: 'the server has been removed' };
    let tools: McpListedTool[];
    try {
      const client = await this.clientFor(server, asUser);
      const listing = await client.listTools(undefined, { timeout: this.dependencies.callTimeoutMs });
      tools = listing.tools.map((tool) => ({
        name: tool.name,
        title: tool.title ?? tool.annotations?.title ?? null,
        description: tool.description ?? '',
        inputSchema: tool.inputSchema as JsonSchema,
        schemaHash: schemaHash(tool.inputSchema),
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.store.recordListing(serverId, { error: message });
      return { ok: false, error: message };
    }
    const changedSchemas = await this.revokeChangedApprovals(server, tools);
    await this.store.recordListing(serverId, { tools });
    this.registerListing((await this.store.find(serverId)) ?? server, tools);
    return { ok: true, tools, changedSchemas };
  }

  /** For `notifications/tools/list_changed`: refreshes in the background, logging a failure. */
  refreshSoon(serverId: number, asUser: number | null = null): void {
    this.refresh(serverId, asUser).then(
      (outcome) => {
        if (!outcome.ok) this.logger.warn({ serverId, error: outcome.error }, 'MCP tool list refresh failed');
      },
      (error: unknown) => this.logger.warn({ err: error, serverId }, 'MCP tool list refresh failed'),
    );
  }

  private async clientFor(server: McpServerRecord, asUser: number | null) {
    if (server.auth !== 'oauth') return this.pool.client(server, server.ownerUserId);
    if (asUser === null) throw new Error('connect an account to list its tools');
    const provider = await this.dependencies.oauth.readyProvider(server, asUser);
    return this.pool.client(server, asUser, provider);
  }

  async remove(serverId: number): Promise<void> {
    this.registeredVersions.delete(serverId);
    this.registry.unregisterWhere((tool) => isToolOf(tool, serverId));
    await this.pool.closeServer(serverId);
  }

  /** The registered tools of one server, in listing order. */
  toolsOf(serverId: number): RegisteredTool[] {
    return this.registry.list().filter((tool) => isToolOf(tool, serverId));
  }

  registerListing(server: McpServerRecord, tools: readonly McpListedTool[]): void {
    this.registeredVersions.set(server.id, `${server.updatedAt}|${server.toolsRefreshedAt ?? ''}`);
    this.registry.unregisterWhere((tool) => isToolOf(tool, server.id));
    for (const listed of tools) {
      try {
        this.registry.registerDescribed(describeMcpTool(server, listed, this.dependencies));
      } catch (error) {
        this.logger.warn(
          { err: error, mcpServer: server.slug, tool: listed.name },
          'MCP tool not registered',
        );
      }
    }
  }

  private async revokeChangedApprovals(
    server: McpServerRecord,
    tools: readonly McpListedTool[],
  ): Promise<string[]> {
    const before = new Map(server.tools.map((tool) => [tool.name, tool.schemaHash]));
    const changed = tools.filter((tool) => {
      const previous = before.get(tool.name);
      return previous !== undefined && previous !== tool.schemaHash;
    });
    if (changed.length === 0) return [];
    const classes = changed.map((tool) => describeMcpTool(server, tool, this.dependencies).toolClass);
    await this.db
      .updateTable('agent_tool_operation_overrides')
      .set({ requires_approval: null })
      .where('tool_class', 'in', classes)
      .where('requires_approval', '=', 0)
      .execute();
    this.logger.info(
      { mcpServer: server.slug, tools: classes },
      'MCP tool schemas changed; auto-approval revoked',
    );
    return classes;
  }
}

function isToolOf(tool: RegisteredTool, serverId: number): boolean {
  return tool.origin.kind === 'mcp' && tool.origin.serverId === serverId;
}

/** A stable hash of a schema: keys sorted, so reordering alone is no change. */
export function schemaHash(schema: unknown): string {
  return sha256Hex(canonicalJson(schema)).slice(0, 32);
}
