import type { RegisteredTool } from '../tools/index.js';
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
    await this.source.refresh(created.id);
    return this.get(created.id);
  }

  async update(serverId: number, input: McpServerInput): Promise<McpServerRecord> {
    const stored = await this.writable(serverId);
    const server = this.check(input, toChecked(stored));
    await this.store.update(serverId, { ...server, ownerUserId: this.ownerFor(server) });
    await this.source.remove(serverId);
    await this.source.refresh(serverId);
    return this.get(serverId);
  }

  async delete(serverId: number): Promise<void> {
    await this.writable(serverId);
    await this.source.remove(serverId);
    await this.store.delete(serverId);
  }

  /** Connects, lists the tools again and re-registers them. */
  async test(serverId: number): Promise<McpListingOutcome> {
    await this.get(serverId);
    return this.source.refresh(serverId);
  }

  async tools(serverId: number): Promise<RegisteredTool[]> {
    await this.get(serverId);
    return this.source.toolsOf(serverId);
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
    icon: record.icon,
    secrets: record.secrets,
  };
}
