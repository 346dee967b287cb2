import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AccountError,
  ensureFirstAdministrator,
  hashPassword,
  verifyPassword,
} from '../../src/accounts/index.js';
import { passwordHashCost, productionPasswordHashCost } from '../../src/accounts/password-hashing.js';
import { createLogger } from '../../src/logging/logger.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

const silent = createLogger('silent', false);

describe('password hashing', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('hashes at the full cost anywhere but under the test runner', async () => {
    expect(passwordHashCost({})).toEqual(productionPasswordHashCost);
    expect(passwordHashCost({ NODE_ENV: 'production' })).toEqual(productionPasswordHashCost);
    expect(passwordHashCost({ NODE_ENV: 'development' })).toEqual(productionPasswordHashCost);
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const hash = await hashPassword('correct horse battery staple');
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('checks a production hash under the test runner too, at the cost the hash records', async () => {
    const cheap = await hashPassword('correct horse battery staple');
    expect(cheap).not.toMatch(/m=19456,t=2/);
    vi.stubEnv('NODE_ENV', 'production');
    const full = await hashPassword('correct horse battery staple').finally(() => vi.unstubAllEnvs());
    expect(await verifyPassword(full, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(full, 'wrong')).toBe(false);
  });
});

describe.each(testEngines)('user accounts on $name', (engine) => {
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  const accounts = () => test.platform.accounts;

  it('creates an account without ever showing its hash, and checks credentials', async () => {
    const created = await accounts().create({ email: ' Ada@Example.TEST ', password: 'a long passphrase' });
    expect(created).toMatchObject({ email: 'ada@example.test', role: 'member', status: 'active' });
    expect(created).not.toHaveProperty('password_hash');
    expect((await accounts().verifyCredentials('ADA@example.test', 'a long passphrase'))?.id).toBe(
      created.id,
    );
    expect(await accounts().verifyCredentials('ada@example.test', 'a wrong passphrase')).toBeNull();
    expect(await accounts().verifyCredentials('nobody@example.test', 'a long passphrase')).toBeNull();
    const stored = await test.platform.database.db
      .selectFrom('users')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses invalid fields all at once, and a taken e-mail', async () => {
    const invalid = await accounts()
      .create({ email: 'not-an-email', password: 'short' })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(AccountError);
    expect((invalid as AccountError).details?.fields).toEqual({
      email: 'must be a valid e-mail address',
      password: 'must have at least 12 characters',
    });
    await accounts().create({ email: 'grace@example.test', password: 'another passphrase' });
    await expect(
      accounts().create({ email: 'GRACE@example.test', password: 'another passphrase' }),
    ).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
    });
  });

  it('answers EMAIL_TAKEN to the loser of two simultaneous sign-ups with one address', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        accounts().create({ email: 'race@example.test', password: 'a long passphrase' }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'EMAIL_TAKEN' });
    }
  });

  it('does not let a suspended account sign in', async () => {
    const created = await accounts().create({ email: 'sus@example.test', password: 'a long passphrase' });
    await test.platform.database.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', created.id)
      .execute();
    expect(await accounts().verifyCredentials('sus@example.test', 'a long passphrase')).toBeNull();
  });

  it('creates the first administrator from the environment once, and never with a default password', async () => {
    expect(await ensureFirstAdministrator(accounts(), {}, silent)).toBe('not-configured');
    expect(await accounts().hasAdministrator()).toBe(false);
    const env = { SPORA_ADMIN_EMAIL: 'root@example.test', SPORA_ADMIN_PASSWORD: 'the first admin secret' };
    expect(await ensureFirstAdministrator(accounts(), env, silent)).toBe('created');
    expect(
      await ensureFirstAdministrator(accounts(), { ...env, SPORA_ADMIN_EMAIL: 'other@example.test' }, silent),
    ).toBe('exists');
    expect((await accounts().verifyCredentials('root@example.test', 'the first admin secret'))?.role).toBe(
      'admin',
    );
  });
});
