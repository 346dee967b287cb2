import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header carries the metrics token as a bearer token. Compared as
 * SHA-256 digests in constant time, so neither the token's content nor its length leaks through
 * the time an answer takes.
 */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  const offered = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(offered, expected) && match !== null;
}

/** The answer to a scrape without the token: 401, in the API's error envelope. */
export const metricsTokenRefusal = {
  code: 'METRICS_TOKEN_INVALID',
  message: 'GET /metrics needs the header "Authorization: Bearer <SPORA_METRICS_TOKEN>".',
} as const;
