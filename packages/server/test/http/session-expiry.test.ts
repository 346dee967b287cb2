/**
 * A session that ended answers its own 401 code, so the UI shows "your session has expired" once
 * and returns to sign-in, while a visitor who never signed in gets the ordinary UNAUTHENTICATED.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('an ended session on $name', (engine) => {
  let api: TestApi;

  beforeEach(async () => {
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  const me = (headers: Record<string, string>) => api.anonymous('GET', '/api/v1/auth/me', undefined, headers);
  const expectEnded = (response: Awaited<ReturnType<typeof me>>) => {
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('SESSION_EXPIRED');
    const cleared = response.cookies.find((cookie) => cookie.name === 'spora_session');
    expect(cleared?.value).toBe('');
  };

  it('answers SESSION_EXPIRED, clearing the cookie, once the session has expired', async () => {
    const user = await api.signUp();
    expect((await me({ cookie: user.cookie })).statusCode).toBe(200);
    await api.platform.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expectEnded(await me({ cookie: user.cookie }));
    expectEnded(await user.request('POST', '/api/v1/agents', { name: 'A' }));
  });

  it('answers SESSION_EXPIRED after signing out elsewhere, and for a user since suspended', async () => {
    const user = await api.signUp();
    const other = await api.signIn(user.email, user.password);
    await other.request('PATCH', '/api/v1/auth/password', {
      current_password: user.password,
      new_password: 'another correct horse battery',
    });
    expectEnded(await me({ cookie: user.cookie }));

    const suspended = await api.signUp();
    await api.platform.database.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', suspended.id)
      .execute();
    expectEnded(await me({ cookie: suspended.cookie }));
  });

  it('keeps UNAUTHENTICATED for no credentials at all, and for a bad API token', async () => {
    const nobody = await me({});
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json().error.code).toBe('UNAUTHENTICATED');
    const user = await api.signUp();
    // A request that names a token is judged by the token alone, whatever cookie it carries.
    const badToken = await me({ authorization: 'Bearer spora_pat_nope', cookie: user.cookie });
    expect(badToken.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('leaves public routes alone, so signing in again works with the stale cookie still sent', async () => {
    const user = await api.signUp();
    await api.platform.database.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    const config = await api.anonymous('GET', '/api/v1/config', undefined, { cookie: user.cookie });
    expect(config.statusCode).toBe(200);
    const again = await api.anonymous(
      'POST',
      '/api/v1/auth/login',
      { email: user.email, password: user.password },
      { cookie: user.cookie },
    );
    expect(again.statusCode).toBe(200);
  });
});
