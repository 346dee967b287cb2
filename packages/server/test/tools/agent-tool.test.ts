/**
 * The `agent` tool against a real agent directory: each operation, the get_available_tools and
 * manifest payloads field by field against the seed's contract, and every refusal (the template
 * shape, the calling agent's own tools, other owners' agents, unregistered classes).
 */
import { getToolMetadata, PrincipalContext, type ToolResult, validateToolArguments } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgentDirectoryCapability } from '../../src/agents/agent-directory-capability.js';
import { declaredDefaultsReader } from '../../src/agents/tool-settings-reader.js';
import type { CoreCapabilitySite } from '../../src/orchestrator/index.js';
import { AgentTool } from '../../src/tools/builtin/agent-tool.js';
import { type AgentTestDatabase, openAgentTestDatabase, toolClasses } from '../agents/agent-fixtures.js';
import { createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';

const tool = new AgentTool();

describe('agent tool declarations', () => {
  it('is the agent tool of category agent with the bot icon', () => {
    expect(getToolMetadata(AgentTool)).toMatchObject({
      name: 'agent',
      category: 'agent',
      icon: 'bot',
      discriminatorKey: 'action',
    });
  });

  it('declares each operation with the defaults of the spec', () => {
    const defaults = Object.fromEntries(
      getToolMetadata(AgentTool).operations.map((operation) => [
        operation.name,
        [operation.enabledByDefault, operation.requiresApprovalByDefault],
      ]),
    );
    expect(defaults).toEqual({
      get_available_tools: [false, false],
      create_agent: [false, true],
      configure_tools: [false, true],
      read_agent: [false, false],
      update_agent: [false, true],
      list_agents: [true, false],
      read_notes: [true, false],
      write_notes: [true, false],
      write_notes_overwrite: [false, true],
    });
  });

  it('binds each parameter to the operations that need it', () => {
    const required = Object.fromEntries(
      getToolMetadata(AgentTool).parameters.map((parameter) => [parameter.name, parameter.required]),
    );
    expect(required).toEqual({
      agent_id: false,
      payload: ['create_agent'],
      tools: ['configure_tools'],
      agent: ['update_agent'],
      content: ['write_notes', 'write_notes_overwrite'],
      mode: false,
    });
    const schema = tool.getParametersSchema();
    const valid = (args: Record<string, unknown>) => validateToolArguments(schema, args).ok;
    expect(valid({ action: 'get_available_tools' })).toBe(true);
    expect(valid({ action: 'create_agent' })).toBe(false);
    expect(valid({ action: 'create_agent', payload: { name: 'A' } })).toBe(true);
    expect(valid({ action: 'configure_tools', agent_id: 2 })).toBe(false);
    expect(valid({ action: 'configure_tools', agent_id: 2, tools: [{ tool_class: 'core/TimeTool' }] })).toBe(
      true,
    );
    expect(valid({ action: 'configure_tools', agent_id: 2, tools: [{ enabled: true }] })).toBe(false);
    expect(valid({ action: 'update_agent' })).toBe(false);
    expect(valid({ action: 'write_notes' })).toBe(false);
    expect(valid({ action: 'read_agent', agent_id: 0 })).toBe(false);
    expect(valid({})).toBe(false);
  });

  it('describes each call for the approval UI', () => {
    expect(tool.describeAction({ action: 'get_available_tools' })).toBe('List the tools available to agents');
    expect(tool.describeAction({ action: 'create_agent', payload: { name: 'Researcher' } })).toBe(
      'Create a new agent "Researcher"',
    );
    expect(
      tool.describeAction({
        action: 'configure_tools',
        agent_id: 7,
        tools: [
          { tool_class: 'core/TimeTool', enabled: true, operations: [{ name: 'now', auto_approve: true }] },
          { tool_class: 'core/FilesTool', enabled: false },
        ],
      }),
    ).toBe(
      'Configure the tools of agent #7: enable core/TimeTool (now: auto-approve); disable core/FilesTool',
    );
    expect(tool.describeAction({ action: 'read_agent' })).toBe('Read the configuration of this agent');
    expect(tool.describeAction({ action: 'update_agent', agent_id: 3, agent: { max_steps: 5 } })).toBe(
      'Update agent #3: max_steps',
    );
    expect(tool.describeAction({ action: 'list_agents' })).toBe('List the agents of this owner');
    expect(tool.describeAction({ action: 'read_notes' })).toBe("Read this agent's notes");
    expect(tool.describeAction({ action: 'write_notes', content: 'a\nb', mode: 'prepend' })).toBe(
      "Prepend to this agent's notes: a b",
    );
    expect(tool.describeAction({ action: 'write_notes_overwrite', content: 'x' })).toBe(
      "Replace this agent's notes with: x",
    );
  });
});

describe.each(testEngines)('agent tool on $name', (engine) => {
  let test: AgentTestDatabase;
  let ownerId: number;
  let callerId: number;

  const pluginIcons: Record<string, string> = { tavily: 'search' };

  beforeEach(async () => {
    test = await openAgentTestDatabase(engine);
    ownerId = (await createUser(test.connection.db)).id;
    const caller = await test.service(ownerId).createAgent({ name: 'Caller' });
    callerId = caller.id;
    await test.service(ownerId).enableTool(callerId, toolClasses.agent);
  });

  afterEach(() => test.dispose());

  const db = () => test.connection.db;

  function contextFor(agentId: number, principal: PrincipalContext, operation: string) {
    const site: CoreCapabilitySite = { agentId, taskId: 1, principal };
    const capability = createAgentDirectoryCapability(test.connection, test.tools, {
      settings: declaredDefaultsReader,
      pluginIconFor: (slug) => pluginIcons[slug] ?? null,
    });
    return { ...createTestToolContext({ agentId, principal, operation }), ...capability(site) };
  }

  /** Runs the tool as the calling agent of `ownerId`. */
  function call(args: Record<string, unknown>, agentId = callerId): Promise<ToolResult> {
    return tool.execute(args, contextFor(agentId, PrincipalContext.of(ownerId), String(args.action)));
  }

  async function createSubAgent(payload: Record<string, unknown> = { name: 'Sub' }): Promise<number> {
    const created = await call({ action: 'create_agent', payload });
    expect(created.success).toBe(true);
    return Number(created.data?.agent_id);
  }

  const agentRows = () => db().selectFrom('agents').select(['id', 'name']).orderBy('id').execute();
  const enabledTools = (agentId: number) =>
    db()
      .selectFrom('agent_tools')
      .select('tool_class')
      .where('agent_id', '=', agentId)
      .orderBy('tool_class')
      .execute()
      .then((rows) => rows.map((row) => row.tool_class));

  describe('get_available_tools', () => {
    it('returns the version 2 payload for every registered tool, as the calling agent has it', async () => {
      const result = await call({ action: 'get_available_tools' });
      expect(result.success).toBe(true);
      expect(JSON.parse(result.content)).toEqual(result.data);
      const payload = result.data as { version: number; count: number; tools: Record<string, unknown>[] };
      expect(Object.keys(payload)).toEqual(['version', 'count', 'tools']);
      expect(payload.version).toBe(2);
      expect(payload.count).toBe(4);
      expect(payload.tools.map((entry) => entry.tool_class)).toEqual(
        test.tools.list().map((t) => t.toolClass),
      );
      for (const entry of payload.tools) {
        expect(Object.keys(entry)).toEqual([
          'tool_class',
          'display_name',
          'description',
          'plugin_slug',
          'enabled',
          'ready_to_enable',
          'missing_required',
          'operations',
        ]);
        for (const operation of entry.operations as Record<string, unknown>[]) {
          expect(Object.keys(operation)).toEqual(['name', 'description', 'enabled', 'requires_approval']);
        }
      }
      expect(payload.tools[0]).toEqual({
        tool_class: 'core/TimeTool',
        display_name: 'Time',
        description: 'Get the current date and time, or format a Unix timestamp, in any IANA time zone.',
        plugin_slug: null,
        enabled: false,
        ready_to_enable: true,
        missing_required: [],
        operations: [
          { name: 'now', description: 'The current date and time.', enabled: true, requires_approval: false },
          {
            name: 'format',
            description: 'Format a Unix timestamp (seconds).',
            enabled: true,
            requires_approval: false,
          },
        ],
      });
      expect(payload.tools[2]).toMatchObject({
        tool_class: 'core/AgentTool',
        enabled: true,
        plugin_slug: null,
      });
      expect(payload.tools[3]).toEqual({
        tool_class: 'tavily/TavilySearchTool',
        display_name: 'Tavily Search',
        description: 'Search the web via Tavily.',
        plugin_slug: 'tavily',
        enabled: false,
        ready_to_enable: false,
        missing_required: ['api_key'],
        operations: [
          { name: 'search', description: 'Run a search.', enabled: true, requires_approval: false },
        ],
      });
    });

    it('resolves operations against the calling agent’s overrides', async () => {
      await test.service(ownerId).setOperationFlags(callerId, toolClasses.files, 'shred', {
        enabled: true,
        requiresApproval: true,
      });
      const payload = (await call({ action: 'get_available_tools' })).data as {
        tools: { tool_class: string; operations: unknown[] }[];
      };
      expect(
        payload.tools.find((entry) => entry.tool_class === toolClasses.files)?.operations,
      ).toContainEqual({
        name: 'shred',
        description: 'Shred a file',
        enabled: true,
        requires_approval: true,
      });
    });
  });

  describe('create_agent', () => {
    it('creates a slim agent without tools for the owner and says what comes next', async () => {
      const result = await call({
        action: 'create_agent',
        payload: {
          name: ' Researcher ',
          description: 'Finds sources.',
          system_prompt: 'Research carefully.',
          max_steps: 12,
          allow_followup: false,
          retry_after_minutes: 5,
          max_retries: 2,
        },
      });
      expect(result.success).toBe(true);
      const id = Number(result.data?.agent_id);
      expect(result.content.split('\n\n')[0]).toBe(
        `Created agent #${id} ('Researcher'). Configure tools next with \`configure_tools(agent_id: ${id}, tools: [...])\` and verify with \`read_agent(agent_id: ${id})\`.`,
      );
      expect(result.content).toContain(
        `## Agent #${id} — Researcher\n0 of 4 tools enabled. 0 missing required config.`,
      );
      const stored = await db()
        .selectFrom('agents')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        user_id: ownerId,
        name: 'Researcher',
        description: 'Finds sources.',
        system_prompt: 'Research carefully.',
        llm_driver_config_id: null,
        max_steps: 12,
        allow_followup: 0,
        retry_after_minutes: 5,
        max_retries: 2,
      });
      expect(await enabledTools(id)).toEqual([]);
    });

    it.each([
      [
        'a nested agent object',
        { agent: { name: 'R', system_prompt: 'Be brief.', is_pinned: true }, max_steps: 5 },
        'not nested under "agent"',
        'Send payload {"name":"R","system_prompt":"Be brief.","max_steps":5} instead',
      ],
      [
        'a tools list',
        { name: 'R', tools: [{ tool_class: 'core/TimeTool' }] },
        'create_agent does not take "tools"',
        'Send payload {"name":"R"} instead, then call configure_tools(agent_id: <new id>, tools: [{"tool_class":"core/TimeTool"}])',
      ],
      [
        'required_plugins',
        { name: 'R', required_plugins: ['tavily'] },
        'only the operator imports through POST /api/v1/agent-templates/import',
        'Send payload {"name":"R"} instead',
      ],
      [
        'template identity fields',
        { id: 'researcher', version: '1.0', name: 'R' },
        'Unknown field(s) "id", "version"',
        'Send payload {"name":"R"} instead',
      ],
      ['an empty payload', {}, '"payload" must be a non-empty object', 'Send payload {"name":"Researcher"'],
    ])('refuses %s with a literal example to send instead', async (_label, payload, reason, instead) => {
      const before = await agentRows();
      const result = await call({ action: 'create_agent', payload });
      expect(result.success).toBe(false);
      expect(result.content).toMatch(/^create_agent: /);
      expect(result.content).toContain(reason);
      expect(result.content).toContain(instead);
      expect(result.data).toMatchObject({ error_code: 'VALIDATION_ERROR' });
      expect(await agentRows()).toEqual(before);
    });

    it('accepts an empty tools list and validates the values', async () => {
      expect((await call({ action: 'create_agent', payload: { name: 'Fine', tools: [] } })).success).toBe(
        true,
      );
      const invalid = await call({ action: 'create_agent', payload: { name: '', max_steps: 0 } });
      expect(invalid).toMatchObject({ success: false });
      expect(invalid.content).toBe(
        'create_agent: Nothing was changed. name must be 1 to 100 characters (after trimming); max_steps must be an integer from 1 to 100.',
      );
      expect(invalid.data).toEqual({
        error_code: 'VALIDATION_ERROR',
        fields: {
          name: 'must be 1 to 100 characters (after trimming)',
          max_steps: 'must be an integer from 1 to 100',
        },
      });
    });
  });

  describe('configure_tools', () => {
    it('applies the plan to a sub-agent and answers with the slim manifest', async () => {
      const subId = await createSubAgent();
      const result = await call({
        action: 'configure_tools',
        agent_id: subId,
        tools: [
          { tool_class: 'core/TimeTool', enabled: true, operations: [{ name: 'format', enabled: false }] },
          {
            tool_class: 'core/FilesTool',
            operations: [
              { name: 'delete', auto_approve: true },
              { name: 'shred', enabled: true, auto_approve: false },
            ],
          },
        ],
      });
      expect(result.success).toBe(true);
      expect(result.content.split('\n')[0]).toBe(`Configured the tools of agent #${subId}.`);
      expect(await enabledTools(subId)).toEqual(['core/FilesTool', 'core/TimeTool']);
      const manifest = result.data as Record<string, unknown> & { tools: Record<string, unknown>[] };
      expect(Object.keys(manifest)).toEqual([
        'agent_id',
        'name',
        'description',
        'system_prompt',
        'max_steps',
        'allow_followup',
        'retry_after_minutes',
        'max_retries',
        'is_pinned',
        'is_archived',
        'is_favorite',
        'tools',
        'missing_required',
        'warnings',
      ]);
      for (const entry of manifest.tools)
        expect(Object.keys(entry)).toEqual(['tool_class', 'icon', 'enabled', 'operations']);
      expect(manifest.tools).toEqual([
        {
          tool_class: 'core/TimeTool',
          icon: 'clock',
          enabled: true,
          operations: [
            { name: 'now', enabled: true, requires_approval: false },
            { name: 'format', enabled: false, requires_approval: false },
          ],
        },
        {
          tool_class: 'core/FilesTool',
          icon: null,
          enabled: true,
          operations: [
            { name: 'read', enabled: true, requires_approval: false },
            { name: 'delete', enabled: true, requires_approval: false },
            { name: 'shred', enabled: true, requires_approval: true },
          ],
        },
        {
          tool_class: 'core/AgentTool',
          icon: 'bot',
          enabled: false,
          operations: expect.any(Array),
        },
        {
          tool_class: 'tavily/TavilySearchTool',
          icon: 'search',
          enabled: false,
          operations: [{ name: 'search', enabled: true, requires_approval: false }],
        },
      ]);
      expect(result.content).toContain('2 of 4 tools enabled.');
    });

    it('keeps omitted flags, resets null ones, and disables tools', async () => {
      const subId = await createSubAgent();
      const configure = (tools: unknown[]) => call({ action: 'configure_tools', agent_id: subId, tools });
      await configure([
        {
          tool_class: 'core/FilesTool',
          operations: [{ name: 'delete', enabled: false, auto_approve: true }],
        },
      ]);
      await configure([{ tool_class: 'core/FilesTool', operations: [{ name: 'delete', enabled: null }] }]);
      const files = async () => {
        const read = await call({ action: 'read_agent', agent_id: subId });
        return (
          read.data as { tools: { tool_class: string; enabled: boolean; operations: unknown[] }[] }
        ).tools.find((entry) => entry.tool_class === 'core/FilesTool');
      };
      expect((await files())?.operations[1]).toEqual({
        name: 'delete',
        enabled: true,
        requires_approval: false,
      });
      await configure([{ tool_class: 'core/FilesTool', enabled: false }]);
      expect(await files()).toMatchObject({ enabled: false });
      expect(await enabledTools(subId)).toEqual([]);
    });

    it('refuses the calling agent itself: enabling its tools is operator-only', async () => {
      for (const args of [
        {
          action: 'configure_tools',
          agent_id: callerId,
          tools: [{ tool_class: 'core/TimeTool', enabled: true }],
        },
        { action: 'configure_tools', tools: [{ tool_class: 'core/TimeTool', enabled: true }] },
      ]) {
        const result = await call(args);
        expect(result.success).toBe(false);
        expect(result.content).toMatch(/operator only/);
      }
      const refused = await call({
        action: 'configure_tools',
        agent_id: callerId,
        tools: [{ tool_class: 'core/TimeTool', enabled: true }],
      });
      expect(refused.content).toBe(
        `configure_tools: Tools of the calling agent itself (agent #${callerId}) are enabled by the operator only, in the agent settings or through POST /api/v1/agents/${callerId}/tools/{toolId}/enable. To use other tools, create a sub-agent with create_agent and configure that one.`,
      );
      expect(refused.data).toEqual({ error_code: 'FORBIDDEN' });
      expect(await enabledTools(callerId)).toEqual(['core/AgentTool']);
    });

    it('validates the whole plan before writing anything', async () => {
      const subId = await createSubAgent();
      const result = await call({
        action: 'configure_tools',
        agent_id: subId,
        tools: [
          { tool_class: 'core/TimeTool', enabled: true },
          { tool_class: 'Spora\\Tools\\CalculatorTool', enabled: true },
          {
            tool_class: 'core/FilesTool',
            operations: [{ name: 'burn' }, { name: 'read', requires_approval: false }],
          },
          { tool_class: 'core/TimeTool', enabled: 'yes' },
        ],
      });
      expect(result.success).toBe(false);
      expect((result.data as { fields: Record<string, string> }).fields).toEqual({
        'tools[2].operations[1].requires_approval':
          'is not an operation field; use name, enabled, auto_approve',
        'tools[3].enabled': 'must be true or false',
      });
      expect(await enabledTools(subId)).toEqual([]);
      const registryErrors = await call({
        action: 'configure_tools',
        agent_id: subId,
        tools: [
          { tool_class: 'core/TimeTool', enabled: true },
          { tool_class: 'Spora\\Tools\\CalculatorTool', enabled: true },
          { tool_class: 'core/FilesTool', operations: [{ name: 'burn' }] },
          { tool_class: 'core/TimeTool', enabled: false },
        ],
      });
      expect((registryErrors.data as { fields: Record<string, string> }).fields).toEqual({
        'tools[1].tool_class':
          '"Spora\\Tools\\CalculatorTool" is not a registered tool class; copy tool_class exactly from get_available_tools (e.g. "core/TimeTool")',
        'tools[2].operations[0].name':
          '"burn" is not an operation of core/FilesTool; it declares: read, delete, shred',
        'tools[3].tool_class': 'lists core/TimeTool a second time',
      });
      expect(registryErrors.content).toMatch(
        /^configure_tools: Nothing was changed\. tools\[1\]\.tool_class /,
      );
      expect(await enabledTools(subId)).toEqual([]);
    });

    it('refuses tools that need configuration first, and the agent tool itself', async () => {
      const subId = await createSubAgent();
      const result = await call({
        action: 'configure_tools',
        agent_id: subId,
        tools: [
          { tool_class: 'core/TimeTool', enabled: true },
          { tool_class: 'tavily/TavilySearchTool', enabled: true },
          { tool_class: 'core/AgentTool', enabled: true },
        ],
      });
      expect((result.data as { fields: Record<string, string> }).fields).toEqual({
        'tools[1].tool_class':
          'tavily/TavilySearchTool needs configuration before it can be enabled (missing: api_key); only the operator can configure it',
        'tools[2].tool_class': 'core/AgentTool can only be enabled by the operator',
      });
      expect(await enabledTools(subId)).toEqual([]);
    });

    it("cannot reach another owner's agent, and says which ids are reachable", async () => {
      const otherOwner = (await createUser(db())).id;
      const foreign = await test.service(otherOwner).createAgent({ name: 'Theirs' });
      const result = await call({
        action: 'configure_tools',
        agent_id: foreign.id,
        tools: [{ tool_class: 'core/TimeTool', enabled: true }],
      });
      expect(result).toMatchObject({
        success: false,
        content: `configure_tools: Agent #${foreign.id} not found. Use list_agents to see the agents you can reach.`,
        data: { error_code: 'NOT_FOUND' },
      });
      expect(await enabledTools(foreign.id)).toEqual([]);
    });
  });

  describe('read_agent and update_agent', () => {
    it('reads the calling agent by default, or another agent of the owner', async () => {
      const own = await call({ action: 'read_agent' });
      expect(own.content.split('\n').slice(0, 2)).toEqual([
        `## Agent #${callerId} — Caller`,
        '1 of 4 tools enabled. 0 missing required config.',
      ]);
      const subId = await createSubAgent({ name: 'Sub', description: 'Helps.' });
      expect((await call({ action: 'read_agent', agent_id: subId })).data).toMatchObject({
        agent_id: subId,
        name: 'Sub',
        description: 'Helps.',
        max_steps: 10,
        allow_followup: true,
        is_pinned: false,
      });
    });

    it('reports enabled tools that miss required settings', async () => {
      const subId = await createSubAgent();
      await test.service(ownerId).enableTool(subId, toolClasses.tavily);
      const read = await call({ action: 'read_agent', agent_id: subId });
      expect(read.data).toMatchObject({
        missing_required: [{ tool_class: 'tavily/TavilySearchTool', keys: ['api_key'] }],
        warnings: ['tavily/TavilySearchTool is enabled but cannot work until the operator sets: api_key.'],
      });
      expect(read.content).toContain('1 of 4 tools enabled. 1 missing required config.');
    });

    it('updates validated fields and never the model configuration, notes or tools', async () => {
      const subId = await createSubAgent();
      const updated = await call({
        action: 'update_agent',
        agent_id: subId,
        agent: { max_steps: 20, is_pinned: true },
      });
      expect(updated.success).toBe(true);
      expect(updated.content.split('\n')[0]).toBe(`Updated agent #${subId}.`);
      expect(updated.data).toMatchObject({ max_steps: 20, is_pinned: true });
      for (const [agent, field] of [
        [{ llm_driver_config_id: 1 }, 'llm_driver_config_id'],
        [{ max_steps: 500 }, 'max_steps'],
        [{ notes: 'x' }, 'notes'],
        [{ tools: [{ tool_class: 'core/TimeTool' }] }, 'tools'],
      ] as const) {
        const refused = await call({ action: 'update_agent', agent_id: subId, agent });
        expect(refused.success).toBe(false);
        expect(Object.keys((refused.data as { fields: object }).fields)).toEqual([field]);
      }
      const stored = await db()
        .selectFrom('agents')
        .selectAll()
        .where('id', '=', subId)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ max_steps: 20, llm_driver_config_id: null, notes: null });
      expect(await enabledTools(subId)).toEqual([]);
      expect((await call({ action: 'update_agent', agent: {} })).content).toBe(
        'update_agent: "agent" must be an object with the fields to change, e.g. {"max_steps": 20}.',
      );
    });

    it('updates the calling agent when agent_id is omitted', async () => {
      expect((await call({ action: 'update_agent', agent: { description: 'Me.' } })).data).toMatchObject({
        agent_id: callerId,
        description: 'Me.',
      });
    });
  });

  describe('list_agents and notes', () => {
    it("lists the owner's agents only", async () => {
      await createSubAgent({ name: 'Sub', description: 'Helps.' });
      const otherOwner = (await createUser(db())).id;
      await test.service(otherOwner).createAgent({ name: 'Theirs' });
      const result = await call({ action: 'list_agents' });
      const [caller, sub] = await agentRows();
      expect(result.content).toBe(
        `2 agent(s) visible to the current user:\n- #${sub?.id} Sub — Helps.\n- #${caller?.id} Caller`,
      );
      expect(result.data).toEqual({
        agents: [
          { agent_id: sub?.id, name: 'Sub', description: 'Helps.' },
          { agent_id: caller?.id, name: 'Caller', description: null },
        ],
      });
    });

    it("reads and writes the calling agent's own notes", async () => {
      expect((await call({ action: 'read_notes' })).content).toBe(`Agent #${callerId} has no notes yet.`);
      expect(await call({ action: 'write_notes', content: 'first' })).toMatchObject({
        content: 'Notes updated via append (5 chars).',
        data: { notes: 'first', length: 5, mode: 'append' },
      });
      await call({ action: 'write_notes', content: 'zeroth', mode: 'prepend' });
      expect((await call({ action: 'write_notes', content: '' })).content).toBe(
        'Notes unchanged (13 chars).',
      );
      expect(await call({ action: 'read_notes' })).toMatchObject({
        content: `Notes for agent #${callerId} (13 chars):\n\nzeroth\n\nfirst`,
        data: { notes: 'zeroth\n\nfirst', length: 13 },
      });
      expect((await call({ action: 'write_notes_overwrite', content: 'clean' })).data).toEqual({
        notes: 'clean',
        length: 5,
        mode: 'overwrite',
      });
      expect((await call({ action: 'write_notes', content: 'x', mode: 'middle' })).content).toBe(
        'write_notes: mode must be "append" or "prepend".',
      );
      expect((await call({ action: 'write_notes' })).content).toBe('write_notes: content is required.');
    });
  });

  describe('refusals before any operation', () => {
    it('never picks an operation for a missing or unknown action', async () => {
      for (const args of [{}, { action: 'enable_tool' }, { action: 42 }]) {
        const result = await call({ ...args, agent: { name: 'Renamed' } });
        expect(result).toMatchObject({ success: false });
        expect(result.content).toMatch(/^"action" must name one of: get_available_tools, create_agent, /);
      }
      expect((await agentRows()).map((row) => row.name)).toEqual(['Caller']);
    });

    it('refuses an agent_id that is not a positive integer', async () => {
      expect((await call({ action: 'read_agent', agent_id: '2' })).content).toBe(
        'read_agent: agent_id must be a positive integer.',
      );
    });

    it('needs the agent directory and an agent with a known owner', async () => {
      const bare = await tool.execute(
        { action: 'list_agents' },
        createTestToolContext({ operation: 'list_agents' }),
      );
      expect(bare.content).toMatch(/no agent directory/);
      const ownerless = await tool.execute(
        { action: 'list_agents' },
        contextFor(callerId, PrincipalContext.missingAgent(), 'list_agents'),
      );
      expect(ownerless.content).toBe(
        'The agent tool needs an agent with a known owner; this agent has none.',
      );
    });
  });
});
