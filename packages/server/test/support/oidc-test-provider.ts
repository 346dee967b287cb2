import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says about a person it signs in. */
export interface OidcTestAccount {
  readonly email: string;
  readonly email_verified: boolean;
  readonly name?: string;
  readonly groups?: readonly string[];
}

export interface OidcTestProvider {
  /** `http://127.0.0.1:<port>`, the issuer. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** People by account id (the ID token's `sub`); tests add to it. */
  readonly accounts: Map<string, OidcTestAccount>;
  /** The paths requested so far, in order (the discovery document is `/.well-known/openid-configuration`). */
  readonly requests: string[];
  /**
   * Signs `accountId` in at the provider, starting from an authorization URL: follows the
   * redirects, submits the login and consent forms of oidc-provider's development interactions,
   * and returns the URL the provider sends the browser back to (the redirect URI with code and state).
   */
  authorize(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a loopback port, with one confidential client whose
 * redirect URIs are given. ID tokens live 60 seconds, so a test clock a few minutes ahead sees
 * them expired.
 */
export async function startOidcTestProvider(redirectUris: readonly string[]): Promise<OidcTestProvider> {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.end();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://provider').pathname);
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, OidcTestAccount>();
  const clientId = 'spora';
  const clientSecret = 'a-client-secret-for-tests-only';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_context, id) {
      const account = accounts.get(id);
      return account === undefined
        ? undefined
        : { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    ttl: { IdToken: 60, AccessToken: 60, Grant: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
  });
  handle = provider.callback();

  const authorize = async (authorizationUrl: string, accountId: string): Promise<URL> => {
    const jar = new Map<string, string>();
    let next: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
    for (let hop = 0; hop < 20; hop += 1) {
      const response = await fetch(next.url, {
        method: next.form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        ...(next.form && { body: next.form }),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (value === '') jar.delete(name);
        else jar.set(name, value);
      }
      const location = response.headers.get('location');
      if (location !== null) {
        const target = new URL(location, next.url);
        if (!target.href.startsWith(issuer)) return target;
        next = { url: target.href };
        continue;
      }
      const page = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (response.status !== 200 || prompt === undefined) {
        throw new Error(`the provider answered ${response.status}: ${page.slice(0, 500)}`);
      }
      const form = new URLSearchParams({ prompt });
      if (prompt === 'login') {
        form.set('login', accountId);
        form.set('password', 'any');
      }
      next = { url: next.url, form };
    }
    throw new Error('the provider kept redirecting');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    requests,
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections open; they would hold the close.
        server.closeAllConnections();
      }),
  };
}
