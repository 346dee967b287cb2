import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import type { McpOauthProvider } from './mcp-oauth-provider.js';
import { McpOauthProvider as Provider } from './mcp-oauth-provider.js';
import type { McpOauthStore } from './mcp-oauth-store.js';
import type { McpServerRecord } from './mcp-server-record.js';

/** A call needs the user to connect (or reconnect) their account to the server first. */
export class McpConnectionNeededError extends Error {
  constructor(
    readonly server: McpServerRecord,
    readonly userId: number,
  ) {
    super(`MCP server "${server.name}" needs you to connect your account before its tools can run.`);
  }
}

/** Refresh an access token this long before it expires, so no call goes out with a stale one. */
const refreshMarginMs = 60_000;

/**
 * OAuth 2.1 with an MCP server, per user, through the SDK's client auth (metadata discovery,
 * dynamic client registration, PKCE, refresh): the "connect" step a person takes in the browser,
 * and the fresh tokens each connection needs.
 */
export class McpOauth {
  constructor(
    readonly store: McpOauthStore,
    /** Where the authorization server sends the person back: the web UI's page that completes it. */
    readonly redirectUrl: string,
  ) {}

  providerFor(server: McpServerRecord, userId: number): McpOauthProvider {
    return new Provider(this.store, server.id, userId, this.redirectUrl);
  }

  /**
   * A provider with a usable access token: refreshed when it expires within a minute. Throws
   * `McpConnectionNeededError` when the user never connected or the refresh is refused.
   */
  async readyProvider(server: McpServerRecord, userId: number): Promise<McpOauthProvider> {
    const provider = this.providerFor(server, userId);
    if (!(await provider.tokens())) throw new McpConnectionNeededError(server, userId);
    if (await provider.tokensExpireWithin(refreshMarginMs)) {
      if (!(await provider.hasRefreshToken())) throw new McpConnectionNeededError(server, userId);
      try {
        const result = await auth(provider, { serverUrl: server.url ?? '' });
        if (result !== 'AUTHORIZED') throw new McpConnectionNeededError(server, userId);
      } catch (error) {
        if (error instanceof McpConnectionNeededError) throw error;
        throw new McpConnectionNeededError(server, userId);
      }
    }
    return provider;
  }

  /** Starts connecting: the URL to send the person to, or `null` when they are connected already. */
  async begin(server: McpServerRecord, userId: number): Promise<URL | null> {
    const provider = this.providerFor(server, userId);
    const result = await auth(provider, { serverUrl: server.url ?? '' });
    return result === 'AUTHORIZED' ? null : provider.authorizationUrl;
  }

  /** Finishes connecting with the code the authorization server sent back. */
  async finish(server: McpServerRecord, userId: number, code: string): Promise<void> {
    const provider = this.providerFor(server, userId);
    await auth(provider, { serverUrl: server.url ?? '', authorizationCode: code });
    await this.store.update(server.id, userId, { codeVerifier: undefined }, null);
  }

  async isConnected(server: McpServerRecord, userId: number): Promise<boolean> {
    return (await this.providerFor(server, userId).tokens()) !== undefined;
  }
}
