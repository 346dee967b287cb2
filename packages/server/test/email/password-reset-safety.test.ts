import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordResetLifetimeMs } from '../../src/email/index.js';
import { type ApiUser, openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('what a password reset link can and cannot do on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine, {});
    alice = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const resetToken = () =>
    api.platform.email.tokens.issue(
      api.platform.database.db,
      alice.id,
      'password_reset',
      passwordResetLifetimeMs,
    );
  const reset = (token: string, password: string) =>
    api.anonymous('POST', '/api/v1/auth/reset-password', { token, password });

  it('lets exactly one of two simultaneous resets with one link win', async () => {
    const token = await resetToken();
    const passwords = ['first racing password 1', 'second racing password 2'];
    const answers = await Promise.all(passwords.map((password) => reset(token, password)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 422]);
    const winner = passwords[answers.findIndex((answer) => answer.statusCode === 204)] ?? '';
    const loser = passwords.find((password) => password !== winner) ?? '';
    expect((await api.signIn(alice.email, winner)).id).toBe(alice.id);
    await expect(api.signIn(alice.email, loser)).rejects.toThrow(/401/);
  });

  it('answers a reset request without waiting for the work an existing account causes', async () => {
    const accounts = api.platform.email.accounts;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const spy = vi.spyOn(accounts, 'requestPasswordReset').mockImplementation(() => held);
    const answer = await api.anonymous('POST', '/api/v1/auth/forgot-password', { email: alice.email });
    expect(answer.statusCode).toBe(202);
    expect(spy).toHaveBeenCalledWith(alice.email);
    let settled = false;
    const settling = accounts.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    await settling;
    spy.mockRestore();
  });

  it('revokes the API tokens too, as a password change does by default', async () => {
    const created = await alice.request('POST', '/api/v1/auth/tokens', { name: 'script' });
    expect(created.statusCode, created.body).toBe(201);
    const bearer = { authorization: `Bearer ${created.json().data.token}` };
    expect((await api.anonymous('GET', '/api/v1/auth/me', undefined, bearer)).statusCode).toBe(200);
    expect((await reset(await resetToken(), 'a brand new password 77')).statusCode).toBe(204);
    expect((await api.anonymous('GET', '/api/v1/auth/me', undefined, bearer)).statusCode).toBe(401);
  });

  it('gives a suspended account no new password', async () => {
    const token = await resetToken();
    await api.platform.database.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', alice.id)
      .execute();
    expect((await reset(token, 'a brand new password 77')).statusCode).toBe(422);
    await api.platform.database.db
      .updateTable('users')
      .set({ status: 'active' })
      .where('id', '=', alice.id)
      .execute();
    expect((await api.signIn(alice.email, testPassword)).id).toBe(alice.id);
  });

  it('kills an unused reset link when the password is changed by other means', async () => {
    const token = await resetToken();
    const changed = await alice.request('PATCH', '/api/v1/auth/password', {
      current_password: testPassword,
      new_password: 'changed the usual way 42',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await reset(token, 'a brand new password 77')).statusCode).toBe(422);
    expect((await api.signIn(alice.email, 'changed the usual way 42')).id).toBe(alice.id);
  });
});
