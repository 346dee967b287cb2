import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SecurityLog } from '../../src/security-log/index.js';
import { SecurityLogRetentionJob } from '../../src/worker/index.js';
import { type ApiUser, openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { codeAt, enrolSecondFactor } from '../support/two-factor-enrolment.js';

interface LoggedEvent {
  kind: string;
  actor_user_id: number | null;
  subject_user_id: number | null;
  actor_email: string | null;
  address: string | null;
  detail: Record<string, unknown>;
}

describe.each(testEngines)('the security log on $name', (engine) => {
  let api: TestApi;
  let admin: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine, { allowRegistration: true });
    admin = await api.signUp({ role: 'admin' });
  });

  afterEach(async () => {
    await api.dispose();
  });

  async function events(query = ''): Promise<LoggedEvent[]> {
    const response = await admin.request('GET', `/api/v1/admin/security-log?per_page=100${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.events;
  }

  async function theOne(kind: string): Promise<LoggedEvent> {
    const found = (await events(`&kind=${kind}`)).filter((event) => event.kind === kind);
    expect(found, kind).toHaveLength(1);
    return found[0] as LoggedEvent;
  }

  it('records sign-ins, refused ones with their reason, and registrations', async () => {
    const registered = await api.anonymous('POST', '/api/v1/auth/register', {
      email: 'new@example.test',
      password: testPassword,
    });
    const newcomer = registered.json().data.user.id;
    expect(await theOne('user.registered')).toMatchObject({
      actor_user_id: newcomer,
      subject_user_id: newcomer,
    });
    const member = await api.signUp();
    await api.anonymous('POST', '/api/v1/auth/login', { email: member.email, password: 'wrong password!' });
    await api.anonymous('POST', '/api/v1/auth/login', {
      email: 'nobody@example.test',
      password: 'whatever it is',
    });
    await admin.request('PATCH', `/api/v1/users/${member.id}`, { status: 'suspended' });
    await api.anonymous('POST', '/api/v1/auth/login', { email: member.email, password: testPassword });

    const failed = await events('&kind=sign_in.failed');
    expect(failed.map((event) => [event.detail.reason, event.subject_user_id, event.actor_user_id])).toEqual([
      ['suspended', member.id, null],
      ['unknown_account', null, null],
      ['wrong_password', member.id, null],
    ]);
    expect(failed.every((event) => event.address === '127.0.0.1')).toBe(true);
    const signIns = await events(`&kind=sign_in.succeeded&user_id=${member.id}`);
    expect(signIns).toEqual([
      expect.objectContaining({
        actor_user_id: member.id,
        subject_user_id: member.id,
        detail: { method: 'password' },
      }),
    ]);
  });

  it('records a sign-in refused by the limits as throttled', async () => {
    const member = await api.signUp();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 429; attempt += 1) {
      const answer = await api.anonymous('POST', '/api/v1/auth/login', {
        email: member.email,
        password: 'wrong!!',
      });
      status = answer.statusCode;
    }
    expect(status).toBe(429);
    const [latest] = await events('&kind=sign_in.failed');
    expect(latest).toMatchObject({ subject_user_id: member.id, detail: { reason: 'throttled' } });
  });

  it('records factor changes, a refused code, a used recovery code and an administrator’s reset', async () => {
    const member = await api.signUp();
    const { secret, recoveryCodes } = await enrolSecondFactor(member);
    expect(await theOne('two_factor.enabled')).toMatchObject({
      actor_user_id: member.id,
      subject_user_id: member.id,
      address: '127.0.0.1',
    });
    const regenerated = await member.request('POST', '/api/v1/auth/two-factor/recovery-codes', {
      code: await codeAt(secret, 1),
    });
    const recoveryCode = regenerated.json().data.recovery_codes[0] as string;
    expect(recoveryCodes).not.toContain(recoveryCode);
    expect(await theOne('two_factor.recovery_codes_regenerated')).toMatchObject({ actor_user_id: member.id });

    const challenge = async () =>
      (
        await api.anonymous('POST', '/api/v1/auth/login', { email: member.email, password: testPassword })
      ).json().data.challenge;
    await api.anonymous('POST', '/api/v1/auth/login/two-factor', {
      challenge: await challenge(),
      code: '000000',
    });
    expect(await theOne('sign_in.two_factor_failed')).toMatchObject({
      actor_user_id: null,
      subject_user_id: member.id,
      detail: { reason: 'wrong_code' },
    });
    const signedIn = await api.anonymous('POST', '/api/v1/auth/login/two-factor', {
      challenge: await challenge(),
      recovery_code: recoveryCode,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await theOne('two_factor.recovery_code_used')).toMatchObject({ subject_user_id: member.id });
    expect((await events('&kind=sign_in.succeeded')).at(0)?.detail).toEqual({ method: 'two_factor' });

    await admin.request('DELETE', `/api/v1/users/${member.id}/two-factor`);
    expect(await theOne('two_factor.reset_by_admin')).toMatchObject({
      actor_user_id: admin.id,
      actor_email: admin.email,
      subject_user_id: member.id,
    });
    await enrolSecondFactor(member);
    await member.request('DELETE', '/api/v1/auth/two-factor', { current_password: testPassword });
    expect(await theOne('two_factor.disabled')).toMatchObject({ actor_user_id: member.id });
  });

  it('records password changes and resets, and API tokens: created, used once an hour, revoked', async () => {
    const member = await api.signUp();
    await member.request('PATCH', '/api/v1/auth/password', {
      current_password: testPassword,
      new_password: 'another long passphrase',
    });
    expect(await theOne('password.changed')).toMatchObject({
      actor_user_id: member.id,
      detail: { api_tokens_revoked: true },
    });
    const { db } = api.platform.database;
    const resetToken = await api.platform.email.tokens.issue(db, member.id, 'password_reset', 60_000);
    await api.anonymous('POST', '/api/v1/auth/reset-password', {
      token: resetToken,
      password: 'a third long passphrase',
    });
    expect(await theOne('password.reset')).toMatchObject({
      actor_user_id: member.id,
      subject_user_id: member.id,
    });
    const again = await api.signIn(member.email, 'a third long passphrase');
    const created = await again.request('POST', '/api/v1/auth/tokens', { name: 'deploy', scope: 'read' });
    const { api_token: token, token: secret } = created.json().data;
    expect(await theOne('api_token.created')).toMatchObject({
      actor_user_id: member.id,
      detail: { token_id: token.id, name: 'deploy', scope: 'read' },
    });
    for (let request = 0; request < 3; request += 1) {
      await api.anonymous('GET', '/api/v1/agents', undefined, { authorization: `Bearer ${secret}` });
    }
    expect(await theOne('api_token.used')).toMatchObject({ actor_user_id: member.id, address: '127.0.0.1' });
    await again.request('DELETE', `/api/v1/auth/tokens/${token.id}`);
    expect(await theOne('api_token.revoked')).toMatchObject({ detail: { token_id: token.id } });
  });

  it('records what administrators change: accounts, roles, settings and the policy', async () => {
    const created = await admin.request('POST', '/api/v1/users', {
      email: 'made@example.test',
      password: testPassword,
    });
    const id = created.json().data.user.id;
    expect(await theOne('user.created_by_admin')).toMatchObject({
      actor_user_id: admin.id,
      subject_user_id: id,
    });
    await admin.request('PATCH', `/api/v1/users/${id}`, { role: 'admin' });
    expect(await theOne('user.role_changed')).toMatchObject({ detail: { from: 'member', to: 'admin' } });
    await admin.request('PATCH', `/api/v1/users/${id}`, { status: 'suspended' });
    await admin.request('PATCH', `/api/v1/users/${id}`, { status: 'active' });
    expect(await theOne('user.suspended')).toMatchObject({ subject_user_id: id });
    expect(await theOne('user.reactivated')).toMatchObject({ subject_user_id: id });
    await admin.request('DELETE', `/api/v1/users/${id}`);
    expect(await theOne('user.deleted')).toMatchObject({
      subject_user_id: id,
      detail: { email: 'made@example.test' },
    });

    await admin.request('PUT', '/api/v1/audit/retention', { retention_days: 90 });
    await admin.request('PUT', '/api/v1/email/settings', {
      host: 'smtp.example.test',
      port: 587,
      security: 'starttls',
      from_address: 'spora@example.test',
    });
    await admin.request('DELETE', '/api/v1/email/settings');
    const settings = await events('&kind=settings.changed');
    expect(settings.map((event) => event.detail)).toEqual([
      { setting: 'smtp', change: 'removed' },
      { setting: 'smtp', change: 'set' },
      { setting: 'decision_record_retention', change: 'set' },
    ]);
    // An administrator without a factor would be shut out by this policy until they enrolled.
    await enrolSecondFactor(admin);
    await admin.request('PUT', '/api/v1/admin/security-policy', { two_factor_required: 'administrators' });
    expect(await theOne('security_policy.changed')).toMatchObject({
      actor_user_id: admin.id,
      detail: { two_factor_required: { from: 'off', to: 'administrators' } },
    });
  });

  it('is for administrators only, filters, pages and exports as CSV and JSON Lines', async () => {
    const member = await api.signUp();
    const refused = await member.request('GET', '/api/v1/admin/security-log');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');

    const log = new SecurityLog(api.platform.database.db);
    await log.record(
      {
        kind: 'sign_in.failed',
        subjectUserId: null,
        detail: { email: 'x@example.test', reason: 'unknown_account' },
      },
      { actorUserId: null, address: '203.0.113.9', userAgent: 'curl/8' },
    );
    expect((await events('&address=203.0.113.9')).map((event) => event.kind)).toEqual(['sign_in.failed']);
    expect(new Set((await events('&kind=sign_in.')).map((event) => event.kind))).toEqual(
      new Set(['sign_in.succeeded', 'sign_in.failed']),
    );
    expect((await events(`&user_id=${member.id}`)).map((event) => event.kind)).toEqual(['sign_in.succeeded']);
    expect(await events('&to=2000-01-01T00:00:00Z')).toEqual([]);
    expect(
      (await events(`&from=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`)).length,
    ).toBe(3);
    const page = await admin.request('GET', '/api/v1/admin/security-log?per_page=1&page=2');
    expect(page.json().data.pagination).toMatchObject({ page: 2, per_page: 1, total: 3, last_page: 3 });

    const csv = await admin.request('GET', '/api/v1/admin/security-log?format=csv&address=203.0.113.9');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')).toEqual([
      'id,occurred_at,kind,actor_user_id,subject_user_id,actor_email,subject_email,address,user_agent,detail',
      expect.stringMatching(
        /^\d+,[^,]+,sign_in\.failed,,,,,203\.0\.113\.9,curl\/8,"\{""email"":""x@example\.test""/,
      ),
      '',
    ]);
    const jsonl = await admin.request(
      'GET',
      '/api/v1/admin/security-log?format=jsonl&kind=sign_in.succeeded',
    );
    const lines = jsonl.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.subject_user_id)).toEqual([member.id, admin.id]);
  });

  it('forgets events older than the retention period, in the retention job', async () => {
    const { db } = api.platform.database;
    await db
      .insertInto('security_events')
      .values({
        occurred_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
        kind: 'password.reset',
        actor_user_id: null,
        subject_user_id: null,
        address: null,
        user_agent: null,
        detail: '{}',
      })
      .execute();
    const job = new SecurityLogRetentionJob(db, pino({ level: 'silent' }), {
      intervalMs: 60_000,
      clock: () => new Date(),
    });
    // The default keeps a year, so the 40-day-old event stays until the period is shortened.
    expect(await job.runOnce()).toBe(0);
    await admin.request('PUT', '/api/v1/admin/security-policy', { security_log_retention_days: 30 });
    expect(await job.runOnce()).toBe(1);
    expect((await events()).map((event) => event.kind)).toEqual([
      'security_policy.changed',
      'sign_in.succeeded',
    ]);
  });
});
