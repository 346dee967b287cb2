import type { BroadcastChannel } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { threadChannel } from '../db/thread-channel.js';
import type { Logger } from '../logging/logger.js';
import type { FieldEncryption } from '../secrets/index.js';
import type { ToolRegistry } from '../tools/index.js';
import {
  defaultMcpPoolOptions,
  McpConnectionPool,
  type McpConnectionPoolOptions,
} from './mcp-connection-pool.js';
import { McpOauth } from './mcp-oauth.js';
import { McpOauthStore } from './mcp-oauth-store.js';
import type { McpServerRecord } from './mcp-server-record.js';
import { type McpServerActor, McpServerService, type StaleMcpConnections } from './mcp-server-service.js';
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
  /** The address people reach Spora at: the OAuth callback and the "connect" links start with it. */
  readonly publicBase: string;
  /** Tells a user that a task needs them to connect their account (a notification of kind `mcp_connect`). */
  readonly notifyConnectionNeeded?: (notice: McpConnectionNotice) => Promise<void>;
  /** A user connected their account to a server: the tasks waiting for it run on. */
  readonly connected?: (server: McpServerRecord, userId: number) => Promise<void>;
  /**
   * Names the database for the channel on which this process's threads tell each other that a
   * server changed (its path or URL): the loop threads that run the tools then drop their pooled
   * connections to it and register its listing again, instead of at their next sync.
   */
  readonly changesKey?: string;
}

export interface McpConnectionNotice {
  readonly userId: number;
  readonly server: McpServerRecord;
  readonly taskId: number | null;
  readonly connectUrl: string;
}

interface McpServerChange {
  readonly serverId: number;
  readonly stale: StaleMcpConnections;
}

/** One reminder per user, server and task within this time, however often the model retries. */
const noticeIntervalMs = 10 * 60_000;

/** MCP servers as tool sources: their storage, the pooled connections and the registry sync. */
export class McpServers {
  readonly store: McpServerStore;
  readonly pool: McpConnectionPool;
  readonly source: McpToolSource;
  readonly oauth: McpOauth;
  private readonly lastNotice = new Map<string, number>();
  private sync: NodeJS.Timeout | null = null;
  private changes: BroadcastChannel | null = null;

  constructor(private readonly options: McpServersOptions) {
    this.store = new McpServerStore(options.db, options.encryption);
    const base = options.publicBase.replace(/\/+$/, '');
    this.oauth = new McpOauth(
      new McpOauthStore(options.db, options.encryption),
      `${base}/settings/mcp-servers/connected`,
    );
    this.pool = new McpConnectionPool({
      ...defaultMcpPoolOptions,
      ...options.pool,
      logger: options.logger,
      onToolsChanged: (serverId, credentialOwner) => this.source.refreshSoon(serverId, credentialOwner),
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
        oauth: this.oauth,
        connectionNeeded: (server, userId, taskId) => this.connectionNeeded(server, userId, taskId),
      },
      options.logger,
    );
  }

  /**
   * Registers every stored server's last listing (no server is contacted), then reads them again
   * now and then, so servers registered through another process's API reach this one's registry.
   */
  async start(): Promise<void> {
    const { changesKey } = this.options;
    if (changesKey !== undefined && !this.changes) {
      this.changes = threadChannel('mcp', changesKey);
      this.changes.onmessage = (event) => {
        void this.serverChanged((event as { readonly data: McpServerChange }).data);
      };
    }
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
    return new McpServerService(
      actor,
      this.store,
      this.source,
      this.oauth,
      this.pool,
      this.options.connected ?? (async () => {}),
      (serverId, stale) => this.changes?.postMessage({ serverId, stale } satisfies McpServerChange),
    );
  }

  /** Another thread changed the server: its tools are read again, and stale connections dropped. */
  private async serverChanged({ serverId, stale }: McpServerChange): Promise<void> {
    const closing =
      stale === 'all'
        ? this.pool.closeServer(serverId)
        : stale === 'none'
          ? Promise.resolve(this.pool.forgetFailures(serverId))
          : this.pool.closeConnection(serverId, stale.userId);
    try {
      await Promise.all([this.source.registerStored(), closing]);
    } catch (error) {
      this.options.logger.warn(
        { err: error, mcpServer: serverId },
        'a changed MCP server could not be read again',
      );
    }
  }

  /** The page where a user connects their account to a server. */
  connectUrl(serverId: number): string {
    return `${this.options.publicBase.replace(/\/+$/, '')}/settings/mcp-servers?connect=${serverId}`;
  }

  private async connectionNeeded(
    server: McpServerRecord,
    userId: number,
    taskId: number | null,
  ): Promise<string> {
    const connectUrl = this.connectUrl(server.id);
    const key = `${server.id}:${userId}:${taskId ?? ''}`;
    const last = this.lastNotice.get(key) ?? 0;
    if (this.options.notifyConnectionNeeded && Date.now() - last > noticeIntervalMs) {
      this.lastNotice.set(key, Date.now());
      await this.options
        .notifyConnectionNeeded({ userId, server, taskId, connectUrl })
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error, mcpServer: server.slug }, 'the connect notification failed'),
        );
    }
    return connectUrl;
  }

  async close(): Promise<void> {
    if (this.sync) clearInterval(this.sync);
    this.sync = null;
    this.changes?.close();
    this.changes = null;
    await this.pool.closeAll();
  }
}
