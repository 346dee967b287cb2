import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const openAi = 'core/OpenAiCompatibleDriver';

describe.each(testEngines)('LLM driver, configuration and preference routes on $name', (engine) => {
  let api: TestApi;
  let admin: ApiUser;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine);
    admin = await api.signUp({ role: 'admin' });
    alice = await api.signUp();
    bob = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const configRow = (id: number) =>
    db().selectFrom('llm_driver_configurations').selectAll().where('id', '=', id).executeTakeFirst();
  const preferenceRows = () => db().selectFrom('user_preferences').selectAll().orderBy('id').execute();

  async function create(user: ApiUser, body: Record<string, unknown>) {
    const response = await user.request('POST', '/api/v1/llm-configs', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.config as { id: number; settings: Record<string, unknown> };
  }

  const privateConfig = (user: ApiUser, name = 'Mine') =>
    create(user, {
      name,
      driver_class: openAi,
      settings: { api_key: 'sk-private', model: 'gpt-test' },
      context_window: 128_000,
    });
  const globalConfig = (name = 'Shared') =>
    create(admin, { name, driver_class: openAi, settings: { api_key: 'sk-global' }, is_global: true });

  const expectError = (
    response: { statusCode: number; json(): { error: { code: string } } },
    status: number,
    code: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  };

  describe('GET /llm-drivers', () => {
    it('lists the installed drivers with their settings schemas', async () => {
      const response = await alice.request('GET', '/api/v1/llm-drivers');
      expect(response.statusCode).toBe(200);
      const { drivers } = response.json().data;
      expect(drivers.map((driver: { name: string }) => driver.name)).toEqual([
        'openai_compatible',
        'anthropic_compatible',
      ]);
      expect(drivers[0]).toMatchObject({ driver_class: openAi, display_name: expect.any(String) });
      const apiKey = drivers[0].settings_schema.find((setting: { key: string }) => setting.key === 'api_key');
      expect(apiKey).toMatchObject({ type: 'password', label: expect.any(String), options: [] });
      expect(Object.keys(apiKey).sort()).toEqual(
        ['default', 'description', 'key', 'label', 'options', 'required', 'type', 'validation'].sort(),
      );
    });

    it('needs a signed-in user', async () => {
      expectError(await api.anonymous('GET', '/api/v1/llm-drivers'), 401, 'UNAUTHENTICATED');
    });
  });

  describe('POST /llm-configs', () => {
    it('creates a private configuration; the password is stored encrypted and shown masked', async () => {
      const config = await privateConfig(alice);
      expect(config).toMatchObject({
        name: 'Mine',
        driver_class: openAi,
        driver_name: 'openai_compatible',
        settings: { api_key: '***', model: 'gpt-test' },
        context_window: 128_000,
        max_tokens_output: null,
        is_global: false,
        is_default: false,
        user_id: alice.id,
      });
      const stored = await configRow(config.id);
      expect(stored?.settings).not.toContain('sk-private');
    });

    it('refuses invalid input with 422, naming the fields', async () => {
      for (const body of [
        { driver_class: openAi },
        { name: 'x', driver_class: 'core/NoSuchDriver' },
        { name: 'x', driver_class: openAi, surprise: true },
        { name: 'x', driver_class: openAi, context_window: 0 },
        { name: 'x', driver_class: openAi, max_tokens_output: 1_000_001 },
        { name: 'x', driver_class: openAi, settings: { no_such_setting: 1 } },
        { name: '', driver_class: openAi },
      ]) {
        const response = await alice.request('POST', '/api/v1/llm-configs', body);
        expectError(response, 422, 'VALIDATION_ERROR');
        expect(response.json().error.details).toBeDefined();
      }
      expect(await db().selectFrom('llm_driver_configurations').select('id').execute()).toEqual([]);
    });

    it("takes the driver's name for its class, and a refusal lists the accepted values", async () => {
      const byName = await create(alice, { name: 'By name', driver_class: 'openai_compatible' });
      expect(byName).toMatchObject({ driver_class: openAi, driver_name: 'openai_compatible' });
      expect((await configRow(byName.id))?.driver_class).toBe(openAi);
      const anthropic = await create(alice, { name: 'Claude', driver_class: 'anthropic_compatible' });
      expect(anthropic).toMatchObject({ driver_class: 'core/AnthropicCompatibleDriver' });

      const refused = await alice.request('POST', '/api/v1/llm-configs', {
        name: 'x',
        driver_class: 'openai',
      });
      expectError(refused, 422, 'VALIDATION_ERROR');
      expect(refused.json().error.details.fields.driver_class).toBe(
        '"openai" is not an installed driver; use one of: core/OpenAiCompatibleDriver (or openai_compatible), core/AnthropicCompatibleDriver (or anthropic_compatible)',
      );
    });

    it('refuses a base_url that is not an absolute http(s) URL on save, with a field error', async () => {
      const before = await db().selectFrom('llm_driver_configurations').select('id').execute();
      for (const [baseUrl, problem] of [
        [
          'api.openai.com/v1',
          'must be an absolute http:// or https:// URL, e.g. "https://api.openai.com/v1"',
        ],
        ['localhost:11434/v1', 'must be an absolute http:// or https:// URL'],
        [
          'ftp://example.test/v1',
          'must be an absolute http:// or https:// URL (got "ftp://example.test/v1")',
        ],
        ['http://[::1', 'must be an absolute http:// or https:// URL'],
        ['https://', 'must be an absolute http:// or https:// URL'],
      ]) {
        const response = await alice.request('POST', '/api/v1/llm-configs', {
          name: 'x',
          driver_class: openAi,
          settings: { base_url: baseUrl },
        });
        expectError(response, 422, 'VALIDATION_ERROR');
        expect(response.json().error.details.fields['settings.base_url'], baseUrl).toContain(problem);
      }
      expect(await db().selectFrom('llm_driver_configurations').select('id').execute()).toEqual(before);

      const config = await create(alice, {
        name: 'Local',
        driver_class: openAi,
        settings: { base_url: 'http://127.0.0.1:4010/v1' },
      });
      const patched = await alice.request('PUT', `/api/v1/llm-configs/${config.id}`, {
        settings: { base_url: 'example.test' },
      });
      expectError(patched, 422, 'VALIDATION_ERROR');
      expect(patched.json().error.details.fields).toEqual({
        'settings.base_url':
          'must be an absolute http:// or https:// URL, e.g. "https://example.test" (got "example.test")',
      });
      expect(JSON.parse((await configRow(config.id))?.settings ?? '{}').base_url).toBe(
        'http://127.0.0.1:4010/v1',
      );
    });

    it('lets only administrators create global configurations', async () => {
      const refused = await alice.request('POST', '/api/v1/llm-configs', {
        name: 'Global',
        driver_class: openAi,
        is_global: true,
      });
      expectError(refused, 403, 'FORBIDDEN');
      const global = await create(admin, {
        name: 'Global',
        driver_class: openAi,
        is_global: true,
        is_default: true,
      });
      expect(global).toMatchObject({ is_global: true, is_default: true, user_id: null });
    });
  });

  describe('GET /llm-configs and /llm-configs/global', () => {
    it('lists your own configurations and the global ones, never another user’s', async () => {
      const mine = await privateConfig(alice);
      await privateConfig(bob, 'Bob’s');
      const shared = await globalConfig();
      const response = await alice.request('GET', '/api/v1/llm-configs');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.configs.map((config: { id: number }) => config.id)).toEqual([
        mine.id,
        shared.id,
      ]);
    });

    it('lists only global configurations, to administrators only', async () => {
      await privateConfig(admin, 'Admin’s own');
      const shared = await globalConfig();
      const response = await admin.request('GET', '/api/v1/llm-configs/global');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.configs.map((config: { id: number }) => config.id)).toEqual([shared.id]);
      expectError(await alice.request('GET', '/api/v1/llm-configs/global'), 403, 'FORBIDDEN');
    });
  });

  describe('GET, PUT and DELETE /llm-configs/{id}', () => {
    it('shows your own and global configurations; another user’s or none is 404', async () => {
      const mine = await privateConfig(alice);
      const shared = await globalConfig();
      for (const id of [mine.id, shared.id]) {
        const response = await alice.request('GET', `/api/v1/llm-configs/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().data.config.id).toBe(id);
      }
      expectError(await bob.request('GET', `/api/v1/llm-configs/${mine.id}`), 404, 'NOT_FOUND');
      expectError(await admin.request('GET', `/api/v1/llm-configs/${mine.id}`), 404, 'NOT_FOUND');
      expectError(await alice.request('GET', '/api/v1/llm-configs/999999'), 404, 'NOT_FOUND');
      expectError(await alice.request('GET', '/api/v1/llm-configs/abc'), 422, 'VALIDATION_ERROR');
    });

    it('changes the fields sent and merges settings; `***` keeps the stored password', async () => {
      const mine = await privateConfig(alice);
      const before = await configRow(mine.id);
      const response = await alice.request('PUT', `/api/v1/llm-configs/${mine.id}`, {
        name: 'Renamed',
        settings: { api_key: '***', model: 'gpt-other' },
        max_tokens_output: 2048,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.config).toMatchObject({
        name: 'Renamed',
        settings: { api_key: '***', model: 'gpt-other' },
        context_window: 128_000,
        max_tokens_output: 2048,
      });
      const storedKey = (row: Awaited<ReturnType<typeof configRow>>) =>
        JSON.parse(row?.settings ?? '{}').api_key;
      expect(storedKey(await configRow(mine.id))).toEqual(storedKey(before));
    });

    it('refuses an empty or unknown change with 422', async () => {
      const mine = await privateConfig(alice);
      for (const body of [{}, { driver_class: openAi }, { name: 'x', is_global: true }]) {
        expectError(
          await alice.request('PUT', `/api/v1/llm-configs/${mine.id}`, body),
          422,
          'VALIDATION_ERROR',
        );
      }
    });

    it('lets a member neither change nor delete a global configuration (403), and changes nothing', async () => {
      const shared = await globalConfig();
      const before = await configRow(shared.id);
      expectError(
        await alice.request('PUT', `/api/v1/llm-configs/${shared.id}`, { name: 'Mine now' }),
        403,
        'FORBIDDEN',
      );
      expectError(await alice.request('DELETE', `/api/v1/llm-configs/${shared.id}`), 403, 'FORBIDDEN');
      expect(await configRow(shared.id)).toEqual(before);

      const renamed = await admin.request('PUT', `/api/v1/llm-configs/${shared.id}`, { name: 'Team' });
      expect(renamed.json().data.config.name).toBe('Team');
    });

    it('deletes a configuration and detaches what used it', async () => {
      const mine = await privateConfig(alice);
      await alice.request('PUT', '/api/v1/user-preferences/llm', { config_id: mine.id });
      const response = await alice.request('DELETE', `/api/v1/llm-configs/${mine.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { deleted: true } });
      expect(await configRow(mine.id)).toBeUndefined();
      expect(await preferenceRows()).toEqual([]);
      expectError(await alice.request('DELETE', `/api/v1/llm-configs/${mine.id}`), 404, 'NOT_FOUND');
    });

    it('answers another user’s PUT and DELETE with 404 and changes nothing', async () => {
      const mine = await privateConfig(alice);
      const before = await configRow(mine.id);
      expectError(
        await bob.request('PUT', `/api/v1/llm-configs/${mine.id}`, { name: 'Stolen' }),
        404,
        'NOT_FOUND',
      );
      expectError(await bob.request('DELETE', `/api/v1/llm-configs/${mine.id}`), 404, 'NOT_FOUND');
      expectError(
        await admin.request('PUT', `/api/v1/llm-configs/${mine.id}`, { name: 'Stolen' }),
        404,
        'NOT_FOUND',
      );
      expect(await configRow(mine.id)).toEqual(before);
    });
  });

  describe('POST /llm-configs/{id}/set-default', () => {
    it('makes a global configuration the only global default', async () => {
      const first = await create(admin, {
        name: 'First',
        driver_class: openAi,
        is_global: true,
        is_default: true,
      });
      const second = await globalConfig('Second');
      const response = await admin.request('POST', `/api/v1/llm-configs/${second.id}/set-default`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.config).toMatchObject({ id: second.id, is_default: true });
      expect((await configRow(first.id))?.is_default).toBe(0);
    });

    it('is for administrators (403), global configurations (422) they can see (404)', async () => {
      const shared = await globalConfig();
      const before = await configRow(shared.id);
      expectError(
        await alice.request('POST', `/api/v1/llm-configs/${shared.id}/set-default`),
        403,
        'FORBIDDEN',
      );
      expect(await configRow(shared.id)).toEqual(before);

      const adminsOwn = await privateConfig(admin, 'Admin’s own');
      expectError(
        await admin.request('POST', `/api/v1/llm-configs/${adminsOwn.id}/set-default`),
        422,
        'VALIDATION_ERROR',
      );
      const alices = await privateConfig(alice);
      expectError(
        await admin.request('POST', `/api/v1/llm-configs/${alices.id}/set-default`),
        404,
        'NOT_FOUND',
      );
      expect((await configRow(alices.id))?.is_default).toBe(0);
    });
  });

  describe('GET and PUT /user-preferences/llm', () => {
    it('sets, shows and clears the preferred configuration', async () => {
      const empty = await alice.request('GET', '/api/v1/user-preferences/llm');
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ data: { config: null } });

      const mine = await privateConfig(alice);
      const shared = await globalConfig();
      for (const id of [mine.id, shared.id]) {
        const set = await alice.request('PUT', '/api/v1/user-preferences/llm', { config_id: id });
        expect(set.statusCode).toBe(200);
        expect(set.json().data.config.id).toBe(id);
        const shown = await alice.request('GET', '/api/v1/user-preferences/llm');
        expect(shown.json().data.config).toMatchObject({ id, settings: { api_key: '***' } });
      }

      const cleared = await alice.request('PUT', '/api/v1/user-preferences/llm', { config_id: null });
      expect(cleared.json()).toEqual({ data: { config: null } });
      // The admin's row stays: the global configuration was the first they added, so they prefer it.
      expect((await preferenceRows()).filter((row) => row.user_id === alice.id)).toEqual([]);
    });

    it('answers another user’s configuration, or none, with 404 and keeps the preference', async () => {
      const shared = await globalConfig();
      await bob.request('PUT', '/api/v1/user-preferences/llm', { config_id: shared.id });
      const alices = await privateConfig(alice);
      const before = await preferenceRows();
      for (const id of [alices.id, 999_999]) {
        expectError(
          await bob.request('PUT', '/api/v1/user-preferences/llm', { config_id: id }),
          404,
          'NOT_FOUND',
        );
      }
      expect(await preferenceRows()).toEqual(before);
      expect((await bob.request('GET', '/api/v1/user-preferences/llm')).json().data.config.id).toBe(
        shared.id,
      );
    });

    it('refuses a malformed body with 422', async () => {
      for (const body of [{}, { config_id: 'one' }, { config_id: 1, extra: true }]) {
        expectError(
          await alice.request('PUT', '/api/v1/user-preferences/llm', body),
          422,
          'VALIDATION_ERROR',
        );
      }
    });
  });
});
