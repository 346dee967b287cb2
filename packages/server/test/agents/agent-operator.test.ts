/**
 * What the operator (the REST API) does with agents beyond the model's reach: notes and the
 * model configuration as fields, list filters, enabled tools per agent, one tool's or one
 * operation's status, and the agent layer of tool settings. Ownership holds everywhere. On every
 * engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentToolSettings } from '../../src/agents/agent-tool-settings.js';
import { settingsSubjectOf, ToolSettingsCascade } from '../../src/settings/index.js';
import { randomEncryption } from '../settings/settings-fixtures.js';
import { createLlmConfiguration, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type AgentTestDatabase, openAgentTestDatabase, refusal, toolClasses } from './agent-fixtures.js';

describe.each(testEngines)('agents for the operator on $name', (engine) => {
  let test: AgentTestDatabase;
  let ownerId: number;
  let otherOwnerId: number;

  beforeEach(async () => {
    test = await openAgentTestDatabase(engine);
    ownerId = (await createUser(test.connection.db)).id;
    otherOwnerId = (await createUser(test.connection.db)).id;
  });

  afterEach(() => test.dispose());

  const agents = () => test.service(ownerId);
  const configuration = (userId: number | null) =>
    createLlmConfiguration(test.connection.db, {
      userId,
      isGlobal: userId === null,
      isDefault: false,
    });

  describe('fields', () => {
    it('lets the operator set notes and an own or global model configuration', async () => {
      const own = await configuration(ownerId);
      const global = await configuration(null);
      const agent = await agents().createAgent(
        { name: 'Ops', notes: 'remember', llm_driver_config_id: own.id },
        'operator',
      );
      expect(agent).toMatchObject({ notes: 'remember', llm_driver_config_id: own.id });
      const updated = await agents().updateAgent(
        agent.id,
        { llm_driver_config_id: global.id, notes: null },
        'operator',
      );
      expect(updated).toMatchObject({ notes: null, llm_driver_config_id: global.id });
      expect(
        (await agents().updateAgent(agent.id, { llm_driver_config_id: null }, 'operator'))
          .llm_driver_config_id,
      ).toBeNull();
    });

    it("refuses another owner's configuration and a missing one, and writes nothing", async () => {
      const theirs = await configuration(otherOwnerId);
      const agent = await agents().createAgent({ name: 'Ops' }, 'operator');
      for (const id of [theirs.id, theirs.id + 1000]) {
        const error = await refusal(
          agents().updateAgent(agent.id, { name: 'Renamed', llm_driver_config_id: id }, 'operator'),
        );
        expect(Object.keys(error.fields)).toEqual(['llm_driver_config_id']);
        expect(
          Object.keys(
            (await refusal(agents().createAgent({ name: 'X', llm_driver_config_id: id }, 'operator'))).fields,
          ),
        ).toEqual(['llm_driver_config_id']);
      }
      expect(await agents().listAgents()).toEqual([
        expect.objectContaining({ name: 'Ops', llm_driver_config_id: null }),
      ]);
    });

    it("answers NOT_FOUND for another owner's agent before looking at the configuration", async () => {
      const foreign = await test.service(otherOwnerId).createAgent({ name: 'Theirs' });
      const error = await refusal(
        agents().updateAgent(foreign.id, { llm_driver_config_id: 999 }, 'operator'),
      );
      expect(error.code).toBe('NOT_FOUND');
    });
  });

  describe('lists and tools', () => {
    it('filters by the dashboard flags', async () => {
      const archived = await agents().createAgent({ name: 'Old', is_archived: true, is_pinned: true });
      const active = await agents().createAgent({ name: 'New', is_favorite: true });
      const ids = async (filter: Parameters<ReturnType<typeof agents>['listAgents']>[0]) =>
        (await agents().listAgents(filter)).map((agent) => agent.id);
      expect(await ids({ archived: true })).toEqual([archived.id]);
      expect(await ids({ archived: false })).toEqual([active.id]);
      expect(await ids({ pinned: true, archived: true })).toEqual([archived.id]);
      expect(await ids({ favorite: true })).toEqual([active.id]);
      expect(await ids({})).toEqual([active.id, archived.id]);
    });

    it("tells the tools enabled per agent, only for the owner's agents", async () => {
      const first = await agents().createAgent({ name: 'First' });
      const second = await agents().createAgent({ name: 'Second' });
      const foreign = await test.service(otherOwnerId).createAgent({ name: 'Theirs' });
      await agents().enableTool(first.id, toolClasses.files);
      await agents().enableTool(first.id, toolClasses.time);
      await test.service(otherOwnerId).enableTool(foreign.id, toolClasses.time);
      const tools = await agents().enabledToolsOf([first.id, second.id, foreign.id]);
      expect(Object.fromEntries(tools)).toEqual({
        [first.id]: [
          { toolClass: toolClasses.files, toolName: 'files' },
          { toolClass: toolClasses.time, toolName: 'time' },
        ],
      });
      expect((await agents().enabledToolsOf([])).size).toBe(0);
    });

    it('resolves one tool and one operation, and refuses undeclared operations as NOT_FOUND', async () => {
      const agent = await agents().createAgent({ name: 'Tools' });
      const status = await agents().toolStatusOf(agent.id, toolClasses.tavily);
      expect(status).toMatchObject({ enabled: false, missingRequired: ['api_key'], readyToEnable: false });
      const updated = await agents().updateOperationFlags(agent.id, toolClasses.files, 'shred', {
        enabled: true,
        requiresApproval: true,
      });
      expect(updated).toMatchObject({
        name: 'shred',
        enabled: true,
        requiresApproval: true,
        stored: { enabled: true, requiresApproval: true },
      });
      const reset = await agents().updateOperationFlags(agent.id, toolClasses.files, 'shred', {
        enabled: null,
      });
      expect(reset).toMatchObject({ enabled: false, stored: { enabled: null, requiresApproval: true } });
      expect(await agents().operationStatusOf(agent.id, toolClasses.files, 'shred')).toEqual(reset);
      for (const attempt of [
        () => agents().operationStatusOf(agent.id, toolClasses.files, 'burn'),
        () => agents().updateOperationFlags(agent.id, toolClasses.files, 'burn', { enabled: true }),
      ]) {
        expect((await refusal(attempt())).code).toBe('NOT_FOUND');
      }
      const foreign = await test.service(otherOwnerId).createAgent({ name: 'Theirs' });
      for (const attempt of [
        () => agents().toolStatusOf(foreign.id, toolClasses.files),
        () => agents().operationStatusOf(foreign.id, toolClasses.files, 'read'),
        () => agents().updateOperationFlags(foreign.id, toolClasses.files, 'read', { enabled: false }),
      ]) {
        expect((await refusal(attempt())).code).toBe('NOT_FOUND');
      }
      expect(
        await test.connection.db
          .selectFrom('agent_tool_operation_overrides')
          .select('agent_id')
          .where('agent_id', '=', foreign.id)
          .execute(),
      ).toEqual([]);
    });

    it('tells a secret is set without decrypting it, so a changed key does not break the status', async () => {
      const agent = await agents().createAgent({ name: 'Rotated' });
      const tavily = test.tools.get(toolClasses.tavily);
      if (!tavily) throw new Error('fixture registry lacks tavily');
      await new ToolSettingsCascade(test.connection, randomEncryption()).setUser(
        ownerId,
        settingsSubjectOf(tavily),
        { api_key: 'sk-old-key' },
      );
      const withOtherKey = test.service(
        ownerId,
        new ToolSettingsCascade(test.connection, randomEncryption()),
      );
      expect(await withOtherKey.toolStatusOf(agent.id, toolClasses.tavily)).toMatchObject({
        missingRequired: [],
        readyToEnable: true,
      });
    });
  });

  describe('agent tool settings', () => {
    it("reads and writes the agent layer of the owner's agents only", async () => {
      const cascade = new ToolSettingsCascade(test.connection, randomEncryption());
      const settings = new AgentToolSettings(agents(), cascade);
      const tavily = test.tools.get(toolClasses.tavily);
      if (!tavily) throw new Error('fixture registry lacks tavily');
      const agent = await agents().createAgent({ name: 'Searcher' });
      const written = await settings.write(agent.id, tavily, { api_key: 'sk-1', region: 'eu' });
      expect(written).toEqual({
        ok: true,
        value: { api_key: { value: '***', source: 'agent' }, region: { value: 'eu', source: 'agent' } },
      });
      expect(await settings.override(agent.id, tavily)).toEqual({ api_key: '***', region: 'eu' });
      const invalid = await settings.write(agent.id, tavily, { colour: 'red' });
      expect(invalid.ok).toBe(false);
      await settings.clear(agent.id, tavily);
      expect(await settings.effective(agent.id, tavily)).toEqual({
        api_key: { value: null, source: 'default' },
        region: { value: null, source: 'default' },
      });

      const foreign = await test.service(otherOwnerId).createAgent({ name: 'Theirs' });
      await cascade.setAgent(foreign.id, settingsSubjectOf(tavily), { region: 'us' });
      for (const attempt of [
        () => settings.effective(foreign.id, tavily),
        () => settings.override(foreign.id, tavily),
        () => settings.write(foreign.id, tavily, { region: 'eu' }),
        () => settings.clear(foreign.id, tavily),
      ]) {
        expect((await refusal(attempt())).code).toBe('NOT_FOUND');
      }
      const stored = await test.connection.db
        .selectFrom('agent_tool_overrides')
        .select('settings')
        .where('agent_id', '=', foreign.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.settings)).toEqual({ region: 'us' });
    });

    it('answers NOT_FOUND when the agent is deleted while its settings are being saved', async () => {
      const tavily = test.tools.get(toolClasses.tavily);
      if (!tavily) throw new Error('fixture registry lacks tavily');
      const agent = await agents().createAgent({ name: 'Doomed' });
      const service = agents();
      // The owner check passes, then another request deletes the agent before the write.
      const racingDelete = Object.assign(Object.create(service) as typeof service, {
        getAgent: async (id: number) => {
          const found = await service.getAgent(id);
          await service.deleteAgent(id);
          return found;
        },
      });
      const settings = new AgentToolSettings(
        racingDelete,
        new ToolSettingsCascade(test.connection, randomEncryption()),
      );
      expect((await refusal(settings.write(agent.id, tavily, { region: 'eu' }))).code).toBe('NOT_FOUND');
      expect(await test.connection.db.selectFrom('agent_tool_overrides').selectAll().execute()).toEqual([]);
    });
  });
});
