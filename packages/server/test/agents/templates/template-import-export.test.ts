/**
 * Import creates the caller's agent with its tools, operation flags and settings all at once or
 * not at all; export gives back a template that imports into the same agent, without any secret
 * and only for the agent's owner. On every engine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentService } from '../../../src/agents/agent-service.js';
import type { AgentTemplate } from '../../../src/agents/templates/index.js';
import { nowIso } from '../../../src/db/index.js';
import { settingsSubjectOf, ToolSettingsCascade } from '../../../src/settings/index.js';
import { createAgent, setOperationOverride } from '../../support/seed.js';
import { testEngines } from '../../support/test-databases.js';
import {
  openTemplatePlatform,
  type TemplateTestPlatform,
  template,
  vaultToolClass,
} from './template-fixtures.js';

/** A template using every part of the format. */
const fullTemplate = template({
  id: 'acme/full',
  name: 'Full Agent',
  description: 'The template description.',
  agent: {
    description: 'Keeps the vault.',
    system_prompt: 'You keep the vault.\nNever purge without asking.',
    notes: 'Started from a template.',
    max_steps: 25,
    allow_followup: false,
    retry_after_minutes: 5,
    max_retries: 2,
  },
  tools: [
    { tool_class: 'calculator', enabled: true },
    {
      tool_class: 'acme:vault',
      enabled: true,
      operations: [
        { name: 'write', requires_approval: false },
        { name: 'purge', enabled: true, requires_approval: true },
        { name: 'read' },
      ],
      settings: { region: 'us', verbose: true },
    },
    { tool_class: 'core/TimeTool', enabled: false, operations: [{ name: 'format', enabled: false }] },
    { tool_class: 'tavily:search', enabled: true },
  ],
  required_plugins: ['acme'],
  metadata: { category: 'data', icon: 'lock' },
});

