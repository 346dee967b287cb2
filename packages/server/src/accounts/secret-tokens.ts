import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret with 256 bits of entropy. */
export function newSecretToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** What is stored instead of a secret token: its SHA-256, hex. High-entropy tokens need no salt. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in time that does not depend on where they differ. */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
