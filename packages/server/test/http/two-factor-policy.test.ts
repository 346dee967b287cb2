import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SecurityPolicies, type TwoFactorRequirement } from '../../src/security-log/index.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { enrolSecondFactor } from '../support/two-factor-enrolment.js';

describe.each(testEngines)('the two-factor policy on $name', (engine) => {
  let api: TestApi;

  beforeEach(async () => {
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  const requirePolicy = (twoFactorRequired: TwoFactorRequirement) =>
    new SecurityPolicies(api.platform.database.db).set({ twoFactorRequired, securityLogRetentionDays: 365 });

  const agentsStatus = async (user: ApiUser) => {
    const response = await user.request('GET', '/api/v1/agents');
    return response.statusCode === 200 ? 200 : `${response.statusCode} ${response.json().error.code}`;
  };

  it('asks nothing of anyone while it is off', async () => {
    const admin = await api.signUp({ role: 'admin' });
    const member = await api.signUp();
    expect(await agentsStatus(admin)).toBe(200);
    expect(await agentsStatus(member)).toBe(200);
    expect((await member.request('GET', '/api/v1/auth/me')).json().data.two_factor.required).toBe(false);
  });

  it('covers administrators only when set to administrators', async () => {
    const admin = await api.signUp({ role: 'admin' });
    const enrolledAdmin = await api.signUp({ role: 'admin' });
    await enrolSecondFactor(enrolledAdmin);
    const member = await api.signUp();
    await requirePolicy('administrators');
    expect(await agentsStatus(admin)).toBe('403 TWO_FACTOR_REQUIRED');
    expect(await agentsStatus(enrolledAdmin)).toBe(200);
    expect(await agentsStatus(member)).toBe(200);
    expect((await admin.request('GET', '/api/v1/auth/me')).json().data.two_factor.required).toBe(true);
    expect((await member.request('GET', '/api/v1/auth/me')).json().data.two_factor.required).toBe(false);
    const listed = await enrolledAdmin.request('GET', '/api/v1/users');
    const flags = listed
      .json()
      .data.users.map((user: { id: number; two_factor_enabled: boolean }) => [
        user.id,
        user.two_factor_enabled,
      ]);
    expect(flags).toEqual([
      [admin.id, false],
      [enrolledAdmin.id, true],
      [member.id, false],
    ]);
  });

  it('covers everyone when set to everyone, and lets a covered user enrol, then work', async () => {
    const admin = await api.signUp({ role: 'admin' });
    await enrolSecondFactor(admin);
    const member = await api.signUp();
    const changed = await admin.request('PUT', '/api/v1/admin/security-policy', {
      two_factor_required: 'everyone',
    });
    expect(changed.json().data).toEqual({
      two_factor_required: 'everyone',
      security_log_retention_days: 365,
    });
    expect(await agentsStatus(admin)).toBe(200);
    expect(await agentsStatus(member)).toBe('403 TWO_FACTOR_REQUIRED');
    const created = await member.request('POST', '/api/v1/auth/tokens', { name: 'script' });
    expect(created.json().error.code).toBe('TWO_FACTOR_REQUIRED');

    const me = await member.request('GET', '/api/v1/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.two_factor).toMatchObject({ enabled: false, required: true });
    await enrolSecondFactor(member);
    expect(await agentsStatus(member)).toBe(200);
    expect((await member.request('GET', '/api/v1/auth/me')).json().data.two_factor.required).toBe(false);
    expect((await member.request('POST', '/api/v1/auth/logout', {})).statusCode).toBe(204);
  });

  it('refuses the API tokens of a covered user without a factor the same way', async () => {
    const member = await api.signUp();
    const created = await member.request('POST', '/api/v1/auth/tokens', { name: 'script', scope: 'read' });
    const token: string = created.json().data.token;
    const withToken = (url: string) =>
      api.anonymous('GET', `/api/v1${url}`, undefined, { authorization: `Bearer ${token}` });
    expect((await withToken('/agents')).statusCode).toBe(200);
    await requirePolicy('everyone');
    const refused = await withToken('/agents');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await withToken('/auth/me')).statusCode).toBe(200);
  });

  it('is read and changed by administrators only', async () => {
    const member = await api.signUp();
    expect((await member.request('GET', '/api/v1/admin/security-policy')).json().error.code).toBe(
      'FORBIDDEN',
    );
    const refused = await member.request('PUT', '/api/v1/admin/security-policy', {
      two_factor_required: 'off',
    });
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const admin = await api.signUp({ role: 'admin' });
    const read = await admin.request('GET', '/api/v1/admin/security-policy');
    expect(read.json().data).toEqual({ two_factor_required: 'off', security_log_retention_days: 365 });
  });
});
