import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../src/accounts/password-hashing.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

// Every password check goes through the real hasher, watched: the test counts checks, not time.
vi.mock(import('../../src/accounts/password-hashing.js'), async (original) => {
  const real = await original();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const password = 'correct horse battery staple';

describe.each(testEngines)('what a sign-in costs on $name', (engine) => {
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
    await test.platform.accounts.create({ email: 'known@example.test', password });
    const suspended = await test.platform.accounts.create({ email: 'away@example.test', password });
    await test.platform.database.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', suspended.id)
      .execute();
    vi.mocked(verifyPassword).mockClear();
  });

  afterEach(async () => {
    await test.dispose();
  });

  it.each([
    ['a known account, wrong password', 'known@example.test', 'wrong password here'],
    ['an unknown e-mail', 'nobody@example.test', password],
    ['a suspended account, right password', 'away@example.test', password],
  ])('checks one argon2id hash for %s', async (_case, email, attempt) => {
    expect(await test.platform.accounts.verifyCredentials(email, attempt)).toBeNull();
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    const [hash, checked] = vi.mocked(verifyPassword).mock.calls[0] ?? [];
    expect(checked).toBe(attempt);
    // The same algorithm and costs as a real account's hash, so the check takes as long.
    const real = await test.platform.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'known@example.test')
      .executeTakeFirstOrThrow();
    expect(hash?.split('$').slice(0, 4)).toEqual(real.password_hash?.split('$').slice(0, 4));
  });

  it('still opens the account for the right password', async () => {
    expect(await test.platform.accounts.verifyCredentials('known@example.test', password)).toMatchObject({
      email: 'known@example.test',
    });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
  });
});
