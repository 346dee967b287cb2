import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupRateLimit } from '../../src/http/routes/setup.js';
import { announceSetupCode } from '../../src/runtime/index.js';
import { openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const administrator = { email: 'first@example.test', password: testPassword, display_name: 'First' };

describe.each(testEngines)('first run with a setup code on $name', (engine) => {
  let api: TestApi;

  beforeEach(async () => {
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  const issueCode = () => api.platform.setup.issueCode();
  const setUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.anonymous('POST', '/api/v1/setup', body, headers);

  it('says setup is needed until an administrator exists, then creates one and signs them in', async () => {
    expect((await api.anonymous('GET', '/api/v1/setup')).json()).toEqual({ data: { needed: true } });
    const code = await issueCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);

    const response = await setUp({ setup_code: code, ...administrator });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.user).toMatchObject({ email: 'first@example.test', role: 'admin', display_name: 'First' });
    const cookie = response.cookies.find((entry) => entry.name === 'spora_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await api.anonymous('GET', '/api/v1/auth/me', undefined, {
      cookie: `spora_session=${cookie?.value}`,
    });
    expect(me.json().data).toMatchObject({
      user: { email: 'first@example.test' },
      csrf_token: data.csrf_token,
    });

    expect((await api.anonymous('GET', '/api/v1/setup')).json()).toEqual({ data: { needed: false } });
    expect(await api.platform.database.db.selectFrom('setup_codes').selectAll().execute()).toEqual([]);
    const again = await setUp({ setup_code: code, ...administrator, email: 'second@example.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SETUP_NOT_NEEDED');
  });

  it('accepts the code typed in lower case and without dashes, and stores only its hash', async () => {
    const code = await issueCode();
    const stored = await api.platform.database.db.selectFrom('setup_codes').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
    const response = await setUp({ setup_code: code.replaceAll('-', '').toLowerCase(), ...administrator });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a wrong code, an expired code, and any code when none was issued', async () => {
    const none = await setUp({ setup_code: 'AAAA-BBBB-CCCC-DDDD-EEEE', ...administrator });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('SETUP_CODE_INVALID');

    const code = await issueCode();
    const wrong = await setUp({
      setup_code: `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`,
      ...administrator,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('SETUP_CODE_INVALID');

    await api.platform.database.db
      .updateTable('setup_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await setUp({ setup_code: code, ...administrator });
    expect(expired.json().error.code).toBe('SETUP_CODE_INVALID');
    expect(await api.platform.accounts.hasAdministrator()).toBe(false);
  });

  it('accepts a code that another API process issued, since codes live in the database', async () => {
    const other = await api.platform.setup.issueCode();
    await issueCode();
    expect((await setUp({ setup_code: other, ...administrator })).statusCode).toBe(201);
  });

  it('keeps the code when the account is invalid, so the person can correct it', async () => {
    const code = await issueCode();
    const invalid = await setUp({ setup_code: code, ...administrator, password: 'short' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.details.fields).toHaveProperty('password');
    expect((await setUp({ setup_code: code, ...administrator })).statusCode).toBe(201);
  });

  it('lets exactly one of two concurrent setups win; the other is 409 SETUP_NOT_NEEDED', async () => {
    const code = await issueCode();
    const outcomes = await Promise.all([
      setUp({ setup_code: code, ...administrator, email: 'one@example.test' }),
      setUp({ setup_code: code, ...administrator, email: 'two@example.test' }),
    ]);
    expect(outcomes.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(outcomes.find((response) => response.statusCode === 409)?.json().error.code).toBe(
      'SETUP_NOT_NEEDED',
    );
    const admins = await api.platform.database.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('refuses setup once an administrator exists by other means (spora admin:create)', async () => {
    const code = await issueCode();
    await api.platform.accounts.create({ email: 'cli@example.test', password: testPassword, role: 'admin' });
    const response = await setUp({ setup_code: code, ...administrator });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('SETUP_NOT_NEEDED');
    expect(await announceSetupCode(api.platform, 'http://127.0.0.1:1')).toBeNull();
  });

  it('limits setup attempts per address', async () => {
    await issueCode();
    for (let attempt = 0; attempt < setupRateLimit.limit; attempt += 1) {
      const response = await setUp({ setup_code: 'WRONG-CODE', ...administrator });
      expect(response.json().error.code).toBe('SETUP_CODE_INVALID');
    }
    const limited = await setUp({ setup_code: 'WRONG-CODE', ...administrator });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('announces a code with the address to open, which then works', async () => {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const logger = {
      ...api.platform.logger,
      warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
    } as unknown as typeof api.platform.logger;
    const code = await announceSetupCode({ setup: api.platform.setup, logger }, 'http://127.0.0.1:8080');
    expect(code).not.toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toContain(`http://127.0.0.1:8080/setup`);
    expect(lines[0]?.message).toContain(code);
    expect(lines[0]?.fields).toEqual({ setup_url: 'http://127.0.0.1:8080/setup', setup_code: code });
    expect((await setUp({ setup_code: code, ...administrator })).statusCode).toBe(201);
  });
});
