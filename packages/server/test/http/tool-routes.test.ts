/**
 * `/api/v1/tools`: the registered tools with their parameter and settings schemas and operations; global tool
 * settings for administrators only; each user's own settings layer. Both settings endpoints take
 * `{settings: {…}}`, mask passwords as `***` and keep them when `***` comes back. On every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { registerVault, vaultToolClass, vaultToolId } from './tool-route-fixtures.js';

/** The vault's schema for a call of one operation: the discriminator pinned to it and required. */
function vaultOperationSchema(operation: string, description: string) {
  return {
    type: 'object',
    properties: {
      action: {
        type: 'string',
        enum: [operation],
        description: `The operation to perform. "${operation}": ${description}`,
      },
      key: { type: 'string', description: 'Entry key.' },
    },
    required: ['action', 'key'],
  };
}

describe.each(testEngines)('tool routes on $name', (engine) => {
  let api: TestApi;
  let admin: ApiUser;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine);
    registerVault(api.platform.tools);
    admin = await api.signUp({ role: 'admin' });
    alice = await api.signUp();
    bob = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const globalRows = () =>
    db()
      .selectFrom('tool_configurations')
      .select(['tool_class', 'tool_name', 'settings'])
      .orderBy('id')
      .execute();
  const userRows = () =>
    db()
      .selectFrom('tool_user_settings')
      .select(['user_id', 'tool_class', 'settings'])
      .orderBy('id')
      .execute();

  describe('GET /tools', () => {
    it('lists every registered tool with its settings schema and operations', async () => {
      const response = await alice.request('GET', '/api/v1/tools');
      expect(response.statusCode).toBe(200);
      const { tools } = response.json().data;
      expect(tools.map((tool: { tool_class: string }) => tool.tool_class)).toEqual(
        api.platform.tools.list().map((tool) => tool.toolClass),
      );
      expect(tools.find((tool: { tool_name: string }) => tool.tool_name === vaultToolId)).toEqual({
        tool_class: vaultToolClass,
        tool_name: vaultToolId,
        display_name: 'Vault',
        category: 'general',
        icon: 'lock',
        description: 'Look things up in a vault.',
        plugin_slug: 'acme',
        settings_schema: [
          {
            key: 'api_key',
            label: 'API Key',
            type: 'password',
            description: null,
            default: null,
            required: true,
            options: [],
            validation: null,
            expose_to_llm: false,
            data_source: null,
          },
          {
            key: 'region',
            label: 'Region',
            type: 'select',
            description: null,
            default: 'eu',
            required: false,
            options: [
              { value: 'eu', label: 'eu' },
              { value: 'us', label: 'us' },
            ],
            validation: null,
            expose_to_llm: false,
            data_source: null,
          },
          {
            key: 'verbose',
            label: 'Verbose',
            type: 'toggle',
            description: null,
            default: false,
            required: false,
            options: [],
            validation: null,
            expose_to_llm: true,
            data_source: null,
          },
        ],
        parameter_schema: {
          type: 'object',
          properties: {
            action: {
              type: 'string',
              enum: ['read', 'write', 'purge'],
              description:
                'The operation to perform. "read": Read an entry; "write": Write an entry; "purge": Purge the vault',
            },
            key: { type: 'string', description: 'Entry key.' },
          },
          required: ['action', 'key'],
        },
        operations: [
          {
            name: 'read',
            description: 'Read an entry',
            enabled_by_default: true,
            requires_approval_by_default: false,
            read_only: true,
            parameter_schema: vaultOperationSchema('read', 'Read an entry'),
          },
          {
            name: 'write',
            description: 'Write an entry',
            enabled_by_default: true,
            requires_approval_by_default: true,
            read_only: false,
            parameter_schema: vaultOperationSchema('write', 'Write an entry'),
          },
          {
            name: 'purge',
            description: 'Purge the vault',
            enabled_by_default: false,
            requires_approval_by_default: false,
            read_only: false,
            parameter_schema: vaultOperationSchema('purge', 'Purge the vault'),
          },
        ],
      });
      expect(tools.find((tool: { tool_name: string }) => tool.tool_name === 'read_url')).toMatchObject({
        tool_class: 'core/ReadUrlTool',
        category: 'data',
        icon: 'globe',
        plugin_slug: null,
        settings_schema: [expect.objectContaining({ key: 'http_timeout', type: 'text', default: '15' })],
        operations: [expect.objectContaining({ name: 'fetch' }), expect.objectContaining({ name: 'save' })],
      });
      // A tool without declared operations has its one implicit operation, with the tool's schema.
      const calculator = tools.find((tool: { tool_name: string }) => tool.tool_name === 'calculator');
      expect(calculator.parameter_schema).toEqual({
        type: 'object',
        properties: { expression: expect.objectContaining({ type: 'string' }) },
        required: ['expression'],
      });
      expect(calculator.operations).toHaveLength(1);
      expect(calculator.operations[0].parameter_schema).toEqual(calculator.parameter_schema);
    });

    it("gives each operation the arguments of its calls: its bound parameters required, others' gone", async () => {
      const { tools } = (await alice.request('GET', '/api/v1/tools')).json().data;
      const time = tools.find((tool: { tool_name: string }) => tool.tool_name === 'time');
      expect(time.parameter_schema.allOf).toEqual([
        {
          if: { properties: { action: { const: 'format' } }, required: ['action'] },
          then: { required: ['epoch'] },
        },
      ]);
      const [now, format] = time.operations;
      expect(Object.keys(now.parameter_schema.properties)).toEqual(['action', 'timezone', 'format']);
      expect(now.parameter_schema.required).toEqual(['action']);
      expect(now.parameter_schema.properties.action.enum).toEqual(['now']);
      expect(Object.keys(format.parameter_schema.properties)).toEqual([
        'action',
        'timezone',
        'format',
        'epoch',
      ]);
      expect(format.parameter_schema.required).toEqual(['action', 'epoch']);
      expect(format.parameter_schema.allOf).toBeUndefined();
    });

    it('documents the parameter schemas in the OpenAPI document', async () => {
      const document = (await api.anonymous('GET', '/api/v1/openapi.json')).json();
      const tools =
        document.paths['/api/v1/tools'].get.responses['200'].content['application/json'].schema.properties
          .data.properties.tools.items;
      expect(tools).toEqual({ $ref: '#/components/schemas/Tool' });
      const { Tool: tool, ToolOperationDeclaration: operation } = document.components.schemas;
      expect(tool.required).toContain('parameter_schema');
      expect(tool.properties.operations.items).toEqual({
        $ref: '#/components/schemas/ToolOperationDeclaration',
      });
      expect(operation.required).toContain('parameter_schema');
    });

    it('needs a signed-in user', async () => {
      expect((await api.anonymous('GET', '/api/v1/tools')).statusCode).toBe(401);
    });
  });

  describe('global settings', () => {
    const url = `/api/v1/tools/${vaultToolId}/settings`;

    it('lets administrators read, merge and remove them, passwords masked and kept by ***', async () => {
      const secret = 'sk-global-SECRET-0042';
      const written = await admin.request('PUT', url, { settings: { api_key: secret, region: 'us' } });
      expect(written.statusCode).toBe(200);
      expect(written.json()).toEqual({ data: { settings: { api_key: '***', region: 'us' } } });
      const [row] = await globalRows();
      expect(row).toMatchObject({ tool_class: vaultToolClass, tool_name: 'vault' });
      expect(row?.settings).not.toContain(secret);
      expect(JSON.parse(row?.settings ?? '{}').api_key).toMatch(/^enc:v1:/);

      const kept = await admin.request('PUT', url, { settings: { api_key: '***', verbose: true } });
      expect(kept.json().data.settings).toEqual({ api_key: '***', region: 'us', verbose: true });
      expect(JSON.parse((await globalRows())[0]?.settings ?? '{}').api_key).toBe(
        JSON.parse(row?.settings ?? '{}').api_key,
      );
      expect((await admin.request('GET', url)).json()).toEqual({
        data: { settings: { api_key: '***', region: 'us', verbose: true } },
      });

      const removed = await admin.request('PUT', url, { settings: { region: null, verbose: '' } });
      expect(removed.json().data.settings).toEqual({ api_key: '***' });
      const deleted = await admin.request('DELETE', url);
      expect(deleted.json()).toEqual({ data: { deleted: true } });
      expect(await globalRows()).toEqual([]);
      expect((await admin.request('GET', url)).json()).toEqual({ data: { settings: {} } });
    });

    it('refuses members with 403 FORBIDDEN, changing nothing', async () => {
      await admin.request('PUT', url, { settings: { region: 'us' } });
      const before = await globalRows();
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { settings: { region: 'eu' } }],
        ['DELETE', undefined],
      ] as const) {
        const response = await alice.request(method, url, body);
        expect(response.statusCode, method).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
      expect(await globalRows()).toEqual(before);
    });

    it('refuses invalid values with the fields, a bare body, and unknown tools', async () => {
      const invalid = await admin.request('PUT', url, { settings: { region: 'mars', verbose: 'yes' } });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: {
          fields: {
            'settings.region': expect.stringContaining('eu, us'),
            'settings.verbose': expect.any(String),
          },
        },
      });
      expect((await admin.request('PUT', url, { region: 'us' })).statusCode).toBe(422);
      expect((await admin.request('PUT', url, { settings: 'us' })).statusCode).toBe(422);
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { settings: {} }],
        ['DELETE', undefined],
      ] as const) {
        const response = await admin.request(method, '/api/v1/tools/nope/settings', body);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      expect(await globalRows()).toEqual([]);
    });

    it('answers 409 SETTINGS_UNREADABLE for a stored row that is not a JSON object, until it is deleted', async () => {
      await admin.request('PUT', url, { settings: { region: 'us' } });
      await db().updateTable('tool_configurations').set({ settings: '["not", "an object"]' }).execute();
      const before = await globalRows();
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { settings: { region: 'eu' } }],
      ] as const) {
        const response = await admin.request(method, url, body);
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toMatchObject({
          code: 'SETTINGS_UNREADABLE',
          details: { toolClass: vaultToolClass, layer: 'global' },
        });
      }
      expect(await globalRows()).toEqual(before);
      expect((await admin.request('DELETE', url)).statusCode).toBe(200);
      expect((await admin.request('PUT', url, { settings: { region: 'eu' } })).statusCode).toBe(200);
    });
  });

  describe('user settings', () => {
    const url = `/api/v1/tools/${vaultToolId}/user-settings`;

    it("keeps each user's own layer, with the same body shape and masking", async () => {
      const secret = 'sk-alice-SECRET-9001';
      const written = await alice.request('PUT', url, { settings: { api_key: secret } });
      expect(written.statusCode).toBe(200);
      expect(written.json()).toEqual({ data: { settings: { api_key: '***' } } });
      await bob.request('PUT', url, { settings: { region: 'us' } });
      expect((await alice.request('GET', url)).json()).toEqual({ data: { settings: { api_key: '***' } } });
      expect((await bob.request('GET', url)).json()).toEqual({ data: { settings: { region: 'us' } } });
      const rows = await userRows();
      expect(rows.map((row) => row.user_id)).toEqual([alice.id, bob.id]);
      expect(rows[0]?.settings).not.toContain(secret);

      await alice.request('PUT', url, { settings: { api_key: '***', region: 'eu' } });
      const tool = api.platform.tools.get(vaultToolClass);
      if (!tool) throw new Error('vault is not registered');
      const subject = { toolClass: tool.toolClass, toolName: 'vault', declarations: tool.metadata.settings };
      expect((await api.platform.toolSettings.getEffectiveSettings(subject, null, alice.id)).api_key).toBe(
        secret,
      );

      const deleted = await alice.request('DELETE', url);
      expect(deleted.json()).toEqual({ data: { deleted: true } });
      expect((await userRows()).map((row) => row.user_id)).toEqual([bob.id]);
    });

    it('refuses invalid values, a bare body and unknown tools, writing nothing', async () => {
      const invalid = await alice.request('PUT', url, { settings: { colour: 'red' } });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().error.details.fields).toEqual({ 'settings.colour': expect.any(String) });
      expect((await alice.request('PUT', url, { api_key: 'bare' })).statusCode).toBe(422);
      expect((await alice.request('GET', '/api/v1/tools/nope/user-settings')).statusCode).toBe(404);
      expect(
        (await alice.request('PUT', '/api/v1/tools/nope/user-settings', { settings: {} })).statusCode,
      ).toBe(404);
      expect(await userRows()).toEqual([]);
    });

    it('needs a signed-in user and the CSRF token', async () => {
      expect((await api.anonymous('GET', url)).statusCode).toBe(401);
      const noCsrf = await api.anonymous(
        'PUT',
        url,
        { settings: { region: 'us' } },
        { cookie: alice.cookie },
      );
      expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
      expect(await userRows()).toEqual([]);
    });
  });
});
