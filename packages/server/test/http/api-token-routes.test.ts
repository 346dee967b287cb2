import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../src/accounts/index.js';
import { apiTokenCreationRateLimit } from '../../src/http/routes/api-tokens.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('personal API tokens on $name', (engine) => {
  let api: TestApi;

  beforeEach(async () => {
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const storedTokens = () => db().selectFrom('api_tokens').selectAll().orderBy('id').execute();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function createToken(user: ApiUser, body: Record<string, unknown> = { name: 'deploy script' }) {
    const response = await user.request('POST', '/api/v1/auth/tokens', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { api_token: { id: number; token_prefix: string }; token: string };
  }

  it('creates a token whose secret is shown once and stored only as a hash', async () => {
    const user = await api.signUp();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const response = await user.request('POST', '/api/v1/auth/tokens', {
      name: ' deploy script ',
      expires_at: expiresAt,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.token).toMatch(/^spora_pat_[\w-]{40,}$/);
    expect(data.api_token).toEqual({
      id: expect.any(Number),
      name: 'deploy script',
      token_prefix: data.token.slice(0, 'spora_pat_'.length + 6),
      scope: 'admin',
      agent_ids: null,
      last_used_at: null,
      expires_at: expiresAt,
      created_at: expect.any(String),
    });
    const list = await user.request('GET', '/api/v1/auth/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: { api_tokens: [data.api_token] } });
    expect(list.body).not.toContain(data.token);
    const [stored] = await storedTokens();
    expect(stored).toMatchObject({ user_id: user.id, token_hash: hashSecretToken(data.token) });
    expect(JSON.stringify(stored)).not.toContain(data.token);
  });

  it('authenticates every user route by the bearer token alone, with no CSRF header', async () => {
    const user = await api.signUp();
    const { token, api_token: created } = await createToken(user);
    const me = await api.anonymous('GET', '/api/v1/auth/me', undefined, bearer(token));
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ user: { id: user.id }, csrf_token: null });
    const renamed = await api.anonymous(
      'PATCH',
      '/api/v1/auth/account',
      { display_name: 'Scripted' },
      bearer(token),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.user.display_name).toBe('Scripted');
    const [stored] = await storedTokens();
    expect(stored?.last_used_at).not.toBeNull();
    const listed = await api.anonymous('GET', '/api/v1/auth/tokens', undefined, bearer(token));
    expect(listed.json().data.api_tokens[0]).toMatchObject({
      id: created.id,
      last_used_at: expect.any(String),
    });
  });

  it("refuses a revoked, an expired, an unknown and a suspended user's token with 401", async () => {
    // An expired token has its own code (TOKEN_EXPIRED) so that a script can say "renew it".
    const user = await api.signUp();
    const revoked = await createToken(user, { name: 'revoked' });
    const expired = await createToken(user, { name: 'expired' });
    const live = await createToken(user, { name: 'live' });
    const deleted = await user.request('DELETE', `/api/v1/auth/tokens/${revoked.api_token.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { deleted: true } });
    await db()
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.api_token.id)
      .execute();
    for (const token of [revoked.token, `${live.token}x`, 'spora_pat_forged']) {
      const response = await api.anonymous('GET', '/api/v1/auth/me', undefined, bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
    const expiredAnswer = await api.anonymous('GET', '/api/v1/auth/me', undefined, bearer(expired.token));
    expect(expiredAnswer.statusCode).toBe(401);
    expect(expiredAnswer.json().error.code).toBe('TOKEN_EXPIRED');
    expect((await api.anonymous('GET', '/api/v1/auth/me', undefined, bearer(live.token))).statusCode).toBe(
      200,
    );
    await db().updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    expect((await api.anonymous('GET', '/api/v1/auth/me', undefined, bearer(live.token))).statusCode).toBe(
      401,
    );
  });

  it('judges a request that sends a token by the token alone, not by its session cookie', async () => {
    const user = await api.signUp();
    const response = await user.request('GET', '/api/v1/auth/me', undefined, bearer('spora_pat_forged'));
    expect(response.statusCode).toBe(401);
  });

  it('keeps tokens private: another user neither sees nor revokes them', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const { token, api_token: created } = await createToken(owner);
    const list = await other.request('GET', '/api/v1/auth/tokens');
    expect(list.json()).toEqual({ data: { api_tokens: [] } });
    const revoke = await other.request('DELETE', `/api/v1/auth/tokens/${created.id}`);
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().error.code).toBe('NOT_FOUND');
    const viaToken = await api.anonymous('DELETE', `/api/v1/auth/tokens/${created.id}`, undefined, {
      authorization: `Bearer ${(await createToken(other)).token}`,
    });
    expect(viaToken.statusCode).toBe(404);
    const owned = (await storedTokens()).filter((row) => row.user_id === owner.id);
    expect(owned.map((row) => row.id)).toEqual([created.id]);
    expect(
      (await api.anonymous('GET', '/api/v1/auth/me', undefined, bearer(token))).json().data.user.id,
    ).toBe(owner.id);
  });

  it('answers 404 for a token that does not exist and 422 for an id that is not one', async () => {
    const user = await api.signUp();
    await createToken(user);
    const missing = await user.request('DELETE', '/api/v1/auth/tokens/999999');
    expect(missing.statusCode).toBe(404);
    const junk = await user.request('DELETE', '/api/v1/auth/tokens/abc');
    expect(junk.statusCode).toBe(422);
    expect(await storedTokens()).toHaveLength(1);
  });

  it('refuses a past expiry, a bad date, a blank name and unknown fields, creating nothing', async () => {
    const user = await api.signUp();
    for (const body of [
      { name: 'old', expires_at: new Date(Date.now() - 60_000).toISOString() },
      { name: 'bad date', expires_at: 'tomorrow' },
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      {},
      { name: 'sneaky', user_id: 1 },
    ]) {
      const response = await user.request('POST', '/api/v1/auth/tokens', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    const past = await user.request('POST', '/api/v1/auth/tokens', {
      name: 'old',
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.json().error.details.fields).toEqual({ expires_at: 'must be a date-time in the future' });
    expect(await storedTokens()).toEqual([]);
  });

  it('limits token creation per user, with Retry-After', async () => {
    const user = await api.signUp();
    const other = await api.signUp();
    for (let attempt = 0; attempt < apiTokenCreationRateLimit.limit; attempt += 1) {
      await createToken(user, { name: `token ${attempt}` });
    }
    const limited = await user.request('POST', '/api/v1/auth/tokens', { name: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedTokens()).toHaveLength(apiTokenCreationRateLimit.limit);
    await createToken(other);
  });

  it('needs a signed-in user, and the CSRF token with a session', async () => {
    const user = await api.signUp();
    expect((await api.anonymous('GET', '/api/v1/auth/tokens')).statusCode).toBe(401);
    const anonymous = await api.anonymous('POST', '/api/v1/auth/tokens', { name: 'x' });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await api.anonymous('POST', '/api/v1/auth/tokens', { name: 'x' }, { cookie: user.cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
    expect(await storedTokens()).toEqual([]);
  });
});
