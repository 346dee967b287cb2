/**
 * Two-phase agent creation through the loop: an agent with the agent tool discovers the tools,
 * creates a sub-agent, configures its tools and verifies them, and the sub-agent ends with
 * exactly the toolset that was asked for. With the scripted model and with the real drivers over
 * HTTP, on every engine, in sync and worker mode.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgentDirectoryCapability } from '../../src/agents/agent-directory-capability.js';
import { declaredDefaultsReader } from '../../src/agents/tool-settings-reader.js';
import { loadAgentToolset } from '../../src/orchestrator/agent-toolset.js';
import { closeModel, loopCases, scriptedModel } from '../support/http-scripted-model.js';
import { setOperationOverride } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness, testToolNames } from '../support/test-orchestrator.js';

describe.each(loopCases(testEngines))('agent creation on $label', ({ engine, mode, transport }) => {
  let harness: LoopHarness;
  let model: ReturnType<typeof scriptedModel>;

  beforeEach(async () => {
    model = scriptedModel(transport);
    harness = await openLoopHarness(engine, mode, () => model, {
      coreCapabilities: (platform) =>
        createAgentDirectoryCapability(platform.database, platform.tools, {
          settings: declaredDefaultsReader,
          changes: platform.liveEvents.agentRecorder,
        }),
    });
  });

  afterEach(async () => {
    await harness.dispose();
    await closeModel(model);
  });

  const db = () => harness.test.platform.database.db;

  /** An agent holding the agent tool, with the creation operations enabled and auto-approved by its operator. */
  async function creator() {
    const agent = await harness.agent({
      name: 'Creator',
      tools: { ...testToolNames, 'core/AgentTool': 'agent' },
    });
    for (const operation of ['get_available_tools', 'create_agent', 'configure_tools', 'read_agent']) {
      await setOperationOverride(db(), agent.id, 'core/AgentTool', operation, {
        enabled: 1,
        requires_approval: 0,
      });
    }
    return agent;
  }

  const toolResults = async (taskId: number) =>
    db()
      .selectFrom('tool_calls')
      .select(['operation', 'status', 'result_success', 'result_content'])
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();

  it('creates a sub-agent whose toolset is exactly what was asked for', async () => {
    const caller = await creator();
    // Fresh database: the sub-agent takes the next id.
    const subId = caller.id + 1;
    const toolset = [
      { tool_class: 'core/TimeTool', enabled: true, operations: [{ name: 'format', enabled: false }] },
      { tool_class: 'core/FilesTool', enabled: true, operations: [{ name: 'delete', auto_approve: true }] },
    ];
    model.enqueue(
      { toolCalls: [{ id: 'c1', name: 'agent', arguments: { action: 'get_available_tools' } }] },
      {
        toolCalls: [
          {
            id: 'c2',
            name: 'agent',
            arguments: {
              action: 'create_agent',
              payload: {
                name: 'Clerk',
                description: 'Tells the time, keeps files.',
                system_prompt: 'Be exact.',
                max_steps: 5,
              },
            },
          },
        ],
      },
      {
        toolCalls: [
          {
            id: 'c3',
            name: 'agent',
            arguments: { action: 'configure_tools', agent_id: subId, tools: toolset },
          },
        ],
      },
      { toolCalls: [{ id: 'c4', name: 'agent', arguments: { action: 'read_agent', agent_id: subId } }] },
      { text: `Agent #${subId} is ready.` },
    );
    const task = await harness.settled((await harness.orchestrator.start(caller.id, 'Build me a clerk')).id);
    expect(task).toMatchObject({ status: 'COMPLETED', final_response: `Agent #${subId} is ready.` });

    const results = await toolResults(task.id);
    expect(
      results.map(({ operation, status, result_success }) => [operation, status, result_success]),
    ).toEqual([
      ['get_available_tools', 'COMPLETED', 1],
      ['create_agent', 'COMPLETED', 1],
      ['configure_tools', 'COMPLETED', 1],
      ['read_agent', 'COMPLETED', 1],
    ]);
    const available = JSON.parse(results[0]?.result_content ?? '{}');
    expect(available).toMatchObject({ version: 2, count: harness.test.platform.tools.list().length });
    expect(available.tools.map((tool: { tool_class: string }) => tool.tool_class)).toContain('core/TimeTool');
    expect(results[1]?.result_content).toMatch(
      new RegExp(`^Created agent #${subId} \\('Clerk'\\)\\. Configure tools next with`),
    );

    // The model saw each result before its next turn.
    expect(model.requests).toHaveLength(5);
    expect(model.requests[1]?.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: results[0]?.result_content,
    });
    expect(model.requests[4]?.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining(`## Agent #${subId} — Clerk`),
    });

    // The owner's other clients learn of the new agent and of its toolset as they happen.
    const agentEvents = await db()
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'agent_changed')
      .orderBy('sequence')
      .execute();
    expect(agentEvents.map((row) => JSON.parse(row.payload))).toEqual([
      { agent_id: subId, change: 'created' },
      { agent_id: subId, change: 'updated' },
    ]);

    const sub = await db().selectFrom('agents').selectAll().where('id', '=', subId).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({
      user_id: harness.userId,
      name: 'Clerk',
      max_steps: 5,
      llm_driver_config_id: null,
    });
    const subTools = await loadAgentToolset(db(), harness.test.platform.tools, {
      id: subId,
      ownerUserId: harness.userId,
    });
    expect(
      subTools.tools.map((tool) => ({
        toolClass: tool.registered.toolClass,
        operations: tool.allowedOperations.map((operation) => [
          operation.name,
          tool.requiresApproval(operation.name),
        ]),
      })),
    ).toEqual([
      { toolClass: 'core/TimeTool', operations: [['now', false]] },
      {
        toolClass: 'core/FilesTool',
        operations: [
          ['read', false],
          ['delete', false],
        ],
      },
    ]);
    // The caller's own toolset is untouched.
    const callerTools = await loadAgentToolset(db(), harness.test.platform.tools, {
      id: caller.id,
      ownerUserId: harness.userId,
    });
    expect(callerTools.tools.map((tool) => tool.registered.toolClass)).toEqual([
      'core/EchoTool',
      'core/FilesTool',
      'core/SlowTool',
      'core/ExplodingTool',
      'core/TimeTool',
      'core/AgentTool',
    ]);
  });

  it('refuses to configure the calling agent itself and tells the model why', async () => {
    const caller = await creator();
    model.enqueue(
      {
        toolCalls: [
          {
            id: 'self',
            name: 'agent',
            arguments: {
              action: 'configure_tools',
              agent_id: caller.id,
              tools: [{ tool_class: 'core/HandoverTool', enabled: true }],
            },
          },
        ],
      },
      { text: 'I will ask the operator.' },
    );
    const task = await harness.settled(
      (await harness.orchestrator.start(caller.id, 'Give yourself handover')).id,
    );
    expect(task.status).toBe('COMPLETED');
    const [refused] = await toolResults(task.id);
    expect(refused).toMatchObject({ operation: 'configure_tools', status: 'FAILED', result_success: 0 });
    expect(refused?.result_content).toContain('are enabled by the operator only');
    expect(model.requests[1]?.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: refused?.result_content,
    });
    const enabled = await db()
      .selectFrom('agent_tools')
      .select('tool_class')
      .where('agent_id', '=', caller.id)
      .where('tool_class', '=', 'core/HandoverTool')
      .execute();
    expect(enabled).toEqual([]);
  });
});
