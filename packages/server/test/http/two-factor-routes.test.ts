import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAccountRule, signInAddressRule } from '../../src/accounts/index.js';
import { openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { codeAt, enrolSecondFactor as enrol } from '../support/two-factor-enrolment.js';

describe.each(testEngines)('two-factor sign-in on $name', (engine) => {
  let api: TestApi;

  beforeEach(async () => {
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  async function passwordStep(email: string) {
    return api.anonymous('POST', '/api/v1/auth/login', { email, password: testPassword });
  }

  it('enrols with a QR code and a secret, refuses a wrong code, then turns two factors on', async () => {
    const user = await api.signUp();
    const started = await user.request('POST', '/api/v1/auth/two-factor/totp', {});
    const { data } = started.json();
    expect(data.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(data.otpauth_uri).toContain(`secret=${data.secret}`);
    const stored = await api.platform.database.db
      .selectFrom('totp_factors')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored.secret).toMatch(/^enc:v1:/);
    expect(stored.confirmed_at).toBeNull();

    const wrong = await user.request('POST', '/api/v1/auth/two-factor/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await user.request('GET', '/api/v1/auth/me')).json().data.two_factor).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
    });

    const confirmed = await user.request('POST', '/api/v1/auth/two-factor/totp/confirm', {
      code: await codeAt(data.secret, 0),
    });
    const codes: string[] = confirmed.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const hashes = await api.platform.database.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(hashes.map((row) => row.code_hash)).not.toContain(codes[0]);
    expect((await user.request('GET', '/api/v1/auth/me')).json().data.two_factor).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: false,
    });
    const again = await user.request('POST', '/api/v1/auth/two-factor/totp', {});
    expect(again.json().error.code).toBe('INVALID_STATE');
  });

  it('asks for a code after the password, sets no cookie until then, and refuses a replayed code', async () => {
    const user = await api.signUp();
    const { secret } = await enrol(user);
    const first = await passwordStep(user.email);
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((cookie) => cookie.name === 'spora_session')).toBeUndefined();
    const { challenge, two_factor_required: required } = first.json().data;
    expect(required).toBe(true);

    const code = await codeAt(secret, 1);
    const second = await api.anonymous('POST', '/api/v1/auth/login/two-factor', { challenge, code });
    expect(second.statusCode).toBe(200);
    const session = second.cookies.find((cookie) => cookie.name === 'spora_session');
    expect(session).toBeDefined();
    expect(second.json().data.csrf_token).toEqual(expect.any(String));
    const me = await api.anonymous('GET', '/api/v1/auth/me', undefined, {
      cookie: `spora_session=${session?.value}`,
    });
    expect(me.json().data.user.id).toBe(user.id);

    const reused = await api.anonymous('POST', '/api/v1/auth/login/two-factor', {
      challenge,
      code: await codeAt(secret, 2),
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');

    const next = (await passwordStep(user.email)).json().data.challenge;
    const replayed = await api.anonymous('POST', '/api/v1/auth/login/two-factor', { challenge: next, code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it('signs in with a recovery code once, and refuses the same code the second time', async () => {
    const user = await api.signUp();
    const { recoveryCodes } = await enrol(user);
    const recoveryCode = (recoveryCodes[0] ?? '').toUpperCase();
    const first = await api.anonymous('POST', '/api/v1/auth/login/two-factor', {
      challenge: (await passwordStep(user.email)).json().data.challenge,
      recovery_code: recoveryCode,
    });
    expect(first.statusCode).toBe(200);
    expect((await user.request('GET', '/api/v1/auth/me')).json().data.two_factor.recovery_codes_left).toBe(9);
    const second = await api.anonymous('POST', '/api/v1/auth/login/two-factor', {
      challenge: (await passwordStep(user.email)).json().data.challenge,
      recovery_code: recoveryCode,
    });
    expect(second.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it("lets more people with two factors sign in from one address than the address's failure limit", async () => {
    const people = await Promise.all([api.signUp(), api.signUp(), api.signUp()]);
    const codes = await Promise.all(people.map(async (person) => (await enrol(person)).recoveryCodes));
    const statuses: number[] = [];
    for (let round = 0; statuses.length <= signInAddressRule.limit; round += 1) {
      for (const [index, person] of people.entries()) {
        const signedIn = await api.anonymous('POST', '/api/v1/auth/login/two-factor', {
          challenge: (await passwordStep(person.email)).json().data.challenge,
          recovery_code: codes[index]?.[round],
        });
        statuses.push(signedIn.statusCode);
      }
    }
    expect(statuses.length).toBeGreaterThan(signInAddressRule.limit);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('refuses an expired challenge', async () => {
    const user = await api.signUp();
    const { secret } = await enrol(user);
    const { challenge } = (await passwordStep(user.email)).json().data;
    await api.platform.database.db
      .updateTable('sign_in_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const late = await api.anonymous('POST', '/api/v1/auth/login/two-factor', {
      challenge,
      code: await codeAt(secret, 1),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('counts wrong codes against the sign-in limit of the account', async () => {
    const user = await api.signUp();
    await enrol(user);
    const { challenge } = (await passwordStep(user.email)).json().data;
    const statuses: number[] = [];
    for (let guess = 0; guess < signInAccountRule.limit; guess += 1) {
      const response = await api.anonymous('POST', '/api/v1/auth/login/two-factor', {
        challenge,
        code: '000000',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it('regenerates recovery codes for a TOTP code, and turns two factors off for the password', async () => {
    const user = await api.signUp();
    const { secret, recoveryCodes } = await enrol(user);
    const refused = await user.request('POST', '/api/v1/auth/two-factor/recovery-codes', { code: '000000' });
    expect(refused.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const renewed = await user.request('POST', '/api/v1/auth/two-factor/recovery-codes', {
      code: await codeAt(secret, 1),
    });
    expect(renewed.json().data.recovery_codes).not.toContain(recoveryCodes[0]);
    const old = await api.anonymous('POST', '/api/v1/auth/login/two-factor', {
      challenge: (await passwordStep(user.email)).json().data.challenge,
      recovery_code: recoveryCodes[0],
    });
    expect(old.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');

    const wrongPassword = await user.request('DELETE', '/api/v1/auth/two-factor', {
      current_password: 'nope',
    });
    expect(wrongPassword.json().error.code).toBe('VALIDATION_ERROR');
    const off = await user.request('DELETE', '/api/v1/auth/two-factor', { current_password: testPassword });
    expect(off.statusCode).toBe(200);
    expect((await passwordStep(user.email)).json().data.csrf_token).toEqual(expect.any(String));
  });

  it("lets an administrator reset a user's factors, and no member reset another's", async () => {
    const admin = await api.signUp({ role: 'admin' });
    const member = await api.signUp();
    const other = await api.signUp();
    await enrol(member);

    const byMember = await other.request('DELETE', `/api/v1/users/${member.id}/two-factor`);
    expect(byMember.statusCode).toBe(403);
    const unknown = await admin.request('DELETE', '/api/v1/users/999999/two-factor');
    expect(unknown.statusCode).toBe(404);
    const reset = await admin.request('DELETE', `/api/v1/users/${member.id}/two-factor`);
    expect(reset.statusCode).toBe(200);
    expect((await passwordStep(member.email)).json().data.csrf_token).toEqual(expect.any(String));
  });
});
