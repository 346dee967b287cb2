import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecretKey, SecretKeyError, secretKeyVariable } from '../../src/secrets/index.js';

describe('secret key', () => {
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'spora-key-'));
  });

  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  const failure = (run: () => unknown): SecretKeyError => {
    try {
      run();
    } catch (error) {
      if (error instanceof SecretKeyError) return error;
      throw error;
    }
    throw new Error('expected a SecretKeyError');
  };

  it('takes the key from SPORA_SECRET_KEY and leaves the key file alone', () => {
    const bytes = randomBytes(32);
    const keyFile = join(directory, 'secret.key');
    const key = loadSecretKey({ keyFile, env: { [secretKeyVariable]: bytes.toString('base64') } });
    expect(key.bytes.equals(bytes)).toBe(true);
    expect(key.source).toEqual({ kind: 'environment', variable: 'SPORA_SECRET_KEY' });
    expect(() => statSync(keyFile)).toThrow();
  });

  it('refuses an environment key that is not 32 base64 bytes, without echoing it', () => {
    for (const value of [
      'short',
      randomBytes(16).toString('base64'),
      `${randomBytes(32).toString('base64')}!`,
    ]) {
      const error = failure(() =>
        loadSecretKey({ keyFile: join(directory, 'k'), env: { SPORA_SECRET_KEY: value } }),
      );
      expect(error.code).toBe('SECRET_KEY_INVALID');
      expect(error.message).toContain('SPORA_SECRET_KEY');
      expect(error.message).not.toContain(value);
    }
  });

  it('creates the key file on first use with mode 0600 and reads the same key afterwards', () => {
    const keyFile = join(directory, 'nested', 'keys', 'secret.key');
    const created = loadSecretKey({ keyFile, env: {} });
    expect(created.source).toMatchObject({ kind: 'file', path: keyFile, created: true });
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64').equals(created.bytes)).toBe(true);

    const again = loadSecretKey({ keyFile, env: {} });
    expect(again.source).toMatchObject({ kind: 'file', created: false, readableByOthers: false });
    expect(again.bytes.equals(created.bytes)).toBe(true);
  });

  it('reports a key file others can read', () => {
    const keyFile = join(directory, 'secret.key');
    writeFileSync(keyFile, randomBytes(32).toString('base64'));
    chmodSync(keyFile, 0o644);
    expect(loadSecretKey({ keyFile, env: {} }).source).toMatchObject({ readableByOthers: true });
  });

  it('refuses a damaged key file instead of replacing it', () => {
    const keyFile = join(directory, 'secret.key');
    writeFileSync(keyFile, 'not a key\n');
    const error = failure(() => loadSecretKey({ keyFile, env: {} }));
    expect(error.code).toBe('SECRET_KEY_INVALID');
    expect(error.message).toContain(keyFile);
    expect(readFileSync(keyFile, 'utf8')).toBe('not a key\n');
  });

  it('reports a key file that cannot be read', () => {
    const keyFile = join(directory, 'a-directory');
    mkdirSync(keyFile);
    const error = failure(() => loadSecretKey({ keyFile, env: {} }));
    expect(error.code).toBe('SECRET_KEY_UNREADABLE');
    expect(error.message).toContain(keyFile);
  });

  it('refuses a key file inside the database folder', () => {
    const databaseFile = join(directory, 'data', 'spora.db');
    for (const keyFile of [
      join(directory, 'data', 'secret.key'),
      join(directory, 'data', 'keys', 'secret.key'),
    ]) {
      expect(failure(() => loadSecretKey({ keyFile, databaseFile, env: {} })).code).toBe(
        'SECRET_KEY_BESIDE_DATABASE',
      );
    }
    const outside = loadSecretKey({ keyFile: join(directory, 'keys', 'secret.key'), databaseFile, env: {} });
    expect(outside.source.kind).toBe('file');
  });

  it('never prints its bytes', () => {
    const key = loadSecretKey({ keyFile: join(directory, 'secret.key'), env: {} });
    const encoded = key.bytes.toString('base64');
    for (const shown of [String(key), JSON.stringify({ key }), inspect(key), inspect({ key })]) {
      expect(shown).not.toContain(encoded);
      expect(shown).not.toContain(key.bytes.toString('hex'));
    }
  });
});
