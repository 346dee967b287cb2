/**
 * Per-field AES-256-GCM. A stored secret is one self-describing string,
 * `enc:v1:<iv b64>:<tag b64>:<ciphertext b64>`, so it can sit inside a JSON settings blob next to
 * plain values, and a later format can be told apart by its version. GCM authenticates: a wrong
 * key or an altered value is reported as a failure naming the field, never read as empty.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { fail, ok, type Result } from '@spora/sdk';
import type { SecretKey } from './secret-key.js';

const algorithm = 'aes-256-gcm';
const ivBytes = 12;
const tagBytes = 16;
const encryptedPrefix = 'enc:';
const currentPrefix = 'enc:v1:';
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Why a stored secret could not be read back. */
export type DecryptionFailureReason =
  /** The key differs from the one it was saved with, or the value was altered. */
  | 'authentication-failed'
  /** Not in the `enc:v1:` shape. */
  | 'malformed'
  /** Written by a newer format version than this server knows. */
  | 'unsupported-version';

export interface DecryptionFailure {
  readonly code: 'SECRET_DECRYPTION_FAILED';
  /** The field the value belongs to, as the caller named it (e.g. `core/ReadUrlTool.api_key`). */
  readonly field: string;
  readonly reason: DecryptionFailureReason;
  readonly message: string;
}

/** True for any `enc:` value, including versions this server cannot read (they must not pass as plain text). */
export function isEncryptedValue(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(encryptedPrefix);
}

export class FieldEncryption {
  constructor(private readonly key: SecretKey) {}

  encrypt(plaintext: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv(algorithm, this.key.bytes, iv, { authTagLength: tagBytes });
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return `${currentPrefix}${iv.toString('base64')}:${tag.toString('base64')}:${ciphertext.toString('base64')}`;
  }

  decrypt(stored: string, field: string): Result<string, DecryptionFailure> {
    const failure = (reason: DecryptionFailureReason, detail: string) =>
      fail<DecryptionFailure>({
        code: 'SECRET_DECRYPTION_FAILED',
        field,
        reason,
        message: `The stored value of ${field} cannot be decrypted: ${detail}`,
      });
    if (!stored.startsWith(currentPrefix)) {
      return isEncryptedValue(stored)
        ? failure('unsupported-version', 'it was written in a newer format than this server reads.')
        : failure('malformed', 'it is not an encrypted value.');
    }
    const parts = stored.slice(currentPrefix.length).split(':');
    const [iv, tag, ciphertext] = parts.map((part) =>
      base64.test(part) ? Buffer.from(part, 'base64') : null,
    );
    if (
      parts.length !== 3 ||
      !iv ||
      !tag ||
      !ciphertext ||
      iv.length !== ivBytes ||
      tag.length !== tagBytes
    ) {
      return failure('malformed', 'the encrypted value is truncated or damaged.');
    }
    try {
      const decipher = createDecipheriv(algorithm, this.key.bytes, iv, { authTagLength: tagBytes });
      decipher.setAuthTag(tag);
      return ok(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));
    } catch {
      return failure(
        'authentication-failed',
        'the secret key differs from the one it was saved with, or the value was altered. Restore the original key, or enter the value again.',
      );
    }
  }
}
