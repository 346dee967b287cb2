import type { FastifyRequest } from 'fastify';
import type { SporaConfig } from '../../config/index.js';

/** Where the server is reached from outside: `SPORA_PUBLIC_URL`, else the request's own origin. */
export function externalBase(config: Pick<SporaConfig, 'publicUrl'>, request: FastifyRequest): string {
  return (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The callback URL a provider sends people back to; administrators register it at the provider. */
export function callbackUrl(base: string, slug: string): string {
  return `${base}/api/v1/auth/sso/${encodeURIComponent(slug)}/callback`;
}

/** The web sign-in page, with what it should show or continue with. */
export function signInPage(base: string, search: Record<string, string>): string {
  return `${base}/sign-in?${new URLSearchParams(search).toString()}`;
}
