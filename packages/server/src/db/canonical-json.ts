import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth and no whitespace, so equal values always give the
 * same text (and digest) whatever order their keys were written in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The SQL function SQLite databases get for `sha256Hex`, as PostgreSQL has `sha256()`. */
export const sqliteSha256Function = 'spora_sha256_hex';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The digest the record keeps of a call's arguments: SHA-256 of their canonical JSON. */
export function argumentsDigest(args: unknown): string {
  return sha256Hex(canonicalJson(args));
}
