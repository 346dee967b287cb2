import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldEncryption, isEncryptedValue, SecretKey } from '../../src/secrets/index.js';

const keyOf = (bytes: Buffer) => new SecretKey(bytes, { kind: 'environment', variable: 'SPORA_SECRET_KEY' });
const encryption = new FieldEncryption(keyOf(randomBytes(32)));

describe('field encryption', () => {
  it('round-trips text in the versioned enc:v1 form, with a fresh IV each time', () => {
    for (const secret of ['sk-live-1234567890', '', 'pässwörd ✓ 🔑', 'x'.repeat(10_000)]) {
      const stored = encryption.encrypt(secret);
      expect(stored).toMatch(/^enc:v1:[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]*=*$/);
      if (secret !== '') expect(stored).not.toContain(secret);
      expect(encryption.decrypt(stored, 'core/X.api_key')).toEqual({ ok: true, value: secret });
    }
    expect(encryption.encrypt('same')).not.toBe(encryption.encrypt('same'));
  });

  it('reports a wrong key as a failure naming the field, never as an empty value', () => {
    const stored = encryption.encrypt('sk-live-secret');
    const other = new FieldEncryption(keyOf(randomBytes(32)));
    const result = other.decrypt(stored, 'core/TavilySearchTool.api_key');
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'SECRET_DECRYPTION_FAILED',
        field: 'core/TavilySearchTool.api_key',
        reason: 'authentication-failed',
      },
    });
    if (!result.ok) expect(result.error.message).toContain('core/TavilySearchTool.api_key');
  });

  it('detects altered ciphertext, tag or IV', () => {
    const stored = encryption.encrypt('sk-live-secret');
    const [prefix, version, iv, tag, ciphertext] = stored.split(':') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64');
    };
    for (const altered of [
      [prefix, version, iv, tag, flip(ciphertext)],
      [prefix, version, iv, flip(tag), ciphertext],
      [prefix, version, flip(iv), tag, ciphertext],
    ]) {
      expect(encryption.decrypt(altered.join(':'), 'f')).toMatchObject({
        ok: false,
        error: { reason: 'authentication-failed' },
      });
    }
  });

  it('tells malformed and future-version values apart', () => {
    const stored = encryption.encrypt('secret');
    const truncatedTag = stored.replace(
      /:([^:]+):([^:]*)$/,
      (_, tag: string, body: string) => `:${tag.slice(0, 8)}:${body}`,
    );
    expect(encryption.decrypt(truncatedTag, 'f')).toMatchObject({
      ok: false,
      error: { reason: 'malformed' },
    });
    expect(encryption.decrypt('enc:v1:garbage', 'f')).toMatchObject({
      ok: false,
      error: { reason: 'malformed' },
    });
    expect(encryption.decrypt('plain text', 'f')).toMatchObject({
      ok: false,
      error: { reason: 'malformed' },
    });
    expect(encryption.decrypt('enc:v2:a:b:c', 'f')).toMatchObject({
      ok: false,
      error: { reason: 'unsupported-version' },
    });
  });

  it('recognises encrypted values of any version', () => {
    expect(isEncryptedValue(encryption.encrypt('x'))).toBe(true);
    expect(isEncryptedValue('enc:v9:whatever')).toBe(true);
    expect(isEncryptedValue('sk-plain')).toBe(false);
    expect(isEncryptedValue(42)).toBe(false);
  });
});
