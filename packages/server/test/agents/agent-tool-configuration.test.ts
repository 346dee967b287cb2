/**
 * An agent's toolset through the service: enabling registered tools only, idempotently;
 * three-state operation flags (true / false / null = declared default) and their reset; whole
 * plans applied all or nothing; and the per-tool status with missing required settings. On every
 * engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentService } from '../../src/agents/agent-service.js';
import { ToolSettingsCascade } from '../../src/settings/index.js';
import { randomEncryption } from '../settings/settings-fixtures.js';
import { createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type AgentTestDatabase, openAgentTestDatabase, refusal, toolClasses } from './agent-fixtures.js';

describe.each(testEngines)('agent tool configuration on $name', (engine) => {
  let test: AgentTestDatabase;
  let ownerId: number;
  let agents: AgentService;
  let agentId: number;

  beforeEach(async () => {
    test = await openAgentTestDatabase(engine);
    ownerId = (await createUser(test.connection.db)).id;
    agents = test.service(ownerId);
    agentId = (await agents.createAgent({ name: 'Configured' })).id;
  });

  afterEach(() => test.dispose());

  const db = () => test.connection.db;
  const overrideRows = () =>
    db()
      .selectFrom('agent_tool_operation_overrides')
      .select(['tool_class', 'operation', 'enabled', 'requires_approval'])
      .where('agent_id', '=', agentId)
      .orderBy('operation')
      .execute();
  const filesOperations = async () =>
    (await agents.toolStatusForAgent(agentId))
      .find((status) => status.tool.toolClass === toolClasses.files)
      ?.operations.map(({ name, enabled, requiresApproval }) => ({ name, enabled, requiresApproval }));

  describe('enable and disable', () => {
    it('writes the agent_tools row with the tool name, once', async () => {
      expect(await agents.enableTool(agentId, toolClasses.time)).toEqual({ changed: true });
      expect(await agents.enableTool(agentId, toolClasses.time)).toEqual({ changed: false });
      expect(await agents.enableTool(agentId, toolClasses.tavily)).toEqual({ changed: true });
      const rows = await db()
        .selectFrom('agent_tools')
        .select(['tool_class', 'tool_name'])
        .where('agent_id', '=', agentId)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { tool_class: toolClasses.time, tool_name: 'time' },
        { tool_class: toolClasses.tavily, tool_name: 'tavily_search' },
      ]);
      expect(await agents.disableTool(agentId, toolClasses.time)).toEqual({ changed: true });
      expect(await agents.disableTool(agentId, toolClasses.time)).toEqual({ changed: false });
    });

    it('enables registered tool classes only', async () => {
      for (const toolClass of ['core/NoSuchTool', 'TimeTool', 'time']) {
        const error = await refusal(agents.enableTool(agentId, toolClass));
        expect(error.code).toBe('VALIDATION_ERROR');
        expect(error.fields).toEqual({ tool_class: `"${toolClass}" is not a registered tool class` });
      }
      expect(await db().selectFrom('agent_tools').selectAll().execute()).toEqual([]);
    });
  });

  describe('operation flags', () => {
    it('overrides, keeps omitted flags, and resets with null to the declared default', async () => {
      expect(await filesOperations()).toEqual([
        { name: 'read', enabled: true, requiresApproval: false },
        { name: 'delete', enabled: true, requiresApproval: true },
        { name: 'shred', enabled: false, requiresApproval: false },
      ]);
      await agents.setOperationFlags(agentId, toolClasses.files, 'delete', { requiresApproval: false });
      await agents.setOperationFlags(agentId, toolClasses.files, 'shred', {
        enabled: true,
        requiresApproval: true,
      });
      await agents.setOperationFlags(agentId, toolClasses.files, 'read', { enabled: false });
      expect(await filesOperations()).toEqual([
        { name: 'read', enabled: false, requiresApproval: false },
        { name: 'delete', enabled: true, requiresApproval: false },
        { name: 'shred', enabled: true, requiresApproval: true },
      ]);
      // Omitted: unchanged. null: back to the declared default, stored as NULL.
      await agents.setOperationFlags(agentId, toolClasses.files, 'shred', { enabled: null });
      expect(await overrideRows()).toEqual([
        { tool_class: toolClasses.files, operation: 'delete', enabled: null, requires_approval: 0 },
        { tool_class: toolClasses.files, operation: 'read', enabled: 0, requires_approval: null },
        { tool_class: toolClasses.files, operation: 'shred', enabled: null, requires_approval: 1 },
      ]);
      // Both flags default: the row goes away.
      await agents.setOperationFlags(agentId, toolClasses.files, 'shred', { requiresApproval: null });
      await agents.setOperationFlags(agentId, toolClasses.files, 'read', {
        enabled: null,
        requiresApproval: null,
      });
      expect((await overrideRows()).map((row) => row.operation)).toEqual(['delete']);
      expect(await filesOperations()).toEqual([
        { name: 'read', enabled: true, requiresApproval: false },
        { name: 'delete', enabled: true, requiresApproval: false },
        { name: 'shred', enabled: false, requiresApproval: false },
      ]);
    });

    it('resets one operation or the whole tool', async () => {
      await agents.setOperationFlags(agentId, toolClasses.files, 'delete', { requiresApproval: false });
      await agents.setOperationFlags(agentId, toolClasses.files, 'shred', { enabled: true });
      await agents.setOperationFlags(agentId, toolClasses.time, 'now', { requiresApproval: true });
      await agents.resetOperationFlags(agentId, toolClasses.files, 'delete');
      expect((await overrideRows()).map((row) => `${row.tool_class}.${row.operation}`)).toEqual([
        'core/TimeTool.now',
        'core/FilesTool.shred',
      ]);
      await agents.resetOperationFlags(agentId, toolClasses.files);
      expect((await overrideRows()).map((row) => row.tool_class)).toEqual([toolClasses.time]);
    });

    it('refuses operations the class does not declare', async () => {
      const error = await refusal(
        agents.setOperationFlags(agentId, toolClasses.files, 'burn', { enabled: true }),
      );
      expect(error.fields).toEqual({
        'tools[0].operations[0].name':
          '"burn" is not an operation of core/FilesTool; it declares: read, delete, shred',
      });
      expect(await overrideRows()).toEqual([]);
    });
  });

  describe('plans', () => {
    it('applies enables, disables and flags together', async () => {
      await agents.enableTool(agentId, toolClasses.files);
      await agents.applyToolPlan(agentId, [
        {
          toolClass: toolClasses.time,
          enabled: true,
          operations: [{ name: 'format', requiresApproval: true }],
        },
        { toolClass: toolClasses.files, enabled: false, operations: [] },
      ]);
      const statuses = await agents.toolStatusForAgent(agentId);
      expect(statuses.filter((status) => status.enabled).map((status) => status.tool.toolClass)).toEqual([
        toolClasses.time,
      ]);
      expect(
        statuses[0]?.operations.map((operation) => [operation.name, operation.requiresApproval]),
      ).toEqual([
        ['now', false],
        ['format', true],
      ]);
    });

    it('writes nothing when any entry is invalid', async () => {
      const error = await refusal(
        agents.applyToolPlan(agentId, [
          { toolClass: toolClasses.time, enabled: true, operations: [] },
          { toolClass: toolClasses.files, enabled: true, operations: [{ name: 'burn', enabled: true }] },
        ]),
      );
      expect(Object.keys(error.fields)).toEqual(['tools[1].operations[0].name']);
      expect(await db().selectFrom('agent_tools').selectAll().execute()).toEqual([]);
    });

    it('refuses a plan for an agent that no longer exists', async () => {
      await db().deleteFrom('agents').where('id', '=', agentId).execute();
      const error = await refusal(
        agents.applyToolPlan(agentId, [{ toolClass: toolClasses.time, enabled: true, operations: [] }]),
      );
      expect(error.code).toBe('NOT_FOUND');
      expect(await db().selectFrom('agent_tools').selectAll().execute()).toEqual([]);
    });
  });

  describe('tool status', () => {
    it('lists every registered tool with enabled, resolved operations and readiness', async () => {
      await agents.enableTool(agentId, toolClasses.time);
      const statuses = await agents.toolStatusForAgent(agentId);
      expect(
        statuses.map((status) => ({
          toolClass: status.tool.toolClass,
          enabled: status.enabled,
          missingRequired: status.missingRequired,
          readyToEnable: status.readyToEnable,
        })),
      ).toEqual([
        { toolClass: toolClasses.time, enabled: true, missingRequired: [], readyToEnable: true },
        { toolClass: toolClasses.files, enabled: false, missingRequired: [], readyToEnable: true },
        { toolClass: toolClasses.agent, enabled: false, missingRequired: [], readyToEnable: true },
        { toolClass: toolClasses.tavily, enabled: false, missingRequired: ['api_key'], readyToEnable: false },
      ]);
    });

    it('reads required settings through the cascade: a value on any layer makes the tool ready', async () => {
      const cascade = new ToolSettingsCascade(test.connection, randomEncryption());
      const withCascade = test.service(ownerId, cascade);
      const tavily = async () =>
        (await withCascade.toolStatusForAgent(agentId)).find(
          (status) => status.tool.toolClass === toolClasses.tavily,
        );
      expect(await tavily()).toMatchObject({ missingRequired: ['api_key'], readyToEnable: false });
      const subject = {
        toolClass: toolClasses.tavily,
        toolName: 'tavily_search',
        declarations: test.tools.get(toolClasses.tavily)?.metadata.settings ?? [],
      };
      expect((await cascade.setUser(ownerId, subject, { api_key: 'secret' })).ok).toBe(true);
      expect(await tavily()).toMatchObject({ missingRequired: [], readyToEnable: true });
      const otherOwner = (await createUser(db())).id;
      const theirAgent = (await test.service(otherOwner).createAgent({ name: 'Theirs' })).id;
      const theirStatus = await test.service(otherOwner, cascade).toolStatusForAgent(theirAgent);
      expect(
        theirStatus.find((status) => status.tool.toolClass === toolClasses.tavily)?.missingRequired,
      ).toEqual(['api_key']);
    });
  });
});
