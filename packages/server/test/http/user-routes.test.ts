import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('user administration routes on $name', (engine) => {
  let api: TestApi;
  let admin: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine);
    admin = await api.signUp({ role: 'admin', email: 'admin@example.test' });
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const userRow = (id: number) =>
    db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const allUsers = () => db().selectFrom('users').selectAll().orderBy('id').execute();

  describe('access', () => {
    it('refuses members with 403 FORBIDDEN and strangers with 401, changing nothing', async () => {
      const member = await api.signUp();
      const before = await allUsers();
      const requests: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
        ['GET', '/api/v1/users'],
        ['POST', '/api/v1/users', { email: 'new@example.test', password: testPassword, role: 'admin' }],
        ['GET', `/api/v1/users/${admin.id}`],
        ['PATCH', `/api/v1/users/${member.id}`, { role: 'admin' }],
        ['PATCH', `/api/v1/users/${admin.id}`, { status: 'suspended' }],
        ['DELETE', `/api/v1/users/${admin.id}`],
      ];
      for (const [method, url, body] of requests) {
        const forbidden = await member.request(method, url, body);
        expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
        expect(forbidden.json().error.code).toBe('FORBIDDEN');
        const anonymous = await api.anonymous(method, url, body);
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
      expect(await allUsers()).toEqual(before);
    });

    it('admits administrators by API token too', async () => {
      const { secret } = await api.platform.apiTokens.create(admin.id, { name: 'ops' });
      const response = await api.anonymous('GET', '/api/v1/users', undefined, {
        authorization: `Bearer ${secret}`,
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('GET /users', () => {
    it('lists accounts oldest first, a page at a time', async () => {
      for (let index = 0; index < 4; index += 1) {
        await api.platform.accounts.create({ email: `u${index}@example.test`, password: testPassword });
      }
      const first = await admin.request('GET', '/api/v1/users');
      expect(first.statusCode).toBe(200);
      expect(first.json().data.pagination).toEqual({ page: 1, per_page: 20, total: 5, last_page: 1 });
      expect(first.json().data.users.map((user: { email: string }) => user.email)).toEqual([
        'admin@example.test',
        'u0@example.test',
        'u1@example.test',
        'u2@example.test',
        'u3@example.test',
      ]);
      const second = await admin.request('GET', '/api/v1/users?page=2&per_page=2');
      expect(second.json().data.pagination).toEqual({ page: 2, per_page: 2, total: 5, last_page: 3 });
      expect(second.json().data.users.map((user: { email: string }) => user.email)).toEqual([
        'u1@example.test',
        'u2@example.test',
      ]);
      expect(second.body).not.toContain('password');
      const beyond = await admin.request('GET', '/api/v1/users?page=9&per_page=2');
      expect(beyond.json().data.users).toEqual([]);
    });

    it('finds accounts by part of their e-mail or name, ignoring case, with % and _ taken literally', async () => {
      await api.platform.accounts.create({
        email: 'ann@example.test',
        password: testPassword,
        displayName: 'Ann Lee',
      });
      await api.platform.accounts.create({
        email: 'bob@example.test',
        password: testPassword,
        displayName: 'Bob_Marsh',
      });
      await api.platform.accounts.create({ email: 'cy@example.test', password: testPassword });
      const emailsFor = async (q: string) => {
        const response = await admin.request('GET', `/api/v1/users?q=${encodeURIComponent(q)}`);
        expect(response.statusCode, q).toBe(200);
        return {
          emails: response.json().data.users.map((user: { email: string }) => user.email),
          total: response.json().data.pagination.total,
        };
      };
      expect(await emailsFor('LEE')).toEqual({ emails: ['ann@example.test'], total: 1 });
      expect(await emailsFor('bob@')).toEqual({ emails: ['bob@example.test'], total: 1 });
      expect(await emailsFor('_')).toEqual({ emails: ['bob@example.test'], total: 1 });
      expect(await emailsFor('%')).toEqual({ emails: [], total: 0 });
      expect((await emailsFor('  ')).total).toBe(4);
    });

    it('refuses more than 100 per page and pages below 1', async () => {
      for (const query of ['per_page=101', 'per_page=0', 'page=0', 'page=x']) {
        const response = await admin.request('GET', `/api/v1/users?${query}`);
        expect(response.statusCode, query).toBe(422);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('POST /users', () => {
    it('creates an account with a role, which can then sign in', async () => {
      const response = await admin.request('POST', '/api/v1/users', {
        email: 'Grace@Example.test',
        password: testPassword,
        display_name: 'Grace',
        role: 'admin',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.user).toMatchObject({
        email: 'grace@example.test',
        display_name: 'Grace',
        role: 'admin',
        is_admin: true,
        status: 'active',
      });
      expect((await api.signIn('grace@example.test', testPassword)).id).toBe(response.json().data.user.id);
      const member = await admin.request('POST', '/api/v1/users', {
        email: 'plain@example.test',
        password: testPassword,
      });
      expect(member.json().data.user).toMatchObject({ role: 'member', display_name: null });
    });

    it('answers 409 EMAIL_TAKEN and 422 for invalid or unknown fields, creating nobody', async () => {
      const before = await allUsers();
      const taken = await admin.request('POST', '/api/v1/users', {
        email: 'ADMIN@example.test',
        password: testPassword,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('EMAIL_TAKEN');
      for (const body of [
        { email: 'x@example.test', password: 'short' },
        { email: 'nope', password: testPassword },
        { email: 'x@example.test', password: testPassword, role: 'owner' },
        { email: 'x@example.test', password: testPassword, status: 'active' },
        { email: 'x@example.test' },
      ]) {
        const response = await admin.request('POST', '/api/v1/users', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect(await allUsers()).toEqual(before);
    });
  });

  describe('GET /users/{id}', () => {
    it('shows one account, and 404 for one that does not exist', async () => {
      const member = await api.signUp({ email: 'member@example.test' });
      const response = await admin.request('GET', `/api/v1/users/${member.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({ id: member.id, email: 'member@example.test' });
      expect(response.json().data.user).not.toHaveProperty('password_hash');
      const missing = await admin.request('GET', '/api/v1/users/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
      expect((await admin.request('GET', '/api/v1/users/abc')).statusCode).toBe(422);
    });
  });

  describe('PATCH /users/{id}', () => {
    it('changes display name, role and verification', async () => {
      const member = await api.signUp();
      const response = await admin.request('PATCH', `/api/v1/users/${member.id}`, {
        display_name: ' Lin ',
        role: 'admin',
        email_verified: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        id: member.id,
        display_name: 'Lin',
        role: 'admin',
        is_admin: true,
        email_verified: true,
        status: 'active',
      });
      expect(await userRow(member.id)).toMatchObject({ role: 'admin', email_verified: 1 });
      expect((await member.request('GET', '/api/v1/users')).statusCode).toBe(200);
      const demoted = await admin.request('PATCH', `/api/v1/users/${member.id}`, { role: 'member' });
      expect(demoted.json().data.user.role).toBe('member');
      expect((await member.request('GET', '/api/v1/users')).statusCode).toBe(403);
    });

    it('suspends an account: its sessions and tokens end for good, and it signs in again once reactivated', async () => {
      const member = await api.signUp();
      const { secret } = await api.platform.apiTokens.create(member.id, { name: 'script' });
      const response = await admin.request('PATCH', `/api/v1/users/${member.id}`, { status: 'suspended' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.status).toBe('suspended');
      const sessions = await db().selectFrom('sessions').select('user_id').execute();
      expect(sessions).toEqual([{ user_id: admin.id }]);
      expect((await member.request('GET', '/api/v1/auth/me')).statusCode).toBe(401);
      const byToken = { authorization: `Bearer ${secret}` };
      expect((await api.anonymous('GET', '/api/v1/auth/me', undefined, byToken)).statusCode).toBe(401);
      await expect(api.signIn(member.email, testPassword)).rejects.toThrow(/401/);
      expect(
        await db().selectFrom('api_tokens').selectAll().where('user_id', '=', member.id).execute(),
      ).toEqual([]);
      await admin.request('PATCH', `/api/v1/users/${member.id}`, { status: 'active' });
      // Reactivation revives no credential from before the suspension.
      expect((await api.anonymous('GET', '/api/v1/auth/me', undefined, byToken)).statusCode).toBe(401);
      expect((await member.request('GET', '/api/v1/auth/me')).statusCode).toBe(401);
      const again = await api.signIn(member.email, testPassword);
      expect(again.id).toBe(member.id);
      expect((await again.request('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    });

    it('lets administrators rename themselves but not change their own role or status', async () => {
      await api.signUp({ role: 'admin' });
      const renamed = await admin.request('PATCH', `/api/v1/users/${admin.id}`, {
        display_name: 'Root',
        role: 'admin',
        status: 'active',
      });
      expect(renamed.statusCode).toBe(200);
      const before = await userRow(admin.id);
      for (const body of [
        { role: 'member' },
        { status: 'suspended' },
        { display_name: 'X', role: 'member' },
      ]) {
        const response = await admin.request('PATCH', `/api/v1/users/${admin.id}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(409);
        expect(response.json().error.code).toBe('CANNOT_MODIFY_SELF');
      }
      expect(await userRow(admin.id)).toEqual(before);
      expect((await admin.request('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    });

    it('answers 404 for an unknown account and 422 for unknown or invalid fields, changing nothing', async () => {
      const member = await api.signUp();
      const missing = await admin.request('PATCH', '/api/v1/users/999999', { display_name: 'Nobody' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
      const before = await allUsers();
      for (const body of [
        { role: 'owner' },
        { status: 'deleted' },
        { email_verified: 'yes' },
        { email: 'other@example.test' },
        { password: testPassword },
        { display_name: 'x'.repeat(101) },
      ]) {
        const response = await admin.request('PATCH', `/api/v1/users/${member.id}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect(await allUsers()).toEqual(before);
    });
  });

  describe('DELETE /users/{id}', () => {
    it('deletes an account and everything it owns', async () => {
      const member = await api.signUp();
      await api.platform.apiTokens.create(member.id, { name: 'script' });
      await createAgent(db(), member.id);
      const response = await admin.request('DELETE', `/api/v1/users/${member.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { deleted: true } });
      expect(await userRow(member.id)).toBeUndefined();
      expect(await db().selectFrom('api_tokens').selectAll().execute()).toEqual([]);
      expect(await db().selectFrom('agents').selectAll().execute()).toEqual([]);
      expect(await db().selectFrom('sessions').select('user_id').execute()).toEqual([{ user_id: admin.id }]);
      expect((await member.request('GET', '/api/v1/auth/me')).statusCode).toBe(401);
      const again = await admin.request('DELETE', `/api/v1/users/${member.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.code).toBe('NOT_FOUND');
    });

    it('refuses to delete yourself, even with another administrator around', async () => {
      await api.signUp({ role: 'admin' });
      const response = await admin.request('DELETE', `/api/v1/users/${admin.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('CANNOT_MODIFY_SELF');
      expect(await userRow(admin.id)).toMatchObject({ role: 'admin', status: 'active' });
    });

    it('deletes another administrator while one active administrator remains', async () => {
      const other = await api.signUp({ role: 'admin' });
      const response = await admin.request('DELETE', `/api/v1/users/${other.id}`);
      expect(response.statusCode).toBe(200);
      expect(await userRow(other.id)).toBeUndefined();
    });
  });

  describe('the last active administrator', () => {
    it('survives two administrators demoting each other at once', async () => {
      const other = await api.signUp({ role: 'admin' });
      const [first, second] = await Promise.all([
        admin.request('PATCH', `/api/v1/users/${other.id}`, { role: 'member' }),
        other.request('PATCH', `/api/v1/users/${admin.id}`, { role: 'member' }),
      ]);
      const outcomes = [first, second].map((response) => response.statusCode).sort();
      expect(outcomes[0]).toBe(200);
      // The loser is refused either by the guard, or already at sign-in if the winner committed first.
      expect(['LAST_ADMINISTRATOR', 'FORBIDDEN']).toContain(
        (first.statusCode === 200 ? second : first).json().error.code,
      );
      const admins = await db()
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .execute();
      expect(admins).toHaveLength(1);
    });

    it('survives two administrators deleting and suspending each other at once', async () => {
      const other = await api.signUp({ role: 'admin' });
      const [first, second] = await Promise.all([
        admin.request('DELETE', `/api/v1/users/${other.id}`),
        other.request('PATCH', `/api/v1/users/${admin.id}`, { status: 'suspended' }),
      ]);
      expect([first.statusCode, second.statusCode].filter((status) => status === 200)).toHaveLength(1);
      const admins = await db()
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .execute();
      expect(admins).toHaveLength(1);
    });
  });
});
