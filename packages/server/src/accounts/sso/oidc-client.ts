import * as client from 'openid-client';
import type { OidcProvider } from './oidc-providers.js';
import { SsoError } from './sso-error.js';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The provider's configuration from its discovery document. Plain `http://` issuers are allowed
 * only on loopback (a provider beside the server, or a test's): anywhere else tokens would cross the
 * network in the clear. `clockSkewSeconds` is how far this server's clock is from the real one.
 */
export async function discoverProvider(
  provider: OidcProvider,
  clockSkewSeconds: number,
): Promise<client.Configuration> {
  const issuer = new URL(provider.issuerUrl);
  const insecure = issuer.protocol === 'http:' && loopbackHosts.has(issuer.hostname);
  try {
    return await client.discovery(
      issuer,
      provider.clientId,
      { [client.clockSkew]: clockSkewSeconds },
      provider.clientSecret === null ? client.None() : client.ClientSecretBasic(provider.clientSecret),
      { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
  } catch (error) {
    throw new SsoError(
      'OIDC_PROVIDER_UNAVAILABLE',
      `${provider.displayName} could not be reached at ${provider.issuerUrl}: ${reason(error)}`,
    );
  }
}

/**
 * What went wrong with the provider's answer, by who must act: the provider refused the code (used
 * already, expired, or the person declined), the provider was unreachable, or the ID token did not
 * pass validation.
 */
export function callbackFailure(provider: OidcProvider, error: unknown): SsoError {
  if (error instanceof SsoError) return error;
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) {
    return new SsoError(
      'OIDC_CODE_REJECTED',
      `${provider.displayName} refused the sign-in: ${reason(error)}`,
    );
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new SsoError(
      'OIDC_PROVIDER_UNAVAILABLE',
      `${provider.displayName} could not be reached: ${reason(error)}`,
    );
  }
  return new SsoError(
    'OIDC_ID_TOKEN_INVALID',
    `The ID token of ${provider.displayName} is not valid: ${reason(error)}`,
  );
}

function reason(error: unknown): string {
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) {
    return error.error_description ? `${error.error} (${error.error_description})` : error.error;
  }
  if (!(error instanceof Error)) return String(error);
  // openid-client's own messages are general; the cause names the claim or check that failed.
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
