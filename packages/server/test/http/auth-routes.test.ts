import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAccountRule } from '../../src/accounts/index.js';
import { openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('sign-in and sessions on $name', (engine) => {
  let api: TestApi;

  beforeEach(async () => {
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  it('signs in with an HttpOnly, SameSite=Lax session cookie and a CSRF token', async () => {
    await api.platform.accounts.create({ email: 'ada@example.test', password: testPassword });
    const response = await api.anonymous('POST', '/api/v1/auth/login', {
      email: 'ADA@example.test',
      password: testPassword,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({ email: 'ada@example.test', is_admin: false, role: 'member' });
    expect(data.user.last_login_at).not.toBeNull();
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.csrf_token).toMatch(/^[\w-]{40,}$/);
    const cookie = response.cookies.find((entry) => entry.name === 'spora_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const stored = await api.platform.database.db.selectFrom('sessions').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(cookie?.value);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await openTestApi(engine, { trustProxy: true });
    try {
      await proxied.platform.accounts.create({ email: 'tls@example.test', password: testPassword });
      const response = await proxied.anonymous(
        'POST',
        '/api/v1/auth/login',
        { email: 'tls@example.test', password: testPassword },
        { 'x-forwarded-proto': 'https' },
      );
      expect(response.cookies.find((entry) => entry.name === 'spora_session')?.secure).toBe(true);
    } finally {
      await proxied.dispose();
    }
  });

  it('answers wrong passwords, unknown e-mails and suspended accounts alike', async () => {
    const user = await api.platform.accounts.create({ email: 'bob@example.test', password: testPassword });
    await api.platform.database.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', user.id)
      .execute();
    for (const body of [
      { email: 'bob@example.test', password: testPassword },
      { email: 'bob@example.test', password: 'wrong password here' },
      { email: 'nobody@example.test', password: testPassword },
    ]) {
      const response = await api.anonymous('POST', '/api/v1/auth/login', body);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('limits failed sign-ins per account and per address in the database, with Retry-After', async () => {
    for (let attempt = 0; attempt < signInAccountRule.limit; attempt += 1) {
      const response = await api.anonymous('POST', '/api/v1/auth/login', {
        email: 'x@example.test',
        password: 'not the password',
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await api.anonymous('POST', '/api/v1/auth/login', {
      email: 'x@example.test',
      password: 'not the password',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const counters = await api.platform.database.db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(counters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bucket: 'login-address:127.0.0.1', hits: signInAccountRule.limit + 1 }),
        expect.objectContaining({
          bucket: 'login-account:x@example.test',
          hits: signInAccountRule.limit + 1,
        }),
      ]),
    );
    expect(counters).toHaveLength(2);
  });

  it('refuses requests without a session, and unsafe ones without the CSRF token', async () => {
    const user = await api.signUp();
    expect((await api.anonymous('GET', '/api/v1/auth/me')).json().error.code).toBe('UNAUTHENTICATED');
    expect(
      (await api.anonymous('GET', '/api/v1/auth/me', undefined, { cookie: 'spora_session=forged' }))
        .statusCode,
    ).toBe(401);
    const me = await user.request('GET', '/api/v1/auth/me');
    expect(me.json().data).toMatchObject({ user: { id: user.id }, csrf_token: user.csrfToken });
    const noCsrf = await api.anonymous('POST', '/api/v1/auth/logout', undefined, { cookie: user.cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
    const wrongCsrf = await api.anonymous('POST', '/api/v1/auth/logout', undefined, {
      cookie: user.cookie,
      'x-csrf-token': `${user.csrfToken}x`,
    });
    expect(wrongCsrf.json().error.code).toBe('CSRF_INVALID');
  });

  it('signs out: the session ends in the database and the cookie is cleared', async () => {
    const user = await api.signUp();
    const response = await user.request('POST', '/api/v1/auth/logout');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.cookies.find((entry) => entry.name === 'spora_session')?.value).toBe('');
    expect((await user.request('GET', '/api/v1/auth/me')).statusCode).toBe(401);
    expect(await api.platform.database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('shares sessions between API processes through the database', async () => {
    const user = await api.signUp();
    const { buildHttpApp } = await import('../../src/http/index.js');
    const secondProcess = await buildHttpApp(api.platform);
    try {
      const response = await secondProcess.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { cookie: user.cookie },
      });
      expect(response.json().data.user.id).toBe(user.id);
    } finally {
      await secondProcess.close();
    }
  });
});
