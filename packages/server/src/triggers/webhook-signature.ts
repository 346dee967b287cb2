/**
 * The signing scheme of inbound deliveries and outbound callbacks: an HMAC of the raw body, or of
 * `<timestamp>.<raw body>` when the hook names a timestamp header, written as hex or base64 after
 * an optional prefix (`sha256=`). Comparison takes the same time whatever matches.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Webhook, WebhookSignatureAlgorithm, WebhookSignatureEncoding } from '../db/index.js';

export interface SignatureScheme {
  readonly algorithm: WebhookSignatureAlgorithm;
  readonly encoding: WebhookSignatureEncoding;
  readonly prefix: string;
}

export function schemeOf(
  hook: Pick<Webhook, 'signature_algorithm' | 'signature_encoding' | 'signature_prefix'>,
): SignatureScheme {
  return {
    algorithm: hook.signature_algorithm,
    encoding: hook.signature_encoding,
    prefix: hook.signature_prefix,
  };
}

/** The bytes that are signed: the body, after `<timestamp>.` when a timestamp is signed. */
export function signedContent(body: Buffer, timestamp: string | null): Buffer {
  return timestamp === null ? body : Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), body]);
}

/** The header value a sender holding `secret` writes for `content`. */
export function signatureOf(scheme: SignatureScheme, secret: string, content: Buffer): string {
  return scheme.prefix + createHmac(scheme.algorithm, secret).update(content).digest(scheme.encoding);
}

/** Whether `presented` is the signature of `content` under `secret`. */
export function signatureMatches(
  scheme: SignatureScheme,
  secret: string,
  content: Buffer,
  presented: string,
): boolean {
  const expected = Buffer.from(signatureOf(scheme, secret, content), 'utf8');
  const given = Buffer.from(presented.trim(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Why a timestamp header is refused, or null when it is within `toleranceSeconds` of `now`. */
export function timestampProblem(
  value: string | undefined,
  toleranceSeconds: number,
  now: Date,
): string | null {
  if (value === undefined || value.trim() === '') return 'the timestamp header is missing';
  if (!/^\d{1,12}$/.test(value.trim())) return 'the timestamp is not a Unix time in seconds';
  const skew = Math.abs(now.getTime() / 1000 - Number(value.trim()));
  return skew > toleranceSeconds
    ? `the timestamp is ${Math.round(skew)} s away from the server's clock (tolerance ${toleranceSeconds} s)`
    : null;
}
