/** The part of oidc-provider's API the tests use; the package ships no types. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    readonly accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    readonly clients?: readonly Record<string, unknown>[];
    readonly findAccount?: (context: unknown, id: string) => Promise<Account | undefined>;
    readonly claims?: Record<string, readonly string[]>;
    readonly cookies?: { readonly keys?: readonly string[] };
    readonly ttl?: Record<string, number>;
    readonly features?: Record<string, { readonly enabled: boolean }>;
    readonly pkce?: { readonly required?: () => boolean };
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
