import { createHash, randomBytes } from 'node:crypto';

/** A new URL token: 32 random bytes, base64url; only its hash is stored. */
export function newUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new signing secret, prefixed so that people (and secret scanners) recognise it. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The start of a token, shown so a person can tell the URLs of their hooks apart. */
export function tokenHintOf(token: string): string {
  return token.slice(0, 6);
}