describe.each(testEngines)('agent template import and export on $name', (engine) => {
  let test: TemplateTestPlatform;
  let ownerId: number;

  beforeEach(async () => {
    test = await openTemplatePlatform(engine);
    ownerId = await test.newUser();
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await test.dispose();
  });

  const db = () => test.platform.database.db;
  const importFor = (raw: unknown, owner = ownerId) =>
    test.templates.importTemplate({ template: raw }, owner);
  const exportOf = (agentId: number, owner = ownerId) =>
    test.templates.exportAgent(test.platform.agentsOf(owner), agentId);
  const vaultSubject = () => settingsSubjectOf(test.platform.tools.get(vaultToolClass) ?? fail('no vault'));

  /** Everything an agent consists of, without ids and timestamps. */
  async function agentState(agentId: number) {
    const agent = await db()
      .selectFrom('agents')
      .selectAll()
      .where('id', '=', agentId)
      .executeTakeFirstOrThrow();
    const { id, created_at, updated_at, ...fields } = agent;
    const tools = await db()
      .selectFrom('agent_tools')
      .select(['tool_class', 'tool_name'])
      .where('agent_id', '=', agentId)
      .orderBy('tool_class')
      .execute();
    const flags = await db()
      .selectFrom('agent_tool_operation_overrides')
      .select(['tool_class', 'operation', 'enabled', 'requires_approval'])
      .where('agent_id', '=', agentId)
      .orderBy('tool_class')
      .orderBy('operation')
      .execute();
    const settings = await db()
      .selectFrom('agent_tool_overrides')
      .select(['tool_class', 'settings'])
      .where('agent_id', '=', agentId)
      .orderBy('tool_class')
      .execute();
    return {
      fields,
      tools,
      flags,
      settings: settings.map((row) => ({ tool_class: row.tool_class, settings: JSON.parse(row.settings) })),
    };
  }

  async function agentRowCounts() {
    const count = async (
      table: 'agents' | 'agent_tools' | 'agent_tool_operation_overrides' | 'agent_tool_overrides',
    ) =>
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    return {
      agents: Number(await count('agents')),
      agent_tools: Number(await count('agent_tools')),
      agent_tool_operation_overrides: Number(await count('agent_tool_operation_overrides')),
      agent_tool_overrides: Number(await count('agent_tool_overrides')),
    };
  }

  const nothing = { agents: 0, agent_tools: 0, agent_tool_operation_overrides: 0, agent_tool_overrides: 0 };

  describe('import', () => {
    it('creates the caller’s agent with its tools, operation flags and settings', async () => {
      const imported = await importFor(fullTemplate);
      expect(imported.agent).toMatchObject({ user_id: ownerId, name: 'Full Agent' });
      expect(await agentState(imported.agent.id)).toEqual({
        fields: {
          user_id: ownerId,
          name: 'Full Agent',
          description: 'Keeps the vault.',
          system_prompt: 'You keep the vault.\nNever purge without asking.',
          llm_driver_config_id: null,
          max_steps: 25,
          is_active: 1,
          allow_followup: 0,
          pause_at_step_limit: 1,
          reconcile_uncertain_calls: 1,
          retry_after_minutes: 5,
          max_retries: 2,
          is_pinned: 0,
          is_archived: 0,
          is_favorite: 0,
          notes: 'Started from a template.',
        },
        tools: [
          { tool_class: 'acme/VaultTool', tool_name: 'vault' },
          { tool_class: 'core/CalculatorTool', tool_name: 'calculator' },
        ],
        flags: [
          { tool_class: 'acme/VaultTool', operation: 'purge', enabled: 1, requires_approval: 1 },
          { tool_class: 'acme/VaultTool', operation: 'write', enabled: null, requires_approval: 0 },
          { tool_class: 'core/TimeTool', operation: 'format', enabled: 0, requires_approval: null },
        ],
        settings: [{ tool_class: 'acme/VaultTool', settings: { region: 'us', verbose: true } }],
      });
      expect(imported.toolsEnabled).toEqual([
        {
          toolClass: 'core/CalculatorTool',
          toolName: 'calculator',
          operationsApplied: [],
          settingsApplied: [],
        },
        {
          toolClass: 'acme/VaultTool',
          toolName: 'acme:vault',
          operationsApplied: ['write', 'purge'],
          settingsApplied: ['region', 'verbose'],
        },
      ]);
      expect(imported.warnings.map((issue) => [issue.code, issue.path])).toEqual([
        ['TOOL_PLUGIN_MISSING', 'tools[3].tool_class'],
        ['TOOL_NEEDS_CONFIGURATION', 'tools[1]'],
      ]);
      const status = await test.platform.agentsOf(ownerId).toolStatusOf(imported.agent.id, vaultToolClass);
      expect(
        status.operations.map((operation) => [operation.name, operation.enabled, operation.requiresApproval]),
      ).toEqual([
        ['read', true, false],
        ['write', true, false],
        ['purge', true, true],
      ]);
    });

    it('creates a new agent on every import, and takes the template description when the agent has none', async () => {
      const first = await importFor(
        template({ description: 'From the template.', agent: { system_prompt: '' } }),
      );
      const second = await importFor(
        template({ description: 'From the template.', agent: { system_prompt: '' } }),
      );
      expect(second.agent.id).not.toBe(first.agent.id);
      expect(first.agent).toMatchObject({
        description: 'From the template.',
        system_prompt: null,
        notes: null,
        max_steps: 10,
      });
    });

    it('refuses an invalid template with the report and writes nothing', async () => {
      const refused = await importFor(template({ tools: [{ tool_class: 'nope', enabled: true }] })).catch(
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: {
          fields: { 'tools[0].tool_class': expect.stringContaining('nope is not a tool of this server') },
          errors: [expect.objectContaining({ code: 'TOOL_UNKNOWN' })],
          warnings: [],
        },
      });
      expect(await agentRowCounts()).toEqual(nothing);
    });

    it.each([
      ['its tools are written', () => vi.spyOn(AgentService.prototype, 'applyToolPlan')],
      ['its settings are written', () => vi.spyOn(ToolSettingsCascade.prototype, 'setAgent')],
    ])('leaves nothing behind when the import fails after the agent row, as %s', async (_step, spy) => {
      spy().mockRejectedValueOnce(new Error('disk full'));
      await expect(importFor(fullTemplate)).rejects.toThrow('disk full');
      expect(await agentRowCounts()).toEqual(nothing);
      // The same import succeeds once the failure is gone: nothing was left half-done.
      await importFor(fullTemplate);
      expect(await agentRowCounts()).toEqual({
        agents: 1,
        agent_tools: 2,
        agent_tool_operation_overrides: 3,
        agent_tool_overrides: 1,
      });
    });
  });

  describe('export', () => {
    it('round-trips: import → export → import gives the same agent', async () => {
      const first = await importFor(fullTemplate);
      const exported = await exportOf(first.agent.id);
      expect(exported.info).toEqual([]);
      const validation = await test.templates.validate({ template: exported.template }, ownerId);
      expect(validation.errors).toEqual([]);
      const second = await importFor(exported.template);
      const { fields: firstFields, ...firstRest } = await agentState(first.agent.id);
      const { fields: secondFields, ...secondRest } = await agentState(second.agent.id);
      expect(secondFields).toEqual(firstFields);
      expect(secondRest).toEqual(firstRest);
      expect((await exportOf(second.agent.id)).template).toEqual(exported.template);
    });

    it('writes the canonical form: class ids, only set flags, disabled tools that carry something', async () => {
      const { agent } = await importFor(fullTemplate);
      const exported: AgentTemplate = (await exportOf(agent.id)).template;
      expect(exported).toEqual({
        id: 'full-agent',
        name: 'Full Agent',
        version: '1.0.0',
        agent: {
          description: 'Keeps the vault.',
          system_prompt: 'You keep the vault.\nNever purge without asking.',
          notes: 'Started from a template.',
          max_steps: 25,
          allow_followup: false,
          retry_after_minutes: 5,
          max_retries: 2,
        },
        tools: [
          { tool_class: 'core/CalculatorTool', enabled: true },
          {
            tool_class: 'acme/VaultTool',
            enabled: true,
            operations: [
              { name: 'write', requires_approval: false },
              { name: 'purge', enabled: true, requires_approval: true },
            ],
            settings: { region: 'us', verbose: true },
          },
          { tool_class: 'core/TimeTool', enabled: false, operations: [{ name: 'format', enabled: false }] },
        ],
        required_plugins: ['acme'],
      });
    });

    it('never exports a secret, masked or not, and names each one left out', async () => {
      const { agent } = await importFor(fullTemplate);
      await test.platform.toolSettings.setAgent(agent.id, vaultSubject(), { api_key: 'sk-live-very-secret' });
      const exported = await exportOf(agent.id);
      const text = JSON.stringify(exported.template);
      expect(text).not.toContain('sk-live-very-secret');
      expect(text).not.toContain('api_key');
      expect(text).not.toContain('***');
      expect(exported.template.tools?.[1]?.settings).toEqual({ region: 'us', verbose: true });
      expect(exported.info).toEqual([
        {
          code: 'SECRET_SETTING_OMITTED',
          severity: 'info',
          message:
            'API Key of acme/VaultTool is a secret and was not exported; set it again after importing.',
          path: 'tools[1].settings.api_key',
        },
      ]);
    });

    it('leaves inherited settings behind: only the agent’s own layer is exported', async () => {
      const { agent } = await importFor(template({ tools: [{ tool_class: 'acme:vault', enabled: true }] }));
      await test.platform.toolSettings.setGlobal(vaultSubject(), { region: 'us', api_key: 'global-secret' });
      await test.platform.toolSettings.setUser(ownerId, vaultSubject(), { verbose: true });
      const exported = await exportOf(agent.id);
      expect(exported.template.tools).toEqual([{ tool_class: 'acme/VaultTool', enabled: true }]);
      expect(exported.info).toEqual([]);
    });

    it('keeps tools that are no longer installed, without their settings, and drops flags of vanished operations', async () => {
      const agent = await createAgent(db(), ownerId, {
        name: '!!!',
        tools: { 'gone/OldTool': 'old', 'core/CalculatorTool': 'calculator' },
      });
      await setOperationOverride(db(), agent.id, 'gone/OldTool', 'zap', { enabled: 0 });
      await setOperationOverride(db(), agent.id, 'core/CalculatorTool', 'legacy', { requires_approval: 1 });
      const now = nowIso();
      await db()
        .insertInto('agent_tool_overrides')
        .values({
          agent_id: agent.id,
          tool_class: 'gone/OldTool',
          settings: '{"token":"enc:v1:abc"}',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const exported = await exportOf(agent.id);
      expect(exported.template).toMatchObject({
        id: 'exported-agent',
        tools: [
          { tool_class: 'gone/OldTool', enabled: true, operations: [{ name: 'zap', enabled: false }] },
          { tool_class: 'core/CalculatorTool', enabled: true },
        ],
        required_plugins: ['gone'],
      });
      expect(JSON.stringify(exported.template)).not.toContain('enc:v1');
      expect(exported.info.map((issue) => [issue.code, issue.path])).toEqual([
        ['SETTINGS_OMITTED', 'tools[0].settings'],
        ['OPERATION_OMITTED', 'tools[1].operations'],
      ]);
      const reimport = await test.templates.validate({ template: exported.template }, ownerId);
      expect(reimport.errors).toEqual([]);
      expect(reimport.warnings.map((issue) => issue.code)).toEqual([
        'PLUGIN_MISSING',
        'SYSTEM_PROMPT_MISSING',
        'TOOL_PLUGIN_MISSING',
      ]);
    });

    it('exports only the owner’s agents: another user’s agent is NOT_FOUND', async () => {
      const { agent } = await importFor(fullTemplate);
      const stranger = await test.newUser();
      await expect(exportOf(agent.id, stranger)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(exportOf(agent.id + 1000)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});

function fail(message: string): never {
  throw new Error(message);
}
