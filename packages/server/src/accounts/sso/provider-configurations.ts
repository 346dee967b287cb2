import { createHash } from 'node:crypto';
import type * as client from 'openid-client';
import { discoverProvider } from './oidc-client.js';
import type { OidcProvider } from './oidc-providers.js';

/** How long a provider's discovered configuration is reused. */
const reuseMs = 10 * 60_000;

interface Discovered {
  readonly configuration: Promise<client.Configuration>;
  readonly until: number;
}

/**
 * Providers' configurations, discovered once and reused for ten minutes, so a sign-in's start and
 * callback do not each fetch the discovery document again. The key holds everything discovery
 * depends on, so a provider edited in the meantime is discovered afresh; a failed discovery is
 * forgotten at once, and so is a configuration whose callback failed, in case the provider
 * changed under it.
 */
export class ProviderConfigurations {
  private readonly discovered = new Map<string, Discovered>();

  constructor(private readonly now: () => number = Date.now) {}

  get(provider: OidcProvider, clockSkewSeconds: number): Promise<client.Configuration> {
    const key = keyOf(provider, clockSkewSeconds);
    const now = this.now();
    const known = this.discovered.get(key);
    if (known !== undefined && known.until > now) return known.configuration;
    for (const [other, entry] of this.discovered) if (entry.until <= now) this.discovered.delete(other);
    const configuration = discoverProvider(provider, clockSkewSeconds);
    this.discovered.set(key, { configuration, until: now + reuseMs });
    configuration.catch(() => this.forget(provider, clockSkewSeconds));
    return configuration;
  }

  forget(provider: OidcProvider, clockSkewSeconds: number): void {
    this.discovered.delete(keyOf(provider, clockSkewSeconds));
  }
}

function keyOf(provider: OidcProvider, clockSkewSeconds: number): string {
  const secret =
    provider.clientSecret === null ? '' : createHash('sha256').update(provider.clientSecret).digest('hex');
  return JSON.stringify([provider.issuerUrl, provider.clientId, secret, clockSkewSeconds]);
}
