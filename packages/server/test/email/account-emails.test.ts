import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ReceivedMail, SmtpTestServer } from '../support/smtp-test-server.js';
import { type ApiUser, openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const publicUrl = 'https://spora.example.test';
const newPassword = 'a brand new password 77';

describe.each(testEngines)('password reset, verification and welcome e-mails on $name', (engine) => {
  let smtp: SmtpTestServer;
  let api: TestApi;
  let admin: ApiUser;

  beforeEach(async () => {
    smtp = await SmtpTestServer.start();
    api = await openTestApi(engine, { publicUrl, allowRegistration: true });
    admin = await api.signUp({ role: 'admin' });
    const saved = await admin.request('PUT', '/api/v1/email/settings', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      from_address: 'spora@example.test',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  afterEach(async () => {
    await api.dispose();
    await smtp.close();
  });

  // Reset requests are queued after the answer, so the outbox is read once they have settled.
  const deliver = async () => {
    await api.platform.email.accounts.settled();
    return api.platform.email.sender.sendDue();
  };
  const tokenIn = (mail: ReceivedMail | undefined, path: string) => {
    const match = (mail?.parsed.text ?? '').match(new RegExp(`${publicUrl}${path}#token=([A-Za-z0-9_%-]+)`));
    if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.parsed.text}`);
    return decodeURIComponent(match[1]);
  };

  it('resets a password end to end: one answer for every address, a single-use link, sessions ended', async () => {
    const alice = await api.signUp();
    const unknown = await api.anonymous('POST', '/api/v1/auth/forgot-password', {
      email: 'nobody@example.test',
    });
    const known = await api.anonymous('POST', '/api/v1/auth/forgot-password', {
      email: alice.email.toUpperCase(),
    });
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    expect(await deliver()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual([alice.email]);
    expect(mail?.parsed.subject).toBe('Reset your Spora password');
    const token = tokenIn(mail, '/reset-password');
    // Only the token's hash is stored.
    const stored = await api.platform.database.db.selectFrom('email_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const weak = await api.anonymous('POST', '/api/v1/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.details.fields).toMatchObject({ password: expect.any(String) });
    const reset = await api.anonymous('POST', '/api/v1/auth/reset-password', {
      token,
      password: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(204);
    // The old session is over, the old password no longer works, the new one does.
    expect((await alice.request('GET', '/api/v1/auth/me')).statusCode).toBe(401);
    await expect(api.signIn(alice.email, testPassword)).rejects.toThrow(/401/);
    expect((await api.signIn(alice.email, newPassword)).id).toBe(alice.id);
    const again = await api.anonymous('POST', '/api/v1/auth/reset-password', {
      token,
      password: 'yet another password 1',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.details.fields).toEqual({ token: 'is invalid or expired' });
  });

  it('refuses an expired or replaced link', async () => {
    const alice = await api.signUp();
    // One at a time, so the first e-mail received holds the first link: the outbox may send two
    // queued e-mails in either order.
    await api.anonymous('POST', '/api/v1/auth/forgot-password', { email: alice.email });
    await deliver();
    await smtp.waitFor(1);
    await api.anonymous('POST', '/api/v1/auth/forgot-password', { email: alice.email });
    await deliver();
    const [first, second] = await smtp.waitFor(2);
    const replaced = await api.anonymous('POST', '/api/v1/auth/reset-password', {
      token: tokenIn(first, '/reset-password'),
      password: newPassword,
    });
    expect(replaced.statusCode).toBe(422);
    await api.platform.database.db
      .updateTable('email_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const expired = await api.anonymous('POST', '/api/v1/auth/reset-password', {
      token: tokenIn(second, '/reset-password'),
      password: newPassword,
    });
    expect(expired.statusCode).toBe(422);
  });

  it('limits reset requests per client address and per e-mail address without telling which', async () => {
    const alice = await api.signUp();
    const answers: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      answers.push(
        (await api.anonymous('POST', '/api/v1/auth/forgot-password', { email: alice.email })).statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    await deliver();
    // Three per address in the window; the others were answered alike but sent nothing.
    expect(await api.platform.database.db.selectFrom('email_outbox').selectAll().execute()).toHaveLength(3);
    const limited = await api.anonymous('POST', '/api/v1/auth/forgot-password', { email: 'x@example.test' });
    expect(limited.statusCode).toBe(429);
  });

  it('verifies the address of a new registration, and welcomes an account an administrator created', async () => {
    const registered = await api.anonymous('POST', '/api/v1/auth/register', {
      email: 'newcomer@example.test',
      password: testPassword,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const created = await admin.request('POST', '/api/v1/users', {
      email: 'colleague@example.test',
      password: 'first password 1234',
    });
    expect(created.statusCode).toBe(201);
    expect(await deliver()).toBe(2);
    const mails = await smtp.waitFor(2);
    const verification = mails.find((mail) => mail.envelopeTo[0] === 'newcomer@example.test');
    const welcome = mails.find((mail) => mail.envelopeTo[0] === 'colleague@example.test');
    expect(welcome?.parsed.subject).toBe('Your Spora account');
    expect(welcome?.parsed.text).toContain(`${publicUrl}/sign-in`);
    expect(welcome?.raw).not.toContain('first password 1234');
    const token = tokenIn(verification, '/verify-email');
    const user = () =>
      api.platform.database.db
        .selectFrom('users')
        .select('email_verified')
        .where('email', '=', 'newcomer@example.test')
        .executeTakeFirstOrThrow();
    expect((await user()).email_verified).toBe(0);
    const verified = await api.anonymous('POST', '/api/v1/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await user()).email_verified).toBe(1);
    expect((await api.anonymous('POST', '/api/v1/auth/verify-email', { token })).statusCode).toBe(422);
    // A reset token is no verification token.
    expect((await api.anonymous('POST', '/api/v1/auth/verify-email', { token: 'made-up' })).statusCode).toBe(
      422,
    );
  });
});
