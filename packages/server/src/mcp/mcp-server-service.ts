import type { RegisteredTool } from '../tools/index.js';
import type { McpConnectionPool } from './mcp-connection-pool.js';
import type { McpOauth } from './mcp-oauth.js';
import { McpServerError } from './mcp-server-error.js';
import { type CheckedMcpServer, checkMcpServer, type McpServerInput } from './mcp-server-input.js';
import type { McpServerRecord } from './mcp-server-record.js';
import type { McpServerStore } from './mcp-server-store.js';
import type { McpListingOutcome, McpToolSource } from './mcp-tool-source.js';

export interface McpServerActor {
  readonly id: number;
  readonly isAdmin: boolean;
}

/**
 * Which connections to a changed server, pooled in other threads, were made with what it was:
 * all of them (its settings changed, or it is gone), none (its tools were listed again), or one
 * user's (they connected or disconnected their account).
 */
export type StaleMcpConnections = 'all' | 'none' | { readonly userId: number };

/**
 * The MCP servers one user manages: their own, and (administrators) the global ones. Another
 * user's server is a `NOT_FOUND`; a global one a non-administrator tries to change a `FORBIDDEN`.
 * Registering or changing a server lists its tools right away; a server that cannot be reached
 * is still saved, with the error, so it can be fixed and tested again.
 */
export class McpServerService {
  constructor(
    private readonly actor: McpServerActor,
    private readonly store: McpServerStore,
    private readonly source: McpToolSource,
    private readonly oauth: McpOauth,
    private readonly pool: McpConnectionPool,
    private readonly connected: (server: McpServerRecord, userId: number) => Promise<void>,
    /**
     * Tells the process's other threads that the server's settings, tools or connections changed,
     * and which of their connections to it were made with what it was.
     */
    private readonly changed: (serverId: number, stale: StaleMcpConnections) => void,
  ) {}

  async list(): Promise<McpServerRecord[]> {
    return this.store.visibleTo(this.actor.id);
  }

  async get(serverId: number): Promise<McpServerRecord> {
    const server = await this.store.find(serverId);
    if (!server || (server.ownerUserId !== null && server.ownerUserId !== this.actor.id)) {
      throw McpServerError.notFound(serverId);
    }
    return server;
  }

  async create(input: McpServerInput): Promise<McpServerRecord> {
    const server = this.check(input, null);
    const created = await this.store.create({ ...server, ownerUserId: this.ownerFor(server) });
    await this.source.refresh(created.id, this.actor.id);
    this.changed(created.id, 'none');
    return this.get(created.id);
  }

  async update(serverId: number, input: McpServerInput): Promise<McpServerRecord> {
    const stored = await this.writable(serverId);
    const server = this.check(input, toChecked(stored));
    await this.store.update(serverId, { ...server, ownerUserId: this.ownerFor(server) });
    await this.source.remove(serverId);
    await this.source.refresh(serverId, this.actor.id);
    this.changed(serverId, 'all');
    return this.get(serverId);
  }

  async delete(serverId: number): Promise<void> {
    await this.writable(serverId);
    await this.source.remove(serverId);
    await this.store.delete(serverId);
    this.changed(serverId, 'all');
  }

  /** Connects, lists the tools again and re-registers them. */
  async test(serverId: number): Promise<McpListingOutcome> {
    await this.get(serverId);
    const outcome = await this.source.refresh(serverId, this.actor.id);
    this.changed(serverId, 'none');
    return outcome;
  }

  async tools(serverId: number): Promise<RegisteredTool[]> {
    await this.get(serverId);
    return this.source.toolsOf(serverId);
  }

  /** Whether the actor has connected their account to an OAuth server (always false otherwise). */
  async isConnected(server: McpServerRecord): Promise<boolean> {
    return server.auth === 'oauth' && (await this.oauth.isConnected(server, this.actor.id));
  }

  /**
   * Starts connecting the actor's account to an OAuth server: the authorization URL to open, or
   * `null` when the stored tokens still work (then the tools are listed again with them).
   */
  async connect(serverId: number): Promise<URL | null> {
    const server = await this.oauthServer(serverId);
    let url: URL | null;
    try {
      url = await this.oauth.begin(server, this.actor.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new McpServerError('INVALID_STATE', `MCP server "${server.name}" cannot be connected: ${reason}`);
    }
    if (url === null) {
      await this.source.refresh(serverId, this.actor.id);
      this.changed(serverId, 'none');
    }
    return url;
  }

  /** Completes a connection with the code and state the authorization server sent back. */
  async finishConnect(state: string, code: string): Promise<McpServerRecord> {
    const pending = await this.oauth.store.findByState(state);
    if (!pending || pending.userId !== this.actor.id) {
      throw new McpServerError(
        'NOT_FOUND',
        'No connection of yours is under way with this state; start it again.',
      );
    }
    const server = await this.oauthServer(pending.serverId);
    try {
      await this.oauth.finish(server, this.actor.id, code);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new McpServerError('INVALID_STATE', `The authorization could not be completed: ${reason}`);
    }
    await this.pool.closeConnection(server.id, this.actor.id);
    await this.source.refresh(server.id, this.actor.id);
    // Before the waiting tasks are queued again: the threads that run them learn of the tools first.
    this.changed(server.id, { userId: this.actor.id });
    await this.connected(server, this.actor.id);
    return this.get(server.id);
  }

  /** Forgets the actor's tokens for a server; its tools then ask them to connect again. */
  async disconnect(serverId: number): Promise<void> {
    await this.oauthServer(serverId);
    await this.oauth.store.forget(serverId, this.actor.id);
    await this.pool.closeConnection(serverId, this.actor.id);
    this.changed(serverId, { userId: this.actor.id });
  }

  private async oauthServer(serverId: number): Promise<McpServerRecord> {
    const server = await this.get(serverId);
    if (server.auth !== 'oauth') {
      throw new McpServerError('INVALID_STATE', `MCP server "${server.name}" does not use OAuth.`);
    }
    return server;
  }

  private async writable(serverId: number): Promise<McpServerRecord> {
    const server = await this.get(serverId);
    if (server.ownerUserId === null && !this.actor.isAdmin) {
      throw new McpServerError('FORBIDDEN', 'Only administrators change global MCP servers.');
    }
    return server;
  }

  private check(input: McpServerInput, base: CheckedMcpServer | null): CheckedMcpServer {
    const checked = checkMcpServer(input, base, this.actor.isAdmin);
    if ('fields' in checked) throw McpServerError.invalid(checked.fields);
    if (checked.server.scope === 'global' && !this.actor.isAdmin) {
      throw new McpServerError('FORBIDDEN', 'Only administrators register global MCP servers.');
    }
    return checked.server;
  }

  private ownerFor(server: CheckedMcpServer): number | null {
    return server.scope === 'global' ? null : this.actor.id;
  }
}

function toChecked(record: McpServerRecord): CheckedMcpServer {
  return {
    slug: record.slug,
    name: record.name,
    scope: record.ownerUserId === null ? 'global' : 'user',
    transport: record.transport,
    command: record.command,
    args: record.args,
    url: record.url,
    auth: record.auth,
    icon: record.icon,
    secrets: record.secrets,
  };
}
