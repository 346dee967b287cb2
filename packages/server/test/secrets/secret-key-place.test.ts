import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { openPlatform } from '../../src/runtime/index.js';
import { FieldEncryption, loadSecretKey, SecretKey } from '../../src/secrets/index.js';
import { captureLog } from '../plugins/plugin-deployment.js';

// An installation as `spora serve` starts it: everything at its defaults, relative to its folder.
describe('where the secret key lives', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'spora-installation-'));
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const configIn = (cwd: string, env: NodeJS.ProcessEnv = {}) =>
    loadConfig({
      cwd,
      env: { SPORA_PLUGINS_DIR: join(cwd, 'no-plugins'), SPORA_APP_DIR: join(cwd, 'no-app'), ...env },
    });

  async function start(cwd: string, env: NodeJS.ProcessEnv = {}) {
    const log = captureLog();
    const platform = await openPlatform(configIn(cwd, env), log.logger);
    await platform.close();
    return { log, key: platform.encryption };
  }

  it('is one key per database, beside its folder, never shared by installations started in one folder', () => {
    const defaults = configIn(root);
    expect(defaults.secretKeyFile).toBe(join(root, 'secrets', 'data', 'spora.db.key'));
    expect(defaults.previousSecretKeyFile).toBe(join(root, 'secrets', 'spora.key'));
    const first = configIn(root, { SPORA_DATABASE_URL: 'sqlite:./first/spora.db' });
    const second = configIn(root, { SPORA_DATABASE_URL: 'sqlite:./second/spora.db' });
    expect(first.secretKeyFile).toBe(join(root, 'secrets', 'first', 'spora.db.key'));
    expect(second.secretKeyFile).toBe(join(root, 'secrets', 'second', 'spora.db.key'));
    const configured = configIn(root, { SPORA_SECRET_KEY_FILE: '/etc/spora/key' });
    expect([configured.secretKeyFile, configured.previousSecretKeyFile]).toEqual(['/etc/spora/key', null]);
    const postgres = configIn(root, { SPORA_DATABASE_URL: 'postgres://spora@localhost/spora' });
    expect([postgres.secretKeyFile, postgres.previousSecretKeyFile]).toEqual([
      join(root, 'secrets', 'spora.key'),
      null,
    ]);
  });

  it('is created on the first start with mode 0600, and its path is logged with the advice to back it up', async () => {
    const { log } = await start(root);
    const keyFile = join(root, 'secrets', 'data', 'spora.db.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const created = log.lines.find((line) => line.msg.startsWith('Created a new secret key'));
    expect(created?.msg).toContain(keyFile);
    expect(created?.msg).toContain('Back it up together with the database');
    expect(existsSync(join(root, 'secrets', 'spora.key'))).toBe(false);
    const again = await start(root);
    expect(again.log.lines.some((line) => line.msg.startsWith('Created a new secret key'))).toBe(false);
  });

  it('is still read at the place earlier versions used, with a warning, so an upgrade keeps its secrets', async () => {
    const oldKey = randomBytes(32);
    mkdirSync(join(root, 'secrets'), { mode: 0o700 });
    writeFileSync(join(root, 'secrets', 'spora.key'), `${oldKey.toString('base64')}\n`, { mode: 0o600 });
    const stored = new FieldEncryption(
      new SecretKey(oldKey, { kind: 'environment', variable: 'test' }),
    ).encrypt('sk-live-secret');

    const { log, key } = await start(root);
    expect(key.decrypt(stored, 'api_key')).toEqual({ ok: true, value: 'sk-live-secret' });
    const newPlace = join(root, 'secrets', 'data', 'spora.db.key');
    expect(existsSync(newPlace)).toBe(false);
    const warning = log.lines.find((line) => line.msg.startsWith('The secret key was read from'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain(join(root, 'secrets', 'spora.key'));
    expect(warning?.msg).toContain(newPlace);
  });

  it('prefers the key at its own place once it has moved there', () => {
    const previousKeyFile = join(root, 'old.key');
    const keyFile = join(root, 'new', 'spora.db.key');
    writeFileSync(previousKeyFile, randomBytes(32).toString('base64'), { mode: 0o600 });
    const moved = randomBytes(32);
    mkdirSync(join(root, 'new'));
    writeFileSync(keyFile, moved.toString('base64'), { mode: 0o600 });
    const key = loadSecretKey({ keyFile, previousKeyFile, env: {} });
    expect(key.bytes.equals(moved)).toBe(true);
    expect(key.source).not.toHaveProperty('movesTo');
  });
});
