import { type OAuthClientProvider, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '../logging/logger.js';
import type { McpServerRecord } from './mcp-server-record.js';
import { createMcpTransport } from './mcp-transport.js';

export interface McpConnectionPoolOptions {
  readonly logger: Logger;
  /** How long connecting (spawn or HTTP, plus the MCP handshake) may take. */
  readonly connectTimeoutMs: number;
  /** The first wait after a failed connection; it doubles per failure up to `maxBackoffMs`. */
  readonly initialBackoffMs: number;
  readonly maxBackoffMs: number;
  /** A server said its tool list changed, on the session of `credentialOwner`. */
  readonly onToolsChanged: (serverId: number, credentialOwner: number | null) => void;
}

export const defaultMcpPoolOptions = {
  connectTimeoutMs: 15_000,
  initialBackoffMs: 1_000,
  maxBackoffMs: 60_000,
} as const;

/** A connection that could not be opened now; the message says why and when it is tried again. */
export class McpUnavailableError extends Error {}

interface PoolEntry {
  client: Promise<Client> | null;
  failures: number;
  retryAt: number;
  lastError: string | null;
}

/**
 * Open MCP sessions, one per (server, credential owner), opened on first use and reused. A closed
 * or crashed connection is dropped, so the next call reconnects; a failed connection is retried
 * only after a backoff that grows with each failure, and calls in between fail at once with the
 * last error instead of waiting on a server that is down.
 */
export class McpConnectionPool {
  private readonly entries = new Map<string, PoolEntry>();

  constructor(private readonly options: McpConnectionPoolOptions) {}

  /**
   * The open session for `credentialOwner` (the server's owner, or for an OAuth server the user
   * whose tokens `authProvider` holds). A refused authorization is thrown as the SDK's
   * `UnauthorizedError`, without backoff: it waits on a person, not on the server.
   */
  async client(
    server: McpServerRecord,
    credentialOwner: number | null,
    authProvider?: OAuthClientProvider,
  ): Promise<Client> {
    const key = poolKey(server.id, credentialOwner);
    const entry = this.entries.get(key) ?? { client: null, failures: 0, retryAt: 0, lastError: null };
    this.entries.set(key, entry);
    if (entry.client) return entry.client;
    const now = Date.now();
    if (entry.retryAt > now) {
      const seconds = Math.ceil((entry.retryAt - now) / 1000);
      throw new McpUnavailableError(
        `MCP server "${server.name}" is unavailable (${entry.lastError ?? 'connection failed'}); the next attempt is in ${seconds} s.`,
      );
    }
    const connecting = this.connect(server, key, credentialOwner, authProvider);
    entry.client = connecting;
    try {
      const client = await connecting;
      entry.failures = 0;
      entry.lastError = null;
      return client;
    } catch (error) {
      entry.client = null;
      if (error instanceof UnauthorizedError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      entry.failures += 1;
      entry.lastError = message;
      entry.retryAt =
        Date.now() +
        Math.min(this.options.maxBackoffMs, this.options.initialBackoffMs * 2 ** (entry.failures - 1));
      throw new McpUnavailableError(`MCP server "${server.name}" is unavailable: ${message}`);
    }
  }

  /** Closes the server's connections (changed or removed); the next use opens new ones. */
  async closeServer(serverId: number): Promise<void> {
    const prefix = `${serverId}:`;
    const closing: Promise<unknown>[] = [];
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      this.entries.delete(key);
      if (entry.client) closing.push(entry.client.then((client) => client.close()).catch(() => undefined));
    }
    await Promise.all(closing);
  }

  /**
   * Forgets the failures of the server's connections that are not open (it answered elsewhere just
   * now): their next use tries at once instead of waiting out the backoff. Open ones stay.
   */
  forgetFailures(serverId: number): void {
    const prefix = `${serverId}:`;
    for (const [key, entry] of this.entries) {
      if (key.startsWith(prefix) && entry.client === null) this.entries.delete(key);
    }
  }

  /** Closes one credential owner's connection to a server (their tokens changed or are gone). */
  async closeConnection(serverId: number, credentialOwner: number | null): Promise<void> {
    const key = poolKey(serverId, credentialOwner);
    const entry = this.entries.get(key);
    this.entries.delete(key);
    await entry?.client?.then((client) => client.close()).catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    const ids = new Set([...this.entries.keys()].map((key) => Number(key.split(':')[0])));
    await Promise.all([...ids].map((id) => this.closeServer(id)));
  }

  private async connect(
    server: McpServerRecord,
    key: string,
    credentialOwner: number | null,
    authProvider: OAuthClientProvider | undefined,
  ): Promise<Client> {
    const client = new Client({ name: 'spora', version: '0.1.0' }, { capabilities: {} });
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      this.options.onToolsChanged(server.id, credentialOwner);
    });
    client.onclose = () => {
      const entry = this.entries.get(key);
      if (entry?.client) {
        entry.client = null;
        this.options.logger.info(
          { mcpServer: server.slug },
          'MCP connection closed; the next call reconnects',
        );
      }
    };
    const transport = createMcpTransport(server, this.options.logger, authProvider);
    const timeout = AbortSignal.timeout(this.options.connectTimeoutMs);
    try {
      await client.connect(transport, { signal: timeout, timeout: this.options.connectTimeoutMs });
    } catch (error) {
      await client.close().catch(() => undefined);
      if (timeout.aborted) throw new Error(`no answer within ${this.options.connectTimeoutMs / 1000} s`);
      throw error;
    }
    return client;
  }
}

function poolKey(serverId: number, credentialOwner: number | null): string {
  return `${serverId}:${credentialOwner ?? 'global'}`;
}
