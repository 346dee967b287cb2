/**
 * A rehearsal cannot reach a side-effecting tool through MCP or a plugin: an MCP tool (never
 * trusted as read-only) is simulated, as is a plugin operation not declared read-only, while the
 * plugin's read-only operation runs. Each tool counts what really ran: a real MCP server process
 * logs its calls, the plugin counts its own.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureServerScript } from '../mcp/mcp-fixture.js';
import { createDeployment, type Deployment } from '../plugins/plugin-deployment.js';
import { setOperationOverride } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { createRehearsal, ModelsBySystemPrompt } from './rehearsal-support.js';

/** A plugin whose tool counts its runs per operation on `globalThis.counterPluginRuns`. */
const counterPlugin = `
import { AbstractPlugin, AbstractTool, Tool, ToolOperation, ToolParameter, ToolResult } from '@spora/sdk';

class CounterTool extends AbstractTool {
  async execute(args, ctx) {
    globalThis.counterPluginRuns = [...(globalThis.counterPluginRuns ?? []), ctx.operation];
    return ToolResult.ok(ctx.operation + ' ' + String(args.name));
  }
  describeAction(args) { return 'Count ' + String(args.name); }
}
const context = { kind: 'class' };
ToolParameter({ name: 'name', type: 'string', description: 'What to count.' })(CounterTool, context);
ToolOperation({ name: 'bump', description: 'Count it once more.' })(CounterTool, context);
ToolOperation({ name: 'peek', description: 'Read the count.', readOnly: true })(CounterTool, context);
Tool({ name: 'counter', description: 'Counts things.' })(CounterTool, context);

export default class CounterPlugin extends AbstractPlugin {
  tools() { return [CounterTool]; }
}
`;

declare global {
  var counterPluginRuns: string[] | undefined;
}

describe.each(testEngines)('rehearsals through MCP and plugins on $name', (engine) => {
  let harness: LoopHarness | null = null;
  let deployment: Deployment | null = null;
  let models: ModelsBySystemPrompt;

  afterEach(async () => {
    await harness?.dispose();
    harness = null;
    deployment?.remove();
    deployment = null;
    globalThis.counterPluginRuns = undefined;
  });

  const open = async (platform = {}) => {
    models = new ModelsBySystemPrompt();
    harness = await openLoopHarness(engine, 'worker', () => models, { platform });
    return harness;
  };

  async function rehearse(loop: LoopHarness, agentId: number, prompt: string) {
    const db = loop.test.platform.database.db;
    const rehearsal = await createRehearsal(db, { agentId, userId: loop.userId });
    const task = await loop.orchestrator.start(agentId, prompt, {
      rehearsal: { id: rehearsal.id, ofTaskId: null },
    });
    return loop.settled(task.id);
  }

  const callsOf = (loop: LoopHarness, taskId: number) =>
    loop.test.platform.database.db
      .selectFrom('tool_calls')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('call_index')
      .execute();

  it('never calls an MCP server’s tool: its result is simulated', async () => {
    const loop = await open();
    const callLog = join(mkdtempSync(join(tmpdir(), 'spora-mcp-calls-')), 'calls.log');
    await loop.test.platform.mcpServers.of({ id: loop.userId, isAdmin: true }).create({
      slug: 'fixture',
      name: 'Fixture',
      transport: 'stdio',
      command: process.execPath,
      args: [fixtureServerScript],
      env: { FIXTURE_CALL_LOG: callLog },
    });
    const agent = await loop.agent({
      systemPrompt: 'agent',
      tools: { 'mcp-fixture/echo': 'mcp-fixture:echo' },
    });
    models
      .for('agent')
      .enqueue(
        { toolCalls: [{ id: 'm', name: 'mcp-fixture:echo', arguments: { text: 'hi' } }] },
        { text: 'Rehearsed.' },
      );
    models.inventor.enqueue({ text: '{"success": true, "content": "echo: hi"}' });
    const task = await rehearse(loop, agent.id, 'Echo');

    expect(task.status).toBe('COMPLETED');
    expect(existsSync(callLog)).toBe(false);
    expect(await callsOf(loop, task.id)).toMatchObject([
      {
        tool_name: 'mcp-fixture:echo',
        simulated_from: 'invented',
        rehearsal_approval: 'asked',
        result_content: 'echo: hi',
      },
    ]);

    // The same call in real work reaches the server, which counts it.
    await setOperationOverride(loop.test.platform.database.db, agent.id, 'mcp-fixture/echo', 'call', {
      requires_approval: 0,
    });
    models
      .for('agent')
      .enqueue(
        { toolCalls: [{ id: 'r', name: 'mcp-fixture:echo', arguments: { text: 'real' } }] },
        { text: 'Really.' },
      );
    const real = await loop.settled((await loop.orchestrator.start(agent.id, 'Echo for real')).id);
    expect(real.status).toBe('COMPLETED');
    expect(readFileSync(callLog, 'utf8').split('\n').filter(Boolean)).toEqual(['echo']);
  });

  it('runs a plugin tool’s read-only operation and simulates its other one', async () => {
    deployment = createDeployment();
    deployment.addPlugin(
      'counter',
      {
        slug: 'counter',
        name: 'Counter',
        version: '1.0.0',
        entry: 'index.js',
        description: 'Counts.',
        icon: 'hash',
      },
      { 'index.js': counterPlugin },
    );
    const loop = await open({ pluginsDir: deployment.pluginsDir, appDir: deployment.appDir });
    const agent = await loop.agent({
      systemPrompt: 'agent',
      tools: { 'counter/CounterTool': 'counter:counter' },
    });
    models.for('agent').enqueue(
      {
        toolCalls: [
          { id: 'p', name: 'counter:counter', arguments: { action: 'peek', name: 'apples' } },
          { id: 'b', name: 'counter:counter', arguments: { action: 'bump', name: 'apples' } },
        ],
      },
      { text: 'Counted.' },
    );
    models.inventor.enqueue({ text: '{"success": true, "content": "bump apples"}' });
    const task = await rehearse(loop, agent.id, 'Count apples');

    expect(task.status).toBe('COMPLETED');
    expect(globalThis.counterPluginRuns).toEqual(['peek']);
    expect((await callsOf(loop, task.id)).map((call) => [call.operation, call.simulated_from])).toEqual([
      ['peek', null],
      ['bump', 'invented'],
    ]);
  });
});
