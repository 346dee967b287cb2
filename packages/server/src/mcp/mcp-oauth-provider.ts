import { randomBytes } from 'node:crypto';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { McpOauthData, McpOauthStore } from './mcp-oauth-store.js';

/**
 * The SDK's OAuth client for one (server, user), backed by the encrypted store: dynamic client
 * registration, PKCE verifier, tokens. Spora never redirects anyone itself: the authorization URL
 * the SDK builds is kept (`authorizationUrl`) and handed to the person as the "connect" link.
 */
export class McpOauthProvider implements OAuthClientProvider {
  authorizationUrl: URL | null = null;
  private pendingState: string | null = null;

  constructor(
    private readonly store: McpOauthStore,
    private readonly serverId: number,
    private readonly userId: number,
    readonly redirectUrl: string,
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Spora',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  state(): string {
    this.pendingState ??= randomBytes(24).toString('base64url');
    return this.pendingState;
  }

  async clientInformation(): Promise<OAuthClientInformationMixed | undefined> {
    return (await this.data()).clientInformation;
  }

  async saveClientInformation(clientInformation: OAuthClientInformationMixed): Promise<void> {
    await this.store.update(this.serverId, this.userId, { clientInformation });
  }

  async tokens(): Promise<OAuthTokens | undefined> {
    return (await this.data()).tokens;
  }

  async saveTokens(tokens: OAuthTokens): Promise<void> {
    await this.store.update(this.serverId, this.userId, { tokens }, null);
  }

  async redirectToAuthorization(authorizationUrl: URL): Promise<void> {
    this.authorizationUrl = authorizationUrl;
    await this.store.update(this.serverId, this.userId, {}, this.state());
  }

  async saveCodeVerifier(codeVerifier: string): Promise<void> {
    await this.store.update(this.serverId, this.userId, { codeVerifier });
  }

  async codeVerifier(): Promise<string> {
    const verifier = (await this.data()).codeVerifier;
    if (!verifier) throw new Error('No connection is under way for this server.');
    return verifier;
  }

  async invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): Promise<void> {
    if (scope === 'all') {
      await this.store.forget(this.serverId, this.userId);
      return;
    }
    const cleared: Partial<McpOauthData> =
      scope === 'client'
        ? { clientInformation: undefined }
        : scope === 'tokens'
          ? { tokens: undefined, tokensExpireAt: null }
          : scope === 'verifier'
            ? { codeVerifier: undefined }
            : {};
    await this.store.update(this.serverId, this.userId, cleared);
  }

  /** Whether the access token is missing or expires within `marginMs`. */
  async tokensExpireWithin(marginMs: number): Promise<boolean> {
    const data = await this.data();
    if (!data.tokens) return true;
    if (!data.tokensExpireAt) return false;
    return Date.parse(data.tokensExpireAt) - Date.now() < marginMs;
  }

  async hasRefreshToken(): Promise<boolean> {
    return Boolean((await this.data()).tokens?.refresh_token);
  }

  // Read each time, not cached: a pooled connection's provider must see a reconnection made
  // through another instance (the callback's).
  private data(): Promise<McpOauthData> {
    return this.store.get(this.serverId, this.userId);
  }
}
