import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import type { FieldEncryption } from '../secrets/index.js';
import type { ToolRegistry } from '../tools/index.js';
import {
  defaultMcpPoolOptions,
  McpConnectionPool,
  type McpConnectionPoolOptions,
} from './mcp-connection-pool.js';
import { type McpServerActor, McpServerService } from './mcp-server-service.js';
import { McpServerStore } from './mcp-server-store.js';
import { McpToolSource } from './mcp-tool-source.js';

export interface McpServersOptions {
  readonly db: Kysely<Database>;
  readonly encryption: FieldEncryption;
  readonly registry: ToolRegistry;
  readonly logger: Logger;
  readonly pool?: Partial<Omit<McpConnectionPoolOptions, 'logger' | 'onToolsChanged'>>;
  /** How long one `tools/call` or `tools/list` may take. */
  readonly callTimeoutMs?: number;
  /** How often the stored servers are read again for changes other processes made. */
  readonly syncIntervalMs?: number;
}

/** MCP servers as tool sources: their storage, the pooled connections and the registry sync. */
export class McpServers {
  readonly store: McpServerStore;
  readonly pool: McpConnectionPool;
  readonly source: McpToolSource;
  private sync: NodeJS.Timeout | null = null;

  constructor(private readonly options: McpServersOptions) {
    this.store = new McpServerStore(options.db, options.encryption);
    this.pool = new McpConnectionPool({
      ...defaultMcpPoolOptions,
      ...options.pool,
      logger: options.logger,
      onToolsChanged: (serverId) => this.source.refreshSoon(serverId),
    });
    this.source = new McpToolSource(
      options.db,
      this.store,
      options.registry,
      this.pool,
      {
        pool: this.pool,
        serverFor: (serverId) => this.store.find(serverId),
        callTimeoutMs: options.callTimeoutMs ?? 120_000,
      },
      options.logger,
    );
  }

  /**
   * Registers every stored server's last listing (no server is contacted), then reads them again
   * now and then, so servers registered through another process's API reach this one's registry.
   */
  async start(): Promise<void> {
    await this.source.registerStored();
    this.sync ??= setInterval(() => {
      this.source
        .registerStored()
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error }, 'MCP servers could not be read again'),
        );
    }, this.options.syncIntervalMs ?? 30_000);
    this.sync.unref();
  }

  of(actor: McpServerActor): McpServerService {
    return new McpServerService(actor, this.store, this.source);
  }

  async close(): Promise<void> {
    if (this.sync) clearInterval(this.sync);
    this.sync = null;
    await this.pool.closeAll();
  }
}
