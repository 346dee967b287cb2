/**
 * Handover reaches only the agents an operator chose (issue: targets were open by default):
 * `allowed_target_agents` is a required, model-visible multi-select of agent ids offering the
 * owner's agents; an empty list allows nothing; another owner's agent cannot be saved in any
 * owner's layer; the model sees its targets in the `[Effective Configuration]` block.
 */
import { getToolMetadata, ok } from '@spora/sdk';
import { createTestToolContext, ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsSubjectOf } from '../../src/settings/index.js';
import { HandoverTool } from '../../src/tools/builtin/handover-tool.js';
import type { TaskControlContext } from '../../src/tools/task-control.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { openLoopHarness } from '../support/test-orchestrator.js';

const model = new ScriptedLlmDriver();

const refusal = 'Target agent is not in the allowed_target_agents list.';

function delegatingContext(allowed: unknown): { ctx: TaskControlContext; handedTo: number[] } {
  const handedTo: number[] = [];
  const record = async (id: number) => {
    handedTo.push(id);
    return ok({ agentName: `Agent ${id}` });
  };
  const ctx = {
    ...createTestToolContext({ settings: { allowed_target_agents: allowed as never } }),
    taskControl: { handOver: record, spawnSubAgent: record },
  };
  return { ctx, handedTo };
}

describe('handover tool', () => {
  const tool = new HandoverTool();

  it('declares allowed_target_agents as a required, model-visible agent picker', () => {
    expect(getToolMetadata(HandoverTool).settings).toMatchObject([
      {
        key: 'allowed_target_agents',
        type: 'multi-select',
        required: true,
        exposeToLlm: true,
        resolveAs: 'agent',
        dataSource: '/agents',
      },
    ]);
  });

  it.each([[[]], [null], ['']])('allows no target when the list is %j', async (allowed) => {
    const { ctx, handedTo } = delegatingContext(allowed);
    const result = await tool.execute({ op: 'handover', target_agent_id: 7, prompt: 'Go' }, ctx);
    expect(result.success).toBe(false);
    expect(result.content).toBe(refusal);
    expect(handedTo).toEqual([]);
  });

  it('refuses an agent outside the list for both operations, and delegates to one in it', async () => {
    const { ctx, handedTo } = delegatingContext([3, 5]);
    const outside = await tool.execute({ op: 'sub_agent', agent_id: 4, prompt: 'Go' }, ctx);
    expect(outside.content).toBe(refusal);
    expect((await tool.execute({ op: 'handover', target_agent_id: 9, prompt: 'Go' }, ctx)).content).toBe(
      refusal,
    );
    expect((await tool.execute({ op: 'sub_agent', agent_id: 5, prompt: 'Go' }, ctx)).success).toBe(true);
    expect(handedTo).toEqual([5]);
  });
});

describe.each(testEngines)('handover targets through the API on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;
  let bob: ApiUser;
  let source: number;
  let writer: number;
  let bobsAgent: number;

  const createAgent = async (user: ApiUser, name: string): Promise<number> =>
    (await user.request('POST', '/api/v1/agents', { name })).json().data.agent.id;

  beforeEach(async () => {
    api = await openTestApi(engine);
    alice = await api.signUp();
    bob = await api.signUp();
    source = await createAgent(alice, 'Source');
    writer = await createAgent(alice, 'Writer');
    bobsAgent = await createAgent(bob, 'Bob agent');
  });

  afterEach(async () => {
    await api.dispose();
  });

  const settingsUrl = () => `/api/v1/agents/${source}/tools/handover/settings`;
  const storedRows = () =>
    api.platform.database.db.selectFrom('agent_tool_overrides').select('settings').execute();

  it('lists the setting as required and model-visible, with the agents as its data source', async () => {
    const tools = (await alice.request('GET', '/api/v1/tools')).json().data.tools;
    const handover = tools.find((tool: { tool_name: string }) => tool.tool_name === 'handover');
    expect(handover.settings_schema).toMatchObject([
      { key: 'allowed_target_agents', required: true, expose_to_llm: true, data_source: '/agents' },
    ]);
  });

  it('is missing until targets are chosen, and the model sees them once they are', async () => {
    const enabled = await alice.request('POST', `/api/v1/agents/${source}/tools/handover/enable`);
    expect(enabled.json().data.missing_required).toEqual(['allowed_target_agents']);
    const before = await alice.request('GET', `/api/v1/agents/${source}/tools/handover/description`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data.description).toContain(
      '[Effective Configuration]\n- Allowed target agents: (not configured)',
    );

    const saved = await alice.request('PUT', settingsUrl(), {
      settings: { allowed_target_agents: [String(writer)] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings.allowed_target_agents).toEqual({ value: [writer], source: 'agent' });
    const status = await alice.request('GET', `/api/v1/agents/${source}/tools/handover/status`);
    expect(status.json().data.status.missing_required).toEqual([]);
    const after = await alice.request('GET', `/api/v1/agents/${source}/tools/handover/description`);
    expect(after.json().data.description).toBe(
      `${getToolMetadata(HandoverTool).description}\n\n[Effective Configuration]\n- Allowed target agents: Writer (agent #${writer})`,
    );
  });

  it("refuses another owner's agent, or an agent that does not exist, in the agent and user layers", async () => {
    for (const ids of [[writer, bobsAgent], [999_999], ['not-an-id']]) {
      const refused = await alice.request('PUT', settingsUrl(), { settings: { allowed_target_agents: ids } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { 'settings.allowed_target_agents': expect.any(String) } },
      });
    }
    const personal = await alice.request('PUT', '/api/v1/tools/handover/user-settings', {
      settings: { allowed_target_agents: [bobsAgent] },
    });
    expect(personal.statusCode).toBe(422);
    expect(await storedRows()).toEqual([]);
    const ownLayer = await bob.request('PUT', '/api/v1/tools/handover/user-settings', {
      settings: { allowed_target_agents: [bobsAgent] },
    });
    expect(ownLayer.statusCode).toBe(200);
    expect(ownLayer.json().data.settings).toEqual({ allowed_target_agents: [bobsAgent] });
  });

  it('names the targets in the description the running model receives', async () => {
    const harness = await openLoopHarness(engine, 'sync', () => model);
    try {
      const agent = await harness.agent({ name: 'Router', tools: { 'core/HandoverTool': 'handover' } });
      const helper = await harness.agent({ name: 'Helper' });
      const handoverTool = harness.test.platform.tools.get('core/HandoverTool');
      if (!handoverTool) throw new Error('handover is not registered');
      await harness.test.platform.toolSettings.setAgent(agent.id, settingsSubjectOf(handoverTool), {
        allowed_target_agents: [helper.id],
      });
      model.enqueue({ text: 'ok' });
      await harness.orchestrator.start(agent.id, 'Hi');
      const handover = model.requests.at(-1)?.tools.find((tool) => tool.name === 'handover');
      expect(handover?.description).toContain(
        `[Effective Configuration]\n- Allowed target agents: Helper (agent #${helper.id})`,
      );
    } finally {
      await harness.dispose();
    }
  });

  it("does not describe another owner's agent", async () => {
    const other = await bob.request('GET', `/api/v1/agents/${source}/tools/handover/description`);
    expect(other.statusCode).toBe(404);
  });
});
