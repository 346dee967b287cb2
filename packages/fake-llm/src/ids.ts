// Identifiers shaped like the providers' own (`chatcmpl-…`, `call_…`, `msg_…`, `toolu_…`).
import { randomBytes, randomUUID } from 'node:crypto';

export function generateId(prefix: string): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 24)}`;
}

/** Stands in for the opaque signature Anthropic attaches to thinking blocks. */
export function generateSignature(): string {
  return randomBytes(48).toString('base64');
}
