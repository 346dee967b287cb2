/**
 * `/api/v1/agents/{id}/tools/…`: enabling tools (201 new, 200 again), their status, per-operation
 * flags with null resetting to the default, and the agent's own settings layer with masked
 * secrets. Another user's agent is a 404 on every sub-route, and those writes change no row. On
 * every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { registerVault, vaultToolClass, vaultToolId } from './tool-route-fixtures.js';

type Method = Parameters<ApiUser['request']>[0];

describe.each(testEngines)('agent tool routes on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;
  let bob: ApiUser;
  let agentId: number;

  beforeEach(async () => {
    api = await openTestApi(engine);
    registerVault(api.platform.tools);
    alice = await api.signUp();
    bob = await api.signUp();
    agentId = (await alice.request('POST', '/api/v1/agents', { name: 'Worker' })).json().data.agent.id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const base = () => `/api/v1/agents/${agentId}/tools`;
  const toolRows = () =>
    db().selectFrom('agent_tools').select(['agent_id', 'tool_class', 'tool_name']).orderBy('id').execute();
  const operationRows = () =>
    db()
      .selectFrom('agent_tool_operation_overrides')
      .select(['agent_id', 'tool_class', 'operation', 'enabled', 'requires_approval'])
      .orderBy('id')
      .execute();
  const overrideRows = () =>
    db()
      .selectFrom('agent_tool_overrides')
      .select(['agent_id', 'tool_class', 'settings'])
      .orderBy('id')
      .execute();
  const snapshot = async () => ({
    agents: await db().selectFrom('agents').selectAll().orderBy('id').execute(),
    tools: await toolRows(),
    operations: await operationRows(),
    overrides: await overrideRows(),
  });

  describe('enable and disable', () => {
    it('enables a tool: 201 the first time, 200 after, with the required settings still missing', async () => {
      const first = await alice.request('POST', `${base()}/${vaultToolId}/enable`);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        data: {
          tool: { tool_class: vaultToolClass, tool_name: vaultToolId, icon: 'lock' },
          missing_required: ['api_key'],
        },
      });
      const again = await alice.request('POST', `${base()}/${vaultToolId}/enable`, {});
      expect(again.statusCode).toBe(200);
      expect(again.json().data.missing_required).toEqual(['api_key']);
      const core = await alice.request('POST', `${base()}/calculator/enable`);
      expect(core.json().data).toEqual({
        tool: { tool_class: 'core/CalculatorTool', tool_name: 'calculator', icon: 'zap' },
        missing_required: [],
      });
      expect(await toolRows()).toEqual([
        { agent_id: agentId, tool_class: vaultToolClass, tool_name: 'vault' },
        { agent_id: agentId, tool_class: 'core/CalculatorTool', tool_name: 'calculator' },
      ]);
    });

    it('disables a tool, and disabling it again still answers deleted', async () => {
      await alice.request('POST', `${base()}/calculator/enable`);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await alice.request('DELETE', `${base()}/calculator/enable`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: { deleted: true } });
      }
      expect(await toolRows()).toEqual([]);
    });

    it('answers 404 for a tool that is not registered, by any name but its exact or bare one', async () => {
      for (const toolId of [
        'nope',
        'Vault',
        'acme:nope',
        'other:vault',
        ':vault',
        'x:calculator',
        'Calculator',
        'core/CalculatorTool',
      ]) {
        for (const method of ['POST', 'DELETE'] as const) {
          const response = await alice.request(method, `${base()}/${encodeURIComponent(toolId)}/enable`);
          expect(response.statusCode, `${method} ${toolId}`).toBe(404);
          expect(response.json().error.code).toBe('NOT_FOUND');
        }
      }
      expect((await alice.request('POST', '/api/v1/agents/999/tools/calculator/enable')).statusCode).toBe(
        404,
      );
      expect(await toolRows()).toEqual([]);
    });

    it("takes a plugin tool's bare name while it names one tool, on every {toolId} route", async () => {
      const enabled = await alice.request('POST', `${base()}/vault/enable`);
      expect(enabled.statusCode).toBe(201);
      expect(enabled.json().data.tool).toMatchObject({ tool_class: vaultToolClass, tool_name: vaultToolId });
      expect((await alice.request('GET', `${base()}/vault/status`)).json().data.status).toMatchObject({
        tool_class: vaultToolClass,
        is_enabled: true,
      });
      const patched = await alice.request('PATCH', `${base()}/vault/operations/write`, { enabled: false });
      expect(patched.json().data.operation).toMatchObject({ tool_class: vaultToolClass, enabled: false });
      const settings = await alice.request('PUT', `${base()}/vault/settings`, { settings: { region: 'us' } });
      expect(settings.statusCode).toBe(200);
      expect((await alice.request('GET', '/api/v1/tools/vault/user-settings')).statusCode).toBe(200);
      expect((await alice.request('DELETE', `${base()}/vault/enable`)).statusCode).toBe(200);
      expect(await toolRows()).toEqual([]);
    });

    it('answers 409 TOOL_NAME_AMBIGUOUS, listing the candidates, when two plugins share the bare name', async () => {
      registerVault(api.platform.tools, 'other');
      const before = await snapshot();
      for (const [method, path, body] of [
        ['POST', `${base()}/vault/enable`, undefined],
        ['DELETE', `${base()}/vault/enable`, undefined],
        ['GET', `${base()}/vault/status`, undefined],
        ['PATCH', `${base()}/vault/operations/write`, { enabled: false }],
        ['PUT', `${base()}/vault/settings`, { settings: { region: 'us' } }],
        ['GET', '/api/v1/tools/vault/user-settings', undefined],
      ] as const) {
        const response = await alice.request(method, path, body);
        expect(response.statusCode, `${method} ${path}`).toBe(409);
        expect(response.json().error).toEqual({
          code: 'TOOL_NAME_AMBIGUOUS',
          message: 'Tool name "vault" is used by several plugins; name one of them: acme:vault, other:vault.',
          details: { candidates: ['acme:vault', 'other:vault'] },
        });
      }
      expect(await snapshot()).toEqual(before);
      // `slug:name` always names one.
      const other = await alice.request('POST', `${base()}/other:vault/enable`);
      expect(other.statusCode).toBe(201);
      expect(other.json().data.tool.tool_class).toBe('other/VaultTool');
    });

    it('refuses a body on enable', async () => {
      const response = await alice.request('POST', `${base()}/calculator/enable`, { force: true });
      expect(response.statusCode).toBe(422);
      expect(await toolRows()).toEqual([]);
    });
  });

  describe('status', () => {
    it('lists every registered tool as the agent has it', async () => {
      await alice.request('POST', `${base()}/calculator/enable`);
      const response = await alice.request('GET', `${base()}/status`);
      expect(response.statusCode).toBe(200);
      const { statuses } = response.json().data;
      expect(statuses.map((status: { tool_name: string }) => status.tool_name)).toEqual(
        api.platform.tools.list().map((tool) => tool.llmName),
      );
      expect(statuses).toContainEqual({
        tool_class: 'core/CalculatorTool',
        tool_name: 'calculator',
        display_name: 'Calculator',
        icon: 'zap',
        is_enabled: true,
        missing_required: [],
        can_enable: true,
      });
      expect(statuses).toContainEqual(
        expect.objectContaining({
          tool_name: vaultToolId,
          is_enabled: false,
          missing_required: ['api_key'],
          can_enable: false,
        }),
      );
    });

    it('shows one tool, ready once its required setting has a value in any layer', async () => {
      const before = await alice.request('GET', `${base()}/${vaultToolId}/status`);
      expect(before.json().data.status).toMatchObject({ is_enabled: false, can_enable: false });
      await alice.request('PUT', `/api/v1/tools/${vaultToolId}/user-settings`, {
        settings: { api_key: 'sk-1' },
      });
      const after = await alice.request('GET', `${base()}/${vaultToolId}/status`);
      expect(after.json().data.status).toMatchObject({ missing_required: [], can_enable: true });
      expect((await alice.request('GET', `${base()}/nope/status`)).statusCode).toBe(404);
      expect((await alice.request('GET', '/api/v1/agents/999/tools/status')).statusCode).toBe(404);
    });
  });

  describe('operations', () => {
    it('lists the operations of enabled tools only, with stored and effective flags', async () => {
      expect((await alice.request('GET', `${base()}/operations`)).json().data.operations).toEqual([]);
      await alice.request('POST', `${base()}/${vaultToolId}/enable`);
      const response = await alice.request('GET', `${base()}/operations`);
      expect(response.statusCode).toBe(200);
      const common = {
        tool_class: vaultToolClass,
        tool_name: vaultToolId,
        enabled: null,
        requires_approval: null,
      };
      expect(response.json().data.operations).toEqual([
        {
          ...common,
          operation: 'read',
          description: 'Read an entry',
          effective_enabled: true,
          effective_requires_approval: false,
        },
        {
          ...common,
          operation: 'write',
          description: 'Write an entry',
          effective_enabled: true,
          effective_requires_approval: true,
        },
        {
          ...common,
          operation: 'purge',
          description: 'Purge the vault',
          effective_enabled: false,
          effective_requires_approval: false,
        },
      ]);
    });

    it('overrides flags, and null resets each one to its declared default', async () => {
      const url = `${base()}/${vaultToolId}/operations/write`;
      const set = await alice.request('PATCH', url, { enabled: false, requires_approval: false });
      expect(set.statusCode).toBe(200);
      expect(set.json().data.operation).toMatchObject({
        operation: 'write',
        enabled: false,
        requires_approval: false,
        effective_enabled: false,
        effective_requires_approval: false,
      });
      const half = await alice.request('PATCH', url, { requires_approval: null });
      expect(half.json().data.operation).toMatchObject({
        enabled: false,
        requires_approval: null,
        effective_requires_approval: true,
      });
      expect(await operationRows()).toEqual([
        {
          agent_id: agentId,
          tool_class: vaultToolClass,
          operation: 'write',
          enabled: 0,
          requires_approval: null,
        },
      ]);
      const reset = await alice.request('PATCH', url, { enabled: null });
      expect(reset.json().data.operation).toMatchObject({
        enabled: null,
        requires_approval: null,
        effective_enabled: true,
        effective_requires_approval: true,
      });
      expect(await operationRows()).toEqual([]);
      const read = await alice.request('GET', url);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.operation).toEqual(reset.json().data.operation);
    });

    it('answers 404 for an operation the tool does not declare, and 422 for bad flags', async () => {
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { enabled: true }],
      ] as const) {
        const response = await alice.request(method, `${base()}/${vaultToolId}/operations/burn`, body);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
        expect((await alice.request(method, `${base()}/nope/operations/read`, body)).statusCode).toBe(404);
      }
      for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }, { default_requires_approval: true }]) {
        const response = await alice.request('PATCH', `${base()}/${vaultToolId}/operations/read`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect(await operationRows()).toEqual([]);
    });
  });

  describe('settings', () => {
    const settingsUrl = () => `${base()}/${vaultToolId}/settings`;

    it('shows the effective settings with the layer of each value', async () => {
      const admin = await api.signUp({ role: 'admin' });
      await admin.request('PUT', `/api/v1/tools/${vaultToolId}/settings`, { settings: { region: 'us' } });
      await alice.request('PUT', `/api/v1/tools/${vaultToolId}/user-settings`, {
        settings: { api_key: 'sk-user' },
      });
      await alice.request('PUT', settingsUrl(), { settings: { verbose: true } });
      const response = await alice.request('GET', settingsUrl());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          settings: {
            api_key: { value: '***', source: 'user' },
            region: { value: 'us', source: 'global' },
            verbose: { value: true, source: 'agent' },
          },
        },
      });
      const layer = await alice.request('GET', `${settingsUrl()}?layer=agent`);
      expect(layer.json()).toEqual({ data: { settings: { verbose: true } } });
      expect((await alice.request('GET', `${settingsUrl()}?layer=global`)).statusCode).toBe(422);
    });

    it('stores a password encrypted, answers *** and keeps it when *** comes back', async () => {
      const secret = 'sk-agent-SECRET-4711';
      const written = await alice.request('PUT', settingsUrl(), {
        settings: { api_key: secret, region: 'eu' },
      });
      expect(written.statusCode).toBe(200);
      expect(written.json().data.settings).toEqual({
        api_key: { value: '***', source: 'agent' },
        region: { value: 'eu', source: 'agent' },
        verbose: { value: false, source: 'default' },
      });
      const [row] = await overrideRows();
      expect(row?.settings).not.toContain(secret);
      expect(JSON.parse(row?.settings ?? '{}').api_key).toMatch(/^enc:v1:/);
      const kept = await alice.request('PUT', settingsUrl(), { settings: { api_key: '***', region: 'us' } });
      expect(kept.json().data.settings.region).toEqual({ value: 'us', source: 'agent' });
      const tool = api.platform.tools.get(vaultToolClass);
      if (!tool) throw new Error('vault is not registered');
      const effective = await api.platform.toolSettings.getEffectiveSettings(
        { toolClass: tool.toolClass, toolName: tool.metadata.name, declarations: tool.metadata.settings },
        agentId,
        alice.id,
      );
      expect(effective.api_key).toBe(secret);
      expect(
        JSON.stringify((await alice.request('GET', `${settingsUrl()}?layer=agent`)).json()),
      ).not.toContain(secret);
    });

    it('removes keys sent as null or empty text, and the whole override on DELETE', async () => {
      await alice.request('PUT', settingsUrl(), { settings: { region: 'us', verbose: true } });
      const removed = await alice.request('PUT', settingsUrl(), { settings: { region: null, verbose: '' } });
      expect(removed.json().data.settings).toMatchObject({
        region: { value: 'eu', source: 'default' },
        verbose: { value: false, source: 'default' },
      });
      expect(await overrideRows()).toEqual([]);
      await alice.request('PUT', settingsUrl(), { settings: { region: 'us' } });
      const deleted = await alice.request('DELETE', settingsUrl());
      expect(deleted.json()).toEqual({ data: { deleted: true } });
      expect(await overrideRows()).toEqual([]);
    });

    it('refuses invalid values with the fields, a bare body, and unknown tools, writing nothing', async () => {
      const invalid = await alice.request('PUT', settingsUrl(), {
        settings: { region: 'mars', colour: 'red', api_key: 'kept-out' },
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { 'settings.region': expect.any(String), 'settings.colour': expect.any(String) } },
      });
      const bare = await alice.request('PUT', settingsUrl(), { region: 'us' });
      expect(bare.statusCode).toBe(422);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const body = method === 'PUT' ? { settings: {} } : undefined;
        expect((await alice.request(method, `${base()}/nope/settings`, body)).statusCode).toBe(404);
      }
      expect(await overrideRows()).toEqual([]);
    });
  });

  describe("another user's agent", () => {
    it('is a 404 on every sub-route, and no write changes a row', async () => {
      await alice.request('POST', `${base()}/${vaultToolId}/enable`);
      await alice.request('PATCH', `${base()}/${vaultToolId}/operations/write`, { requires_approval: false });
      await alice.request('PUT', `${base()}/${vaultToolId}/settings`, { settings: { api_key: 'sk-alice' } });
      const before = await snapshot();
      const attempts: [Method, string, unknown?][] = [
        ['POST', `${base()}/${vaultToolId}/enable`],
        ['POST', `${base()}/calculator/enable`],
        ['DELETE', `${base()}/${vaultToolId}/enable`],
        ['GET', `${base()}/status`],
        ['GET', `${base()}/${vaultToolId}/status`],
        ['GET', `${base()}/operations`],
        ['GET', `${base()}/${vaultToolId}/operations/write`],
        ['PATCH', `${base()}/${vaultToolId}/operations/write`, { requires_approval: true }],
        ['PATCH', `${base()}/${vaultToolId}/operations/purge`, { enabled: null }],
        ['GET', `${base()}/${vaultToolId}/settings`],
        ['GET', `${base()}/${vaultToolId}/settings?layer=agent`],
        ['PUT', `${base()}/${vaultToolId}/settings`, { settings: { api_key: 'sk-bob' } }],
        ['PUT', `${base()}/${vaultToolId}/settings`, { settings: { region: 'mars' } }],
        ['DELETE', `${base()}/${vaultToolId}/settings`],
      ];
      for (const [method, url, body] of attempts) {
        const response = await bob.request(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code, `${method} ${url}`).toBe('NOT_FOUND');
        expect(response.body).not.toContain('sk-alice');
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});
