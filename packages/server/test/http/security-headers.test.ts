import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const [engine] = testEngines;

describe('security headers', () => {
  let api: TestApi;

  beforeEach(async () => {
    if (!engine) throw new Error('no test engine');
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  it('come with every response: policy, nosniff, same-origin framing only, same-origin referrer', async () => {
    const user = await api.signUp();
    const responses = [
      await api.anonymous('GET', '/api/health'),
      await api.anonymous('GET', '/api/v1/config'),
      await api.anonymous('GET', '/api/v1/agents'),
      await api.anonymous('POST', '/api/v1/no-such-route', {}),
      await user.request('GET', '/api/v1/agents'),
      await user.request('POST', '/api/v1/agents', { name: '' }),
    ];
    for (const response of responses) {
      const label = `${response.raw.req.method} ${response.raw.req.url} ${response.statusCode}`;
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['x-frame-options'], label).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], label).toBe('same-origin');
      const policy = String(response.headers['content-security-policy']);
      expect(policy, label).toContain("default-src 'self'");
      expect(policy, label).toContain("script-src 'self'");
      expect(policy, label).not.toContain('unsafe-eval');
      expect(policy, label).toContain("frame-ancestors 'self'");
      expect(policy, label).toContain("object-src 'none'");
    }
  });

  it('keep the web UI pages from being framed at all', async () => {
    const page = await api.anonymous('GET', '/');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('forbid storing what carries a CSRF token or a secret', async () => {
    await api.platform.accounts.create({ email: 'ada@example.test', password: testPassword });
    const login = await api.anonymous('POST', '/api/v1/auth/login', {
      email: 'ada@example.test',
      password: testPassword,
    });
    expect(login.json().data.csrf_token).toBeTruthy();
    const user = await api.signIn('ada@example.test', testPassword);
    const me = await user.request('GET', '/api/v1/auth/me');
    expect(me.json().data.csrf_token).toBeTruthy();
    const token = await user.request('POST', '/api/v1/auth/tokens', { name: 'script' });
    expect(token.statusCode).toBe(201);
    const setup = await api.anonymous('GET', '/api/v1/setup');
    const failedSignIn = await api.anonymous('POST', '/api/v1/auth/login', {
      email: 'ada@example.test',
      password: 'not the password',
    });
    for (const response of [
      login,
      me,
      token,
      setup,
      failedSignIn,
      await user.request('GET', '/api/v1/auth/tokens'),
    ]) {
      const label = `${response.raw.req.method} ${response.raw.req.url} ${response.statusCode}`;
      expect(response.headers['cache-control'], label).toBe('no-store');
    }
  });
});
