import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/accounts/index.js';
import { apiVersion } from '../../src/http/index.js';
import { passwordChangeRateLimit, registrationRateLimit } from '../../src/http/routes/auth.js';
import { openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const newPassword = 'a brand new passphrase';

describe.each(testEngines)('registration and own account on $name', (engine) => {
  let api: TestApi;

  beforeEach(async () => {
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const userCount = async () => (await db().selectFrom('users').select('id').execute()).length;
  const passwordHashOf = async (userId: number) =>
    (
      await db()
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).password_hash ?? '';

  describe('GET /config', () => {
    it('tells anyone whether registration is open, and the API version', async () => {
      const closed = await api.anonymous('GET', '/api/v1/config');
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toEqual({
        data: { allow_registration: false, setup_needed: true, runtime_mode: 'server', version: apiVersion },
      });
      const open = await openTestApi(engine, { allowRegistration: true });
      try {
        const response = await open.anonymous('GET', '/api/v1/config');
        expect(response.json().data.allow_registration).toBe(true);
      } finally {
        await open.dispose();
      }
    });
  });

  describe('POST /auth/register', () => {
    let open: TestApi;

    beforeEach(async () => {
      open = await openTestApi(engine, { allowRegistration: true });
    });

    afterEach(async () => {
      await open.dispose();
    });

    const register = (body: unknown) => open.anonymous('POST', '/api/v1/auth/register', body);

    it('is refused while the server does not allow registration, and creates nothing', async () => {
      const response = await api.anonymous('POST', '/api/v1/auth/register', {
        email: 'new@example.test',
        password: testPassword,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('REGISTRATION_DISABLED');
      expect(await userCount()).toBe(0);
    });

    it('creates a member and signs it in with a session cookie and CSRF token', async () => {
      const response = await register({
        email: 'New@Example.test',
        password: testPassword,
        display_name: ' Newcomer ',
      });
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data.user).toMatchObject({
        email: 'new@example.test',
        display_name: 'Newcomer',
        role: 'member',
        is_admin: false,
        status: 'active',
        email_verified: false,
      });
      expect(data.user.last_login_at).not.toBeNull();
      const cookie = response.cookies.find((entry) => entry.name === 'spora_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      const headers = { cookie: `spora_session=${cookie?.value}`, 'x-csrf-token': data.csrf_token };
      const renamed = await open.anonymous('PATCH', '/api/v1/auth/account', { display_name: 'N' }, headers);
      expect(renamed.statusCode).toBe(200);
      const stored = await open.platform.database.db
        .selectFrom('users')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ id: data.user.id, role: 'member', display_name: 'N' });
    });

    it('refuses a role, unknown fields and invalid fields with 422, creating nobody', async () => {
      for (const body of [
        { email: 'mallory@example.test', password: testPassword, role: 'admin' },
        { email: 'mallory@example.test', password: testPassword, email_verified: true },
        { email: 'not-an-email', password: testPassword },
        { email: 'mallory@example.test', password: 'short' },
        { email: 'mallory@example.test' },
      ]) {
        const response = await register(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect(await open.platform.database.db.selectFrom('users').selectAll().execute()).toEqual([]);
    });

    it('answers 409 EMAIL_TAKEN for an existing address, in any case', async () => {
      await open.platform.accounts.create({ email: 'taken@example.test', password: testPassword });
      const response = await register({ email: 'TAKEN@example.test', password: 'another passphrase' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('EMAIL_TAKEN');
      const users = await open.platform.database.db.selectFrom('users').select('email').execute();
      expect(users).toEqual([{ email: 'taken@example.test' }]);
      expect(
        await open.platform.accounts.verifyCredentials('taken@example.test', testPassword),
      ).not.toBeNull();
    });

    it('limits registrations per address, with Retry-After', async () => {
      for (let attempt = 0; attempt < registrationRateLimit.limit; attempt += 1) {
        const response = await register({ email: `r${attempt}@example.test`, password: testPassword });
        expect(response.statusCode).toBe(201);
      }
      const limited = await register({ email: 'one-more@example.test', password: testPassword });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const users = await open.platform.database.db.selectFrom('users').select('email').execute();
      expect(users).toHaveLength(registrationRateLimit.limit);
    });
  });

  describe('PATCH /auth/password', () => {
    it('changes the password, keeps this session and ends every other one', async () => {
      const user = await api.signUp();
      const otherSession = await api.signIn(user.email, testPassword);
      const response = await user.request('PATCH', '/api/v1/auth/password', {
        current_password: testPassword,
        new_password: newPassword,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { changed: true } });
      expect((await user.request('GET', '/api/v1/auth/me')).statusCode).toBe(200);
      expect((await otherSession.request('GET', '/api/v1/auth/me')).statusCode).toBe(401);
      const sessions = await db().selectFrom('sessions').select('user_id').execute();
      expect(sessions).toEqual([{ user_id: user.id }]);
      expect(await api.platform.accounts.verifyCredentials(user.email, testPassword)).toBeNull();
      expect((await api.signIn(user.email, newPassword)).id).toBe(user.id);
    });

    it('revokes every API token of the user by default, whichever credential changes the password', async () => {
      for (const by of ['session', 'token'] as const) {
        const user = await api.signUp();
        const { secret } = await api.platform.apiTokens.create(user.id, { name: 'script' });
        await api.platform.apiTokens.create(user.id, { name: 'backup' });
        const other = await api.signUp();
        const { secret: othersSecret } = await api.platform.apiTokens.create(other.id, { name: 'theirs' });
        const body = { current_password: testPassword, new_password: newPassword };
        const response =
          by === 'session'
            ? await user.request('PATCH', '/api/v1/auth/password', body)
            : await api.anonymous('PATCH', '/api/v1/auth/password', body, {
                authorization: `Bearer ${secret}`,
              });
        expect(response.statusCode, by).toBe(200);
        const byToken = (token: string) =>
          api.anonymous('GET', '/api/v1/auth/me', undefined, { authorization: `Bearer ${token}` });
        expect((await byToken(secret)).statusCode, by).toBe(401);
        expect(await api.platform.apiTokens.list(user.id)).toEqual([]);
        // Only the user's own tokens end.
        expect((await byToken(othersSecret)).statusCode, by).toBe(200);
      }
    });

    it('ends every session when an API token changes the password, and keeps the tokens when asked', async () => {
      const user = await api.signUp();
      const { secret } = await api.platform.apiTokens.create(user.id, { name: 'script' });
      const response = await api.anonymous(
        'PATCH',
        '/api/v1/auth/password',
        { current_password: testPassword, new_password: newPassword, keep_api_tokens: true },
        { authorization: `Bearer ${secret}` },
      );
      expect(response.statusCode).toBe(200);
      expect((await user.request('GET', '/api/v1/auth/me')).statusCode).toBe(401);
      expect(await db().selectFrom('sessions').selectAll().execute()).toEqual([]);
      const me = await api.anonymous('GET', '/api/v1/auth/me', undefined, {
        authorization: `Bearer ${secret}`,
      });
      expect(me.statusCode).toBe(200);
    });

    it('answers a wrong current password with 422 naming the field, keeping everyone signed in', async () => {
      const user = await api.signUp();
      const otherSession = await api.signIn(user.email, testPassword);
      const before = await passwordHashOf(user.id);
      const response = await user.request('PATCH', '/api/v1/auth/password', {
        current_password: 'not my password at all',
        new_password: newPassword,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { current_password: 'is wrong' } },
      });
      expect(await passwordHashOf(user.id)).toBe(before);
      expect((await user.request('GET', '/api/v1/auth/me')).statusCode).toBe(200);
      expect((await otherSession.request('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    });

    it('refuses a new password that is too short, and unknown fields, changing nothing', async () => {
      const user = await api.signUp();
      const before = await passwordHashOf(user.id);
      const short = await user.request('PATCH', '/api/v1/auth/password', {
        current_password: testPassword,
        new_password: 'short',
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().error.details.fields).toEqual({
        new_password: 'must have at least 12 characters',
      });
      const unknown = await user.request('PATCH', '/api/v1/auth/password', {
        current_password: testPassword,
        new_password: newPassword,
        user_id: 1,
      });
      expect(unknown.statusCode).toBe(422);
      expect(await passwordHashOf(user.id)).toBe(before);
      expect(await verifyPassword(before, testPassword)).toBe(true);
    });

    it('limits wrong guesses of the current password per user, with Retry-After', async () => {
      const user = await api.signUp();
      const guess = () =>
        user.request('PATCH', '/api/v1/auth/password', {
          current_password: 'a wrong guess here',
          new_password: newPassword,
        });
      for (let attempt = 0; attempt < passwordChangeRateLimit.limit; attempt += 1) {
        expect((await guess()).statusCode).toBe(422);
      }
      const limited = await guess();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const correct = await user.request('PATCH', '/api/v1/auth/password', {
        current_password: testPassword,
        new_password: newPassword,
      });
      expect(correct.statusCode).toBe(429);
      expect(await verifyPassword(await passwordHashOf(user.id), testPassword)).toBe(true);
    });

    it('needs a signed-in user and the CSRF token', async () => {
      const user = await api.signUp();
      const body = { current_password: testPassword, new_password: newPassword };
      const anonymous = await api.anonymous('PATCH', '/api/v1/auth/password', body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
      const noCsrf = await api.anonymous('PATCH', '/api/v1/auth/password', body, { cookie: user.cookie });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
      expect(await api.platform.accounts.verifyCredentials(user.email, testPassword)).not.toBeNull();
    });
  });

  describe('PATCH /auth/account', () => {
    it('changes the display name, trimmed, and clears it with null or blank', async () => {
      const user = await api.signUp();
      const renamed = await user.request('PATCH', '/api/v1/auth/account', { display_name: '  Ada  ' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.user).toMatchObject({ id: user.id, display_name: 'Ada' });
      const unchanged = await user.request('PATCH', '/api/v1/auth/account', {});
      expect(unchanged.json().data.user.display_name).toBe('Ada');
      const cleared = await user.request('PATCH', '/api/v1/auth/account', { display_name: null });
      expect(cleared.json().data.user.display_name).toBeNull();
      await user.request('PATCH', '/api/v1/auth/account', { display_name: 'Ada' });
      const blank = await user.request('PATCH', '/api/v1/auth/account', { display_name: '   ' });
      expect(blank.json().data.user.display_name).toBeNull();
    });

    it("sets the UI's language, keeps it across sign-ins, follows the browser again with null and refuses a language the UI lacks", async () => {
      const user = await api.signUp();
      const german = await user.request('PATCH', '/api/v1/auth/account', { language: 'de' });
      expect(german.statusCode).toBe(200);
      expect(german.json().data.user).toMatchObject({ id: user.id, language: 'de' });
      const renamed = await user.request('PATCH', '/api/v1/auth/account', { display_name: 'Ada' });
      expect(renamed.json().data.user).toMatchObject({ display_name: 'Ada', language: 'de' });
      const me = await user.request('GET', '/api/v1/auth/me');
      expect(me.json().data.user.language).toBe('de');
      for (const language of ['fr', 'DE', '', 7]) {
        const refused = await user.request('PATCH', '/api/v1/auth/account', { language });
        expect(refused.statusCode, String(language)).toBe(422);
        expect(refused.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect((await user.request('GET', '/api/v1/auth/me')).json().data.user.language).toBe('de');
      const browser = await user.request('PATCH', '/api/v1/auth/account', { language: null });
      expect(browser.json().data.user.language).toBeNull();
    });

    it('never lets users change their own role, status, verification or e-mail', async () => {
      const user = await api.signUp();
      const before = await db()
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      for (const body of [
        { role: 'admin' },
        { status: 'suspended' },
        { email_verified: true },
        { verified: true },
        { suspended: true },
        { email: 'other@example.test' },
        { display_name: 'Ada', role: 'admin' },
      ]) {
        const response = await user.request('PATCH', '/api/v1/auth/account', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
      const after = await db()
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it('refuses a display name over 100 characters, and needs sign-in and CSRF', async () => {
      const user = await api.signUp();
      const long = await user.request('PATCH', '/api/v1/auth/account', { display_name: 'x'.repeat(101) });
      expect(long.statusCode).toBe(422);
      const anonymous = await api.anonymous('PATCH', '/api/v1/auth/account', { display_name: 'Eve' });
      expect(anonymous.statusCode).toBe(401);
      const noCsrf = await api.anonymous(
        'PATCH',
        '/api/v1/auth/account',
        { display_name: 'Eve' },
        { cookie: user.cookie },
      );
      expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
      const stored = await db().selectFrom('users').select('display_name').executeTakeFirstOrThrow();
      expect(stored.display_name).toBeNull();
    });
  });
});
