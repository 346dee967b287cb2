import * as client from 'openid-client';
import type { SecurityEventOrigin } from '../../security-log/index.js';
import type { AccountView } from '../user-accounts.js';
import { callbackFailure } from './oidc-client.js';
import type { OidcProvider, OidcProviders } from './oidc-providers.js';
import { ProviderConfigurations } from './provider-configurations.js';
import type { SignInAttempts } from './sign-in-attempts.js';
import type { ProviderIdentity, SsoAccounts } from './sso-accounts.js';
import { SsoError } from './sso-error.js';

/** A finished sign-in: whose account, and where in the app the person wanted to go. */
export interface SsoSignedIn {
  readonly user: AccountView;
  readonly returnTo: string;
}

/**
 * OpenID Connect sign-in with the authorization code flow: PKCE, `state` and `nonce` are made at
 * the start and kept as a single-use attempt; the callback takes it, exchanges the code and lets
 * openid-client validate the ID token (signature, issuer, audience, nonce, expiry).
 */
export class OidcSignIn {
  private readonly configurations = new ProviderConfigurations();

  constructor(
    private readonly providers: OidcProviders,
    private readonly attempts: SignInAttempts,
    private readonly accounts: SsoAccounts,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The provider's authorization URL for a new attempt, and the attempt's `state` (to bind it to
   * the browser); `redirectUri` is this server's callback.
   */
  async start(slug: string, redirectUri: string, returnTo: string): Promise<{ url: URL; state: string }> {
    const provider = await this.providers.enabledBySlug(slug);
    const config = await this.configurations.get(provider, this.clockSkewSeconds());
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await this.attempts.open({ state, providerId: provider.id, codeVerifier, nonce, returnTo }, this.now());
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: provider.scopes,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, state };
  }

  /**
   * Completes the attempt named by the callback's `state`, which must have started at `slug`. `callbackUrl` is the callback as the
   * provider was told it (the redirect URI) with the query the browser brought; `origin` is where
   * the browser came from, for the security log's record of an account made or a role changed.
   */
  async finish(slug: string, callbackUrl: URL, origin: SecurityEventOrigin): Promise<SsoSignedIn> {
    const state = callbackUrl.searchParams.get('state');
    const attempt = state === null ? null : await this.attempts.take(state, this.now());
    if (attempt === null) {
      throw new SsoError(
        'OIDC_STATE_INVALID',
        'This sign-in is unknown, was completed already, or took too long.',
      );
    }
    const provider = await this.providers.enabledById(attempt.providerId);
    if (provider.slug !== slug) {
      throw new SsoError(
        'OIDC_STATE_INVALID',
        `This sign-in was started with another provider than ${slug}.`,
      );
    }
    const clockSkewSeconds = this.clockSkewSeconds();
    const config = await this.configurations.get(provider, clockSkewSeconds);
    const identity = await this.exchange(provider, config, callbackUrl, attempt).catch((error: unknown) => {
      // The provider may have changed its endpoints or keys: the next sign-in discovers it again.
      this.configurations.forget(provider, clockSkewSeconds);
      throw callbackFailure(provider, error);
    });
    return { user: await this.accounts.resolve(provider, identity, origin), returnTo: attempt.returnTo };
  }

  private async exchange(
    provider: OidcProvider,
    config: client.Configuration,
    callbackUrl: URL,
    attempt: { state: string; codeVerifier: string; nonce: string },
  ): Promise<ProviderIdentity> {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (idClaims === undefined) throw new SsoError('OIDC_ID_TOKEN_INVALID', 'The provider sent no ID token.');
    // Many providers put e-mail and groups only in the userinfo answer; the ID token's claims win.
    const userInfo = config.serverMetadata().userinfo_endpoint
      ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
      : {};
    const claims: Record<string, unknown> = { ...userInfo, ...idClaims };
    const email = claims[provider.emailClaim];
    return {
      subject: idClaims.sub,
      email: typeof email === 'string' ? email : null,
      // Some providers send the flag as a string.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      displayName: typeof claims.name === 'string' ? claims.name : null,
      groups: provider.groupsClaim === null ? null : groupsOf(claims[provider.groupsClaim]),
    };
  }

  private clockSkewSeconds(): number {
    return Math.round((this.now() - Date.now()) / 1000);
  }
}

function groupsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
}

/** A path inside the app to return to; anything else (another origin, `//host`) returns home. */
export function safeReturnPath(returnTo: string | undefined): string {
  if (
    returnTo === undefined ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.includes('\\')
  ) {
    return '/';
  }
  return returnTo;
}
