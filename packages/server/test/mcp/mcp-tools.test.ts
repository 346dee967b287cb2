/**
 * MCP servers as tool sources, against real MCP server processes built with the SDK: a server's
 * tools are registered as `mcp-<server>:<tool>`, enabled per agent, called through the loop with
 * approval required by default; an MCP error, a crash mid-call, a server that never starts, an
 * aborted task and a tool whose schema changes after it was auto-approved each behave as stated.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { McpServerService } from '../../src/mcp/index.js';
import { setOperationOverride } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { fixtureServerScript } from './mcp-fixture.js';

describe.each(testEngines)('MCP tools on $name', (engine) => {
  let servers: McpServerService;
  const { harness, model } = useLoopHarness(engine, 'worker');

  beforeEach(async () => {
    servers = harness.test.platform.mcpServers.of({ id: harness.userId, isAdmin: true });
  });

  const registerFixture = (slug = 'fixture') =>
    servers.create({
      slug,
      name: 'Fixture',
      transport: 'stdio',
      command: process.execPath,
      args: [fixtureServerScript],
    });

  const agentWith = (...toolNames: string[]) =>
    harness.agent({
      tools: Object.fromEntries(toolNames.map((name) => [`mcp-fixture/${name}`, `mcp-fixture:${name}`])),
    });

  /** Another process's registration: the row and its listing, written past this process's registry. */
  const storeServerElsewhere = async (slug: string, toolName: string, description: string) => {
    const { store } = harness.test.platform.mcpServers;
    const created = await store.create({
      slug,
      name: slug,
      ownerUserId: null,
      transport: 'stdio',
      command: process.execPath,
      args: [fixtureServerScript],
      url: null,
      auth: 'none',
      icon: 'book',
      secrets: { env: {}, headers: {}, bearerToken: null },
    });
    await store.recordListing(created.id, {
      tools: [{ name: toolName, title: null, description, inputSchema: { type: 'object' }, schemaHash: 'h' }],
    });
    return created;
  };

  const db = () => harness.test.platform.database.db;
  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('id').execute();

  it('lists the server’s tools like plugin tools, with their input schemas and the server as plugin_slug', async () => {
    const server = await registerFixture();
    expect(server.lastError).toBeNull();
    expect(server.tools.map((tool) => tool.name)).toEqual(['echo', 'fail', 'hang', 'crash', 'evolve']);
    const echo = harness.test.platform.tools.findByLlmName('mcp-fixture:echo');
    expect(echo).toMatchObject({ toolClass: 'mcp-fixture/echo', pluginSlug: 'mcp-fixture' });
    expect(echo?.instance.getParametersSchema()).toMatchObject({
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
    });
    const agent = await harness.agent();
    const statuses = await harness.test.platform.agentsOf(harness.userId).toolStatusForAgent(agent.id);
    const status = statuses.find((entry) => entry.tool.toolClass === 'mcp-fixture/echo');
    expect(status?.operations).toEqual([
      expect.objectContaining({ name: 'call', enabled: true, requiresApproval: true }),
    ]);
  });

  it('requires approval for every MCP tool by default, then calls it and hands the model its answer', async () => {
    await registerFixture();
    const agent = await agentWith('echo');
    model.enqueue(
      { toolCalls: [{ id: 'c1', name: 'mcp-fixture:echo', arguments: { text: 'hi' } }] },
      { text: 'done' },
    );
    const paused = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    expect(paused.status).toBe('PENDING_APPROVAL');
    await harness.orchestrator.resume(paused.id, [{ provider_call_id: 'c1', decision: 'approve' }]);
    expect((await harness.settled(paused.id)).status).toBe('COMPLETED');
    const [call] = await callsOf(paused.id);
    expect(call).toMatchObject({ status: 'COMPLETED', result_content: 'echo: hi' });
    expect(model.requests[0]?.tools.map((tool) => tool.name)).toEqual(['mcp-fixture:echo']);
  });

  it('runs an auto-approved MCP tool at once; an MCP error result is a failed call', async () => {
    await registerFixture();
    const agent = await agentWith('echo', 'fail');
    for (const name of ['echo', 'fail']) {
      await setOperationOverride(db(), agent.id, `mcp-fixture/${name}`, 'call', { requires_approval: 0 });
    }
    model.enqueue(
      {
        toolCalls: [
          { id: 'a', name: 'mcp-fixture:echo', arguments: { text: 'x' } },
          { id: 'b', name: 'mcp-fixture:fail', arguments: {} },
        ],
      },
      { text: 'done' },
    );
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Go')).id);
    expect(task.status).toBe('COMPLETED');
    const calls = await callsOf(task.id);
    expect(calls.map((call) => [call.status, call.result_content])).toEqual([
      ['COMPLETED', 'echo: x'],
      ['FAILED', 'it failed on purpose'],
    ]);
  });

  it('answers a clear error when the server crashes mid-call, and reconnects for the next call', async () => {
    await registerFixture();
    const agent = await agentWith('echo', 'crash');
    for (const name of ['echo', 'crash']) {
      await setOperationOverride(db(), agent.id, `mcp-fixture/${name}`, 'call', { requires_approval: 0 });
    }
    model.enqueue(
      { toolCalls: [{ id: 'k', name: 'mcp-fixture:crash', arguments: {} }] },
      { toolCalls: [{ id: 'e', name: 'mcp-fixture:echo', arguments: { text: 'again' } }] },
      { text: 'done' },
    );
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Crash')).id);
    expect(task.status).toBe('COMPLETED');
    const [crashed, echoed] = await callsOf(task.id);
    expect(crashed?.status).toBe('FAILED');
    expect(crashed?.result_content).toMatch(/MCP server "Fixture" could not run crash: .*closed/i);
    expect(echoed).toMatchObject({ status: 'COMPLETED', result_content: 'echo: again' });
  });

  it('fails fast with the reason when a server cannot be started, and backs off before trying again', async () => {
    await servers.create({
      slug: 'fixture',
      name: 'Broken',
      transport: 'stdio',
      command: process.execPath,
      args: ['-e', 'process.exit(1)'],
    });
    const stored = await servers.list();
    expect(stored[0]?.lastError).toMatch(/unavailable/);
    // Its tools were never listed, so register one by hand as a stale listing would.
    const broken = stored[0];
    if (!broken) throw new Error('no server');
    harness.test.platform.mcpServers.source.registerListing(broken, [
      { name: 'echo', title: null, description: 'Echo', inputSchema: { type: 'object' }, schemaHash: 'x' },
    ]);
    const agent = await agentWith('echo');
    await setOperationOverride(db(), agent.id, 'mcp-fixture/echo', 'call', { requires_approval: 0 });
    model.enqueue({ toolCalls: [{ id: 'e', name: 'mcp-fixture:echo', arguments: {} }] }, { text: 'done' });
    const started = Date.now();
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    expect(Date.now() - started).toBeLessThan(4_000);
    const [call] = await callsOf(task.id);
    expect(call?.status).toBe('FAILED');
    expect(call?.result_content).toMatch(/MCP server "Broken" is unavailable/);
  });

  it('cancels the MCP request when the task is aborted', async () => {
    await registerFixture();
    const agent = await agentWith('hang', 'echo');
    for (const name of ['hang', 'echo']) {
      await setOperationOverride(db(), agent.id, `mcp-fixture/${name}`, 'call', { requires_approval: 0 });
    }
    model.enqueue({ toolCalls: [{ id: 'h', name: 'mcp-fixture:hang', arguments: {} }] });
    const task = await harness.orchestrator.start(agent.id, 'Hang');
    await harness.waitFor(task.id, () => true);
    await expect.poll(async () => (await callsOf(task.id))[0]?.status, { timeout: 5_000 }).toBe('EXECUTING');
    await harness.orchestrator.abort(task.id);
    expect((await harness.settled(task.id)).status).toBe('ABORTED');
    // The connection survived the cancelled request: the next call answers at once.
    model.enqueue(
      { toolCalls: [{ id: 'e', name: 'mcp-fixture:echo', arguments: { text: 'ok' } }] },
      { text: 'done' },
    );
    const next = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    expect((await callsOf(next.id))[0]).toMatchObject({ status: 'COMPLETED', result_content: 'echo: ok' });
  });

  it('refreshes on tools/list_changed and revokes the auto-approval of a tool whose schema changed', async () => {
    await registerFixture();
    const agent = await agentWith('echo', 'evolve');
    for (const name of ['echo', 'evolve']) {
      await setOperationOverride(db(), agent.id, `mcp-fixture/${name}`, 'call', { requires_approval: 0 });
    }
    model.enqueue({ toolCalls: [{ id: 'v', name: 'mcp-fixture:evolve', arguments: {} }] }, { text: 'done' });
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Evolve')).id);
    expect(task.status).toBe('COMPLETED');
    await expect
      .poll(
        () => harness.test.platform.tools.get('mcp-fixture/echo')?.instance.getParametersSchema().properties,
        {
          timeout: 5_000,
        },
      )
      .toHaveProperty('loud');
    const overrides = await db()
      .selectFrom('agent_tool_operation_overrides')
      .select(['tool_class', 'requires_approval'])
      .where('agent_id', '=', agent.id)
      .orderBy('tool_class')
      .execute();
    expect(overrides).toEqual([
      { tool_class: 'mcp-fixture/echo', requires_approval: null },
      { tool_class: 'mcp-fixture/evolve', requires_approval: 0 },
    ]);
    model.enqueue({
      toolCalls: [{ id: 'e', name: 'mcp-fixture:echo', arguments: { text: 'a', loud: true } }],
    });
    const next = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    expect(next.status).toBe('PENDING_APPROVAL');
  });

  it('picks up servers another process registered or removed when it reads the stored servers again', async () => {
    const { mcpServers, tools } = harness.test.platform;
    const created = await storeServerElsewhere('elsewhere', 'look_up', 'Looks up.');
    expect(tools.get('mcp-elsewhere/look_up')).toBeUndefined();
    await mcpServers.source.registerStored();
    expect(tools.get('mcp-elsewhere/look_up')).toMatchObject({
      llmName: 'mcp-elsewhere:look_up',
      pluginSlug: 'mcp-elsewhere',
    });
    expect(tools.get('mcp-elsewhere/look_up')?.metadata).toMatchObject({
      icon: 'book',
      displayName: 'Look Up',
    });
    await mcpServers.store.delete(created.id);
    await mcpServers.source.registerStored();
    expect(tools.get('mcp-elsewhere/look_up')).toBeUndefined();
  });

  it('offers a run the tool of a server registered elsewhere a moment ago, before this registry heard of it', async () => {
    const { tools } = harness.test.platform;
    await storeServerElsewhere('justnow', 'echo', 'Echoes.');
    expect(tools.get('mcp-justnow/echo')).toBeUndefined();
    const agent = await harness.agent({ tools: { 'mcp-justnow/echo': 'mcp-justnow:echo' } });
    model.enqueue({ toolCalls: [{ id: 'j', name: 'mcp-justnow:echo', arguments: { text: 'hi' } }] });
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    // Known to the run: the call waits for its approval, as an MCP tool's does, instead of
    // reaching the model as an unknown tool.
    expect(task.status).toBe('PENDING_APPROVAL');
    expect(tools.get('mcp-justnow/echo')).toBeDefined();
  });
});
