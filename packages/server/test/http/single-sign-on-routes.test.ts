import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OidcTestProvider, startOidcTestProvider } from '../support/oidc-test-provider.js';
import { openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const publicUrl = 'http://spora.test';
const callback = `${publicUrl}/api/v1/auth/sso/corp/callback`;

describe.each(testEngines)('single sign-on through OpenID Connect on $name', (engine) => {
  let idp: OidcTestProvider;
  let api: TestApi;
  /** How far the server's clock runs ahead of the real one. */
  let clockAheadMs = 0;

  beforeAll(async () => {
    idp = await startOidcTestProvider([callback]);
  });

  afterAll(async () => {
    await idp.close();
  });

  beforeEach(async () => {
    clockAheadMs = 0;
    api = await openTestApi(engine, { publicUrl }, { clock: () => new Date(Date.now() + clockAheadMs) });
  });

  afterEach(async () => {
    await api.dispose();
  });

  async function addProvider(
    options: { allowAccountCreation?: boolean; adminGroups?: string[]; syncTeams?: boolean } = {},
  ) {
    const admin = await api.signUp({ role: 'admin' });
    const created = await admin.request('POST', '/api/v1/admin/sso-providers', {
      slug: 'corp',
      display_name: 'Corp login',
      issuer_url: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      scopes: 'openid email profile groups',
      groups_claim: 'groups',
      admin_groups: options.adminGroups ?? [],
      sync_teams: options.syncTeams ?? false,
      allow_account_creation: options.allowAccountCreation ?? false,
    });
    expect(created.statusCode).toBe(201);
    return { admin, provider: created.json().data.provider };
  }

  /** The state cookie of the browser that started the newest sign-in. */
  let browserCookie = '';

  /** The start step: the redirect to the provider; the state cookie stays with this "browser". */
  async function start(returnTo = '/tasks'): Promise<string> {
    const started = await api.anonymous(
      'GET',
      `/api/v1/auth/sso/corp/start?return_to=${encodeURIComponent(returnTo)}`,
    );
    expect(started.statusCode).toBe(302);
    const stateCookie = started.cookies.find((cookie) => cookie.name === 'spora_sso_state');
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/sso' });
    browserCookie = `spora_sso_state=${stateCookie?.value}`;
    const location = String(started.headers.location);
    expect(location.startsWith(`${idp.issuer}/`)).toBe(true);
    return location;
  }

  /** Sends the browser back to Spora with what the provider gave it. */
  function callBack(url: URL, cookie = browserCookie): Promise<LightMyRequestResponse> {
    expect(url.href.startsWith(callback)).toBe(true);
    return api.anonymous('GET', `${url.pathname}${url.search}`, undefined, { cookie });
  }

  /** The state cookie that a browser holding this answer's state would have. */
  const cookieFor = (url: URL) => `spora_sso_state=${url.searchParams.get('state')}`;

  function sessionCookieOf(response: LightMyRequestResponse) {
    return response.cookies.find((cookie) => cookie.name === 'spora_session' && cookie.value !== '');
  }

  function expectRefused(response: LightMyRequestResponse, code: string) {
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${publicUrl}/sign-in?sso_error=${code}`);
    expect(sessionCookieOf(response)).toBeUndefined();
  }

  async function userByEmail(email: string) {
    return api.platform.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
  }

  it('creates an account on first sign-in, opens a session and returns to the page asked for', async () => {
    const { admin, provider } = await addProvider({ allowAccountCreation: true });
    expect(provider.has_client_secret).toBe(true);
    expect(provider.callback_url).toBe(callback);
    expect(JSON.stringify((await admin.request('GET', '/api/v1/admin/sso-providers')).json())).not.toContain(
      idp.clientSecret,
    );
    const stored = await api.platform.database.db
      .selectFrom('oidc_providers')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored.client_secret).toMatch(/^enc:v1:/);
    const listed = await api.anonymous('GET', '/api/v1/auth/sso/providers');
    expect(listed.json().data).toEqual({
      providers: [{ slug: 'corp', display_name: 'Corp login' }],
      password_sign_in: 'everyone',
    });

    idp.accounts.set('new-person', {
      email: 'New.Person@example.test',
      email_verified: true,
      name: 'New Person',
    });
    const back = await callBack(await idp.authorize(await start('/tasks'), 'new-person'));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`${publicUrl}/tasks`);
    const cookie = sessionCookieOf(back);
    expect(cookie).toBeDefined();
    const me = await api.anonymous('GET', '/api/v1/auth/me', undefined, {
      cookie: `spora_session=${cookie?.value}`,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ email: 'new.person@example.test', role: 'member' });
    const user = await userByEmail('new.person@example.test');
    expect(user).toMatchObject({ password_hash: null, email_verified: 1, display_name: 'New Person' });
  });

  it("reuses the provider's discovery document across a sign-in's steps and the next sign-in", async () => {
    await addProvider({ allowAccountCreation: true });
    idp.accounts.set('repeat-person', { email: 'repeat@example.test', email_verified: true });
    idp.requests.splice(0);
    for (let signIn = 0; signIn < 2; signIn += 1) {
      const back = await callBack(await idp.authorize(await start('/tasks'), 'repeat-person'));
      expect(sessionCookieOf(back)).toBeDefined();
    }
    const discovery = idp.requests.filter((path) => path === '/.well-known/openid-configuration');
    expect(discovery).toHaveLength(1);
  });

  it('links an existing account by its verified e-mail address, and later by the subject alone', async () => {
    await addProvider();
    const existing = await api.signUp({ email: 'linked@example.test' });
    idp.accounts.set('linked-subject', { email: 'linked@example.test', email_verified: true });
    const back = await callBack(await idp.authorize(await start('/'), 'linked-subject'));
    expect(back.headers.location).toBe(`${publicUrl}/`);
    expect(sessionCookieOf(back)).toBeDefined();
    const identity = await api.platform.database.db
      .selectFrom('user_identities')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ subject: 'linked-subject', user_id: existing.id });

    // The link holds when the provider's address changes.
    idp.accounts.set('linked-subject', { email: 'renamed@example.test', email_verified: false });
    const again = await callBack(await idp.authorize(await start('/'), 'linked-subject'));
    expect(sessionCookieOf(again)).toBeDefined();
  });

  it('refuses an e-mail address the provider has not verified', async () => {
    await addProvider({ allowAccountCreation: true });
    await api.signUp({ email: 'victim@example.test' });
    idp.accounts.set('claimer', { email: 'victim@example.test', email_verified: false });
    expectRefused(await callBack(await idp.authorize(await start(), 'claimer')), 'OIDC_EMAIL_UNVERIFIED');
    expect(await api.platform.database.db.selectFrom('user_identities').selectAll().execute()).toEqual([]);
  });

  it('refuses an unknown address when the provider may not create accounts', async () => {
    await addProvider({ allowAccountCreation: false });
    idp.accounts.set('stranger', { email: 'stranger@example.test', email_verified: true });
    expectRefused(await callBack(await idp.authorize(await start(), 'stranger')), 'OIDC_ACCOUNT_NOT_ALLOWED');
    expect(await userByEmail('stranger@example.test')).toBeUndefined();
  });

  it('refuses a suspended account and links nothing to it', async () => {
    await addProvider({ allowAccountCreation: true });
    const user = await api.signUp({ email: 'paused@example.test' });
    await api.platform.database.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', user.id)
      .execute();
    idp.accounts.set('paused', { email: 'paused@example.test', email_verified: true });
    expectRefused(await callBack(await idp.authorize(await start(), 'paused')), 'OIDC_ACCOUNT_NOT_ALLOWED');
    expect(await api.platform.database.db.selectFrom('user_identities').selectAll().execute()).toEqual([]);
  });

  it('refuses a wrong state, a replayed callback and a replayed code', async () => {
    await addProvider({ allowAccountCreation: true });
    idp.accounts.set('replayer', { email: 'replayer@example.test', email_verified: true });
    const first = await idp.authorize(await start(), 'replayer');

    const forged = new URL(first);
    forged.searchParams.set('state', 'not-a-state-this-server-made');
    expectRefused(await callBack(forged, cookieFor(forged)), 'OIDC_STATE_INVALID');
    expectRefused(await callBack(forged), 'OIDC_STATE_INVALID');

    expect(sessionCookieOf(await callBack(first))).toBeDefined();
    // The same answer again: its attempt was used up.
    expectRefused(await callBack(first), 'OIDC_STATE_INVALID');

    // The used code under a live attempt's state: the provider refuses the code.
    const second = await idp.authorize(await start(), 'replayer');
    const replayed = new URL(second);
    replayed.searchParams.set('code', String(first.searchParams.get('code')));
    expectRefused(await callBack(replayed), 'OIDC_CODE_REJECTED');

    // Each refusal is in the security log, with the provider and the reason.
    const refusals = await api.platform.database.db
      .selectFrom('security_events')
      .select(['detail', 'actor_user_id'])
      .where('kind', '=', 'sign_in.single_sign_on_failed')
      .orderBy('id')
      .execute();
    expect(refusals.map((event) => JSON.parse(event.detail).code)).toEqual([
      'OIDC_STATE_INVALID',
      'OIDC_STATE_INVALID',
      'OIDC_STATE_INVALID',
      'OIDC_CODE_REJECTED',
    ]);
    expect(JSON.parse(refusals[0]?.detail ?? '{}').provider).toBe('corp');
    expect(refusals.every((event) => event.actor_user_id === null)).toBe(true);
  });

  it('refuses a callback in a browser that did not start the sign-in, and leaves that sign-in intact', async () => {
    await addProvider({ allowAccountCreation: true });
    idp.accounts.set('attacker', { email: 'attacker@example.test', email_verified: true });
    // Someone starts a sign-in and sends the callback link to another person (login CSRF).
    const link = await idp.authorize(await start(), 'attacker');
    expectRefused(await callBack(link, ''), 'OIDC_STATE_INVALID');
    expectRefused(await callBack(link, 'spora_sso_state=another-sign-in'), 'OIDC_STATE_INVALID');
    expect(sessionCookieOf(await callBack(link))).toBeDefined();
  });

  it('refuses an expired ID token', async () => {
    await addProvider({ allowAccountCreation: true });
    idp.accounts.set('late', { email: 'late@example.test', email_verified: true });
    // The provider's tokens live 60 seconds; to a server 5 minutes ahead they have expired.
    clockAheadMs = 5 * 60_000;
    expectRefused(await callBack(await idp.authorize(await start(), 'late')), 'OIDC_ID_TOKEN_INVALID');
    expect(await userByEmail('late@example.test')).toBeUndefined();
    // For its expiry, not for anything else.
    const answer = await idp.authorize(await start(), 'late');
    const origin = { actorUserId: null, address: '127.0.0.1', userAgent: null };
    await expect(api.platform.singleSignOn.signIn.finish('corp', answer, origin)).rejects.toThrow(
      /"exp" \(expiration time\) claim/,
    );
  });

  it('maps administrator groups to the role on every sign-in', async () => {
    await addProvider({ allowAccountCreation: true, adminGroups: ['spora-admins'] });
    idp.accounts.set('operator', {
      email: 'operator@example.test',
      email_verified: true,
      groups: ['spora-admins'],
    });
    await callBack(await idp.authorize(await start(), 'operator'));
    expect((await userByEmail('operator@example.test'))?.role).toBe('admin');

    idp.accounts.set('operator', { email: 'operator@example.test', email_verified: true, groups: ['staff'] });
    await callBack(await idp.authorize(await start(), 'operator'));
    expect((await userByEmail('operator@example.test'))?.role).toBe('member');

    // The account made and both role changes are in the security log, decided by no one here.
    const events = await api.platform.database.db
      .selectFrom('security_events')
      .select(['kind', 'actor_user_id', 'detail'])
      .where('kind', 'in', ['user.registered', 'user.role_changed'])
      .orderBy('id')
      .execute();
    expect(events.map(({ kind, detail }) => [kind, JSON.parse(detail)])).toEqual([
      ['user.registered', { email: 'operator@example.test' }],
      ['user.role_changed', { email: 'operator@example.test', from: 'member', to: 'admin' }],
      ['user.role_changed', { email: 'operator@example.test', from: 'admin', to: 'member' }],
    ]);
    expect(events.slice(1).map((event) => event.actor_user_id)).toEqual([null, null]);
  });

  it('keeps teams named like the groups in step when the provider syncs teams, leaving memberships made by hand', async () => {
    const { admin } = await addProvider({ allowAccountCreation: true, syncTeams: true });
    const teamNamed = async (name: string) =>
      (await admin.request('POST', '/api/v1/teams', { name })).json().data.team.id as number;
    const support = await teamNamed('support');
    const billing = await teamNamed('billing');
    const research = await teamNamed('research');
    const teamsOf = async (email: string) =>
      api.platform.database.db
        .selectFrom('team_members')
        .innerJoin('users', 'users.id', 'team_members.user_id')
        .innerJoin('teams', 'teams.id', 'team_members.team_id')
        .select(['teams.name', 'team_members.role'])
        .where('users.email', '=', email)
        .orderBy('teams.name')
        .execute();

    idp.accounts.set('agent', {
      email: 'agent@example.test',
      email_verified: true,
      groups: ['support', 'billing', 'other'],
    });
    await callBack(await idp.authorize(await start(), 'agent'));
    expect(await teamsOf('agent@example.test')).toEqual([
      { name: 'billing', role: 'member' },
      { name: 'support', role: 'member' },
    ]);
    // A role given here and a membership made by hand outlive the groups.
    const person = await userByEmail('agent@example.test');
    await admin.request('PATCH', `/api/v1/teams/${support}/members/${person?.id}`, { role: 'approver' });
    await admin.request('POST', `/api/v1/teams/${research}/members`, {
      email: 'agent@example.test',
      role: 'member',
    });

    idp.accounts.set('agent', { email: 'agent@example.test', email_verified: true, groups: ['support'] });
    await callBack(await idp.authorize(await start(), 'agent'));
    expect(await teamsOf('agent@example.test')).toEqual([
      { name: 'research', role: 'member' },
      { name: 'support', role: 'approver' },
    ]);
    const events = await api.platform.database.db
      .selectFrom('security_events')
      .select(['kind', 'actor_user_id', 'detail'])
      .where('kind', 'like', 'team.member_%')
      .where('subject_user_id', '=', person?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(
      events.map(({ kind, actor_user_id, detail }) => [kind, actor_user_id, JSON.parse(detail).team]),
    ).toEqual([
      ['team.member_added', null, 'billing'],
      ['team.member_added', null, 'support'],
      ['team.member_role_changed', admin.id, 'support'],
      ['team.member_added', admin.id, 'research'],
      ['team.member_removed', null, 'billing'],
    ]);
    expect(billing).toBeGreaterThan(0);
  });

  it('sends an account with two factors to the second step instead of opening a session', async () => {
    await addProvider();
    const user = await api.signUp({ email: 'careful@example.test' });
    await api.platform.database.db
      .insertInto('totp_factors')
      .values({
        user_id: user.id,
        secret: api.platform.encryption.encrypt('JBSWY3DPEHPK3PXP'),
        confirmed_at: new Date().toISOString(),
        last_time_step: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    idp.accounts.set('careful', { email: 'careful@example.test', email_verified: true });
    const back = await callBack(await idp.authorize(await start('/agents'), 'careful'));
    expect(back.statusCode).toBe(302);
    const location = new URL(String(back.headers.location));
    expect(location.pathname).toBe('/sign-in');
    expect(location.searchParams.get('redirect')).toBe('/agents');
    expect(location.searchParams.get('challenge')).toMatch(/.{20,}/);
    expect(sessionCookieOf(back)).toBeUndefined();
  });

  it('keeps the break-glass administrator from being suspended, demoted or deleted, by hand or by groups', async () => {
    const { admin } = await addProvider({ adminGroups: ['spora-admins'] });
    const breakGlass = await api.signUp({ role: 'admin', email: 'break-glass@example.test' });
    await admin.request('PUT', '/api/v1/admin/password-sign-in', {
      password_sign_in: 'break_glass',
      break_glass_user_id: breakGlass.id,
    });
    for (const [method, body] of [
      ['PATCH', { status: 'suspended' }],
      ['PATCH', { role: 'member' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await admin.request(method, `/api/v1/users/${breakGlass.id}`, body);
      expect(refused.statusCode, `${method} ${JSON.stringify(body)}`).toBe(409);
      expect(refused.json().error.code).toBe('BREAK_GLASS_ADMINISTRATOR');
    }
    // A sign-in through the provider whose groups say "member" leaves them an administrator too.
    idp.accounts.set('glass', { email: 'break-glass@example.test', email_verified: true, groups: ['staff'] });
    await callBack(await idp.authorize(await start(), 'glass'));
    expect(await userByEmail('break-glass@example.test')).toMatchObject({ role: 'admin', status: 'active' });

    await admin.request('PUT', '/api/v1/admin/password-sign-in', {
      password_sign_in: 'everyone',
      break_glass_user_id: null,
    });
    expect(
      (await admin.request('PATCH', `/api/v1/users/${breakGlass.id}`, { role: 'member' })).statusCode,
    ).toBe(200);
  });

  it('turns password sign-in off for everyone but the break-glass administrator', async () => {
    const { admin } = await addProvider();
    const member = await api.signUp();
    const refused = await admin.request('PUT', '/api/v1/admin/password-sign-in', {
      password_sign_in: 'break_glass',
      break_glass_user_id: member.id,
    });
    expect(refused.statusCode).toBe(422);
    const saved = await admin.request('PUT', '/api/v1/admin/password-sign-in', {
      password_sign_in: 'break_glass',
      break_glass_user_id: admin.id,
    });
    expect(saved.json().data.policy).toEqual({
      password_sign_in: 'break_glass',
      break_glass_user_id: admin.id,
    });

    const login = await api.anonymous('POST', '/api/v1/auth/login', {
      email: member.email,
      password: testPassword,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('PASSWORD_SIGN_IN_DISABLED');
    expect(sessionCookieOf(login)).toBeUndefined();
    // A wrong password still answers as before, so the policy reveals nothing about the account.
    const wrong = await api.anonymous('POST', '/api/v1/auth/login', {
      email: member.email,
      password: 'wrong',
    });
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    await expect(api.signIn(admin.email, testPassword)).resolves.toMatchObject({ id: admin.id });

    await admin.request('PUT', '/api/v1/admin/password-sign-in', {
      password_sign_in: 'everyone',
      break_glass_user_id: null,
    });
    await expect(api.signIn(member.email, testPassword)).resolves.toMatchObject({ id: member.id });
    // The provider added and both policy changes are the administrator's, in the security log.
    const changes = await api.platform.database.db
      .selectFrom('security_events')
      .select(['detail', 'actor_user_id'])
      .where('kind', '=', 'settings.changed')
      .orderBy('id')
      .execute();
    expect(changes.map((event) => JSON.parse(event.detail))).toEqual([
      { setting: 'single_sign_on', change: 'set' },
      { setting: 'password_sign_in', change: 'set' },
      { setting: 'password_sign_in', change: 'set' },
    ]);
    expect(changes.every((event) => event.actor_user_id === admin.id)).toBe(true);
  });

  it('sends an unknown provider back to the sign-in page', async () => {
    expectRefused(await api.anonymous('GET', '/api/v1/auth/sso/nobody/start'), 'NOT_FOUND');
  });

  it('refuses a NUL byte in the slug or the state like any unknown one (PostgreSQL refuses it in text)', async () => {
    await addProvider();
    expectRefused(await api.anonymous('GET', '/api/v1/auth/sso/%00/start'), 'NOT_FOUND');
    const forged = await api.anonymous('GET', '/api/v1/auth/sso/corp/callback?state=%00&code=x', undefined, {
      cookie: 'spora_sso_state=%00',
    });
    expectRefused(forged, 'OIDC_STATE_INVALID');
  });
});
