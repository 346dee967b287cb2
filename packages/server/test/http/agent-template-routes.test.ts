/**
 * `/api/v1/agent-templates` and `/api/v1/agents/{id}/export`: the public schema, the catalogue,
 * validation reports, import as the caller's agent (422 with the report when invalid, nothing
 * written) and export without secrets, for the agent's owner only. On every engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentTemplateJsonSchema, coreAgentTemplateSource } from '../../src/agents/templates/index.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { registerVault, vaultToolId } from './tool-route-fixtures.js';

const coreTemplateFile = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(coreAgentTemplateSource.directory, name), 'utf8'));

const upload = {
  id: 'clerk',
  name: 'Clerk',
  version: '1.0.0',
  agent: { system_prompt: 'You are a precise clerk.', max_steps: 8, notes: 'keep it short' },
  tools: [
    { tool_class: 'time', enabled: true, operations: [{ name: 'format', enabled: false }] },
    {
      tool_class: vaultToolId,
      enabled: true,
      operations: [{ name: 'write', requires_approval: false }],
      settings: { region: 'us' },
    },
  ],
  required_plugins: ['acme'],
};

describe.each(testEngines)('agent template routes on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine);
    registerVault(api.platform.tools);
    alice = await api.signUp();
    bob = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const agentCount = async () => (await db().selectFrom('agents').select('id').execute()).length;
  const importAs = async (user: ApiUser, body: unknown) => {
    const response = await user.request('POST', '/api/v1/agent-templates/import', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as {
      agent: { id: number } & Record<string, unknown>;
      warnings: unknown[];
      tools_enabled: unknown[];
    };
  };
  const exportAs = (user: ApiUser, agentId: number) =>
    user.request('GET', `/api/v1/agents/${agentId}/export`);

  describe('schema', () => {
    it('is public, is the template format, and accepts the core templates on its own', async () => {
      const response = await api.anonymous('GET', '/api/v1/agent-templates/schema.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      const schema = response.json();
      expect(schema).toEqual(agentTemplateJsonSchema);
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      const validate = new Ajv2020({ strict: false }).compile(schema);
      for (const file of ['assistant.json', 'agent-builder.json']) {
        expect(validate(coreTemplateFile(file)), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
      expect(validate({ ...coreTemplateFile('assistant.json'), unknown: true })).toBe(false);
    });
  });

  describe('catalogue', () => {
    it('needs a signed-in user', async () => {
      for (const url of ['/api/v1/agent-templates', '/api/v1/agent-templates/core%2Fassistant']) {
        const response = await api.anonymous('GET', url);
        expect(response.statusCode, url).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHENTICATED');
      }
    });

    it('lists the core templates with their summaries, both valid', async () => {
      const response = await alice.request('GET', '/api/v1/agent-templates');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.templates).toEqual([
        {
          id: 'core/agent-builder',
          name: 'Agent Builder',
          description: expect.any(String),
          version: '1.0.0',
          source: 'core',
          filename: 'agent-builder.json',
          category: 'automation',
          icon: 'puzzle',
          tools_count: 1,
          required_plugins: [],
          valid: true,
          has_warnings: false,
        },
        {
          id: 'core/assistant',
          name: 'Assistant',
          description: expect.any(String),
          version: '1.0.0',
          source: 'core',
          filename: 'assistant.json',
          category: 'general',
          icon: 'bot',
          tools_count: 3,
          required_plugins: [],
          valid: true,
          has_warnings: false,
        },
      ]);
    });

    it('shows one template by its percent-encoded id, as its file holds it', async () => {
      const response = await alice.request('GET', '/api/v1/agent-templates/core%2Fassistant');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.template).toEqual({
        id: 'core/assistant',
        source: 'core',
        filename: 'assistant.json',
        template: coreTemplateFile('assistant.json'),
        valid: true,
        errors: [],
        warnings: [],
      });
    });

    it('answers 404 NOT_FOUND for an id the catalogue does not have', async () => {
      for (const url of [
        '/api/v1/agent-templates/core%2Fnope',
        '/api/v1/agent-templates/assistant',
        '/api/v1/agent-templates/core/assistant',
      ]) {
        const response = await alice.request('GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
    });
  });

  describe('validate', () => {
    it('reports every problem of an uploaded template with 200 and writes nothing', async () => {
      const response = await alice.request('POST', '/api/v1/agent-templates/validate', {
        template: { ...upload, version: 'one', tools: [{ tool_class: 'nope', enabled: true }] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        valid: false,
        errors: [
          {
            code: 'FIELD_INVALID',
            severity: 'error',
            message: 'version must be a semantic version such as 1.0.0.',
            path: 'version',
          },
        ],
        warnings: [],
      });
      const tools = await alice.request('POST', '/api/v1/agent-templates/validate', {
        template: { ...upload, tools: [{ tool_class: 'nope', enabled: true }] },
      });
      expect(tools.json().data).toMatchObject({
        valid: false,
        errors: [{ code: 'TOOL_UNKNOWN', path: 'tools[0].tool_class' }],
      });
      expect(await agentCount()).toBe(0);
    });

    it('judges readiness for the caller and validates catalogue templates by id', async () => {
      const response = await alice.request('POST', '/api/v1/agent-templates/validate', { template: upload });
      expect(response.json().data).toEqual({
        valid: true,
        errors: [],
        warnings: [expect.objectContaining({ code: 'TOOL_NEEDS_CONFIGURATION', path: 'tools[1]' })],
      });
      const byId = await alice.request('POST', '/api/v1/agent-templates/validate', {
        template_id: 'core/agent-builder',
      });
      expect(byId.json().data).toEqual({ valid: true, errors: [], warnings: [] });
      const unknown = await alice.request('POST', '/api/v1/agent-templates/validate', {
        template_id: 'core/nope',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('takes the template wrapped: a bare template or both forms at once is a VALIDATION_ERROR', async () => {
      for (const body of [upload, { template: upload, template_id: 'core/assistant' }, {}]) {
        const response = await alice.request('POST', '/api/v1/agent-templates/validate', body);
        expect(response.statusCode).toBe(422);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('import', () => {
    it('creates an agent of the caller with its tools and answers 201 with warnings and what was applied', async () => {
      const data = await importAs(alice, { template: upload });
      expect(data.agent).toMatchObject({
        name: 'Clerk',
        system_prompt: 'You are a precise clerk.',
        notes: 'keep it short',
        max_steps: 8,
        llm_driver_config_id: null,
        tools: [
          { tool_class: 'core/TimeTool', tool_name: 'time', icon: 'clock' },
          { tool_class: 'acme/VaultTool', tool_name: 'acme:vault', icon: 'lock' },
        ],
      });
      expect(data.warnings).toEqual([expect.objectContaining({ code: 'TOOL_NEEDS_CONFIGURATION' })]);
      expect(data.tools_enabled).toEqual([
        {
          tool_class: 'core/TimeTool',
          tool_name: 'time',
          operations_applied: ['format'],
          settings_applied: [],
        },
        {
          tool_class: 'acme/VaultTool',
          tool_name: 'acme:vault',
          operations_applied: ['write'],
          settings_applied: ['region'],
        },
      ]);
      expect((await alice.request('GET', `/api/v1/agents/${data.agent.id}`)).statusCode).toBe(200);
      expect((await bob.request('GET', `/api/v1/agents/${data.agent.id}`)).statusCode).toBe(404);
      const format = await alice.request(
        'GET',
        `/api/v1/agents/${data.agent.id}/tools/time/operations/format`,
      );
      expect(format.json().data.operation).toMatchObject({
        operation: 'format',
        enabled: false,
        effective_enabled: false,
      });
    });

    it('imports a catalogue template by id', async () => {
      const data = await importAs(alice, { template_id: 'core/agent-builder' });
      expect(data.agent).toMatchObject({ name: 'Agent Builder', tools: [{ tool_class: 'core/AgentTool' }] });
      const response = await alice.request('GET', `/api/v1/agents/${data.agent.id}/tools/operations`);
      const operations = response.json().data.operations as {
        operation: string;
        effective_enabled: boolean;
        effective_requires_approval: boolean;
      }[];
      expect(
        Object.fromEntries(
          operations.map((operation) => [
            operation.operation,
            [operation.effective_enabled, operation.effective_requires_approval],
          ]),
        ),
      ).toMatchObject({
        get_available_tools: [true, false],
        create_agent: [true, true],
        configure_tools: [true, true],
        read_agent: [true, false],
        update_agent: [true, true],
        list_agents: [true, false],
      });
    });

    it('refuses an invalid template with 422 VALIDATION_ERROR and the report, creating nothing', async () => {
      const response = await alice.request('POST', '/api/v1/agent-templates/import', {
        template: {
          ...upload,
          tools: [{ tool_class: vaultToolId, enabled: true, settings: { api_key: 'sk-1' } }],
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('nothing was imported'),
        details: {
          fields: { 'tools[0].settings.api_key': expect.stringContaining('templates never carry secrets') },
          errors: [
            expect.objectContaining({ code: 'SETTING_SECRET_FORBIDDEN', path: 'tools[0].settings.api_key' }),
          ],
          warnings: [expect.objectContaining({ code: 'TOOL_NEEDS_CONFIGURATION' })],
        },
      });
      expect(await agentCount()).toBe(0);
      const unknown = await alice.request('POST', '/api/v1/agent-templates/import', {
        template_id: 'core/nope',
      });
      expect(unknown.statusCode).toBe(404);
      expect(await agentCount()).toBe(0);
    });
  });

  describe('export', () => {
    it('round-trips over the API: the re-imported agent equals the first', async () => {
      const first = await importAs(alice, { template: upload });
      const exported = await exportAs(alice, first.agent.id);
      expect(exported.statusCode).toBe(200);
      const { template, info } = exported.json().data;
      expect(info).toEqual([]);
      const second = await importAs(alice, { template });
      const view = async (agentId: number) => {
        const agent = (await alice.request('GET', `/api/v1/agents/${agentId}`)).json().data.agent;
        const statuses = (await alice.request('GET', `/api/v1/agents/${agentId}/tools/status`)).json().data
          .statuses;
        const operations = (await alice.request('GET', `/api/v1/agents/${agentId}/tools/operations`)).json()
          .data.operations;
        const settings = (
          await alice.request(
            'GET',
            `/api/v1/agents/${agentId}/tools/${encodeURIComponent(vaultToolId)}/settings?layer=agent`,
          )
        ).json().data.settings;
        const { id, created_at, updated_at, ...fields } = agent;
        return { fields, statuses, operations, settings };
      };
      expect(await view(second.agent.id)).toEqual(await view(first.agent.id));
    });

    it('exports a list setting as a list', async () => {
      const skills = { tool_class: 'skill', enabled: true, settings: { allowed_skills: ['alpha', 'beta'] } };
      const { agent } = await importAs(alice, { template: { ...upload, tools: [...upload.tools, skills] } });
      const response = await exportAs(alice, agent.id);
      expect(response.statusCode).toBe(200);
      const { template } = response.json().data;
      expect(template.tools).toContainEqual(
        expect.objectContaining({ tool_class: 'core/SkillTool', settings: skills.settings }),
      );
    });

    it('never exports a secret and names it in info', async () => {
      const { agent } = await importAs(alice, { template: upload });
      const put = await alice.request(
        'PUT',
        `/api/v1/agents/${agent.id}/tools/${encodeURIComponent(vaultToolId)}/settings`,
        {
          settings: { api_key: 'sk-live-secret-value' },
        },
      );
      expect(put.statusCode, put.body).toBe(200);
      const response = await exportAs(alice, agent.id);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('sk-live-secret-value');
      expect(response.body).not.toContain('***');
      const { template, info } = response.json().data;
      expect(template.tools[1]).toEqual({
        tool_class: 'acme/VaultTool',
        enabled: true,
        operations: [{ name: 'write', requires_approval: false }],
        settings: { region: 'us' },
      });
      expect(info).toEqual([
        expect.objectContaining({
          code: 'SECRET_SETTING_OMITTED',
          severity: 'info',
          path: 'tools[1].settings.api_key',
        }),
      ]);
    });

    it('is for the owner only: another user’s agent is 404 and stays as it was', async () => {
      const { agent } = await importAs(alice, { template: upload });
      const before = await db().selectFrom('agents').selectAll().where('id', '=', agent.id).execute();
      const response = await exportAs(bob, agent.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(response.body).not.toContain('Clerk');
      expect(await db().selectFrom('agents').selectAll().where('id', '=', agent.id).execute()).toEqual(
        before,
      );
      expect((await exportAs(alice, agent.id + 999)).statusCode).toBe(404);
    });
  });
});
