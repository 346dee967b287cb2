/**
 * Handover and sub-agents, in sync and worker mode, on every engine.
 */
import type { LlmDriver, LlmRequest, LlmResponse } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import {
  closeModel,
  loopCases,
  type ModelTransport,
  requestsReceived,
  scriptedModel,
} from '../support/http-scripted-model.js';
import { allowHandoverTargets, setOperationOverride } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness, testToolNames } from '../support/test-orchestrator.js';

/** One scripted model per agent, chosen by the agent's system prompt. */
class ModelPerAgent implements LlmDriver {
  readonly providerName = 'scripted';
  readonly modelName = 'per-agent';
  readonly models = new Map<string, ReturnType<typeof scriptedModel>>();

  constructor(private readonly transport: ModelTransport) {}

  for(systemPrompt: string): ReturnType<typeof scriptedModel> {
    let model = this.models.get(systemPrompt);
    if (!model) {
      model = scriptedModel(this.transport);
      this.models.set(systemPrompt, model);
    }
    return model;
  }

  complete(request: LlmRequest, signal: AbortSignal): Promise<LlmResponse> {
    return this.for(request.systemPrompt).complete(request, signal);
  }
}

describe.each(loopCases(testEngines))('delegation on $label', ({ engine, mode, transport }) => {
  let harness: LoopHarness;
  let models: ModelPerAgent;

  beforeEach(async () => {
    created = [];
    models = new ModelPerAgent(transport);
    harness = await openLoopHarness(engine, mode, () => models);
  });

  afterEach(async () => {
    await harness.dispose();
    for (const model of models.models.values()) await closeModel(model);
  });

  const db = () => harness.test.platform.database.db;
  const withHandover = { ...testToolNames, 'core/HandoverTool': 'handover' };
  let created: number[] = [];

  /** An agent that may delegate to every agent created so far in the test, and they to it. */
  async function agentNamed(name: string, autoApprove: string[] = []) {
    const agent = await harness.agent({ name, systemPrompt: name, tools: withHandover });
    for (const operation of autoApprove) {
      await setOperationOverride(db(), agent.id, 'core/HandoverTool', operation, { requires_approval: 0 });
    }
    created = [...created, agent.id];
    for (const id of created) await allowHandoverTargets(db(), id, created);
    return agent;
  }

  it('hands a task over: the source closes for good and the target runs', async () => {
    const target = await agentNamed('target');
    const source = await agentNamed('source', ['handover']);
    models.for('source').enqueue({
      toolCalls: [
        {
          id: 'h',
          name: 'handover',
          arguments: { op: 'handover', target_agent_id: target.id, prompt: 'Take over' },
        },
      ],
    });
    models.for('target').enqueue({ text: 'Target finished.' });
    const started = await harness.orchestrator.start(source.id, 'Please route this');
    const closed = await harness.settled(started.id);
    expect(closed).toMatchObject({ status: 'COMPLETED', final_response: 'Handed off to target.' });
    const breadcrumb = JSON.parse(closed.data ?? '{}').handover;
    expect(breadcrumb).toMatchObject({ target_agent_id: target.id, target_agent_name: 'target' });
    const handedTo = await harness.settled(breadcrumb.target_task_id);
    expect(handedTo).toMatchObject({
      status: 'COMPLETED',
      final_response: 'Target finished.',
      parent_task_id: closed.id,
    });
    expect(models.for('source').requests).toHaveLength(1);
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', closed.id).execute();
    expect(JSON.parse(call?.result_data ?? '{}')).toEqual({
      handover: true,
      op: 'handover',
      new_task_id: breadcrumb.target_task_id,
      target_agent_id: target.id,
    });
  });

  it('keeps a handover approved by a person closed', async () => {
    const target = await agentNamed('target');
    const source = await agentNamed('source');
    models.for('source').enqueue({
      toolCalls: [
        {
          id: 'h',
          name: 'handover',
          arguments: { op: 'handover', target_agent_id: target.id, prompt: 'Go' },
        },
      ],
    });
    models.for('target').enqueue({ text: 'Done by target.' });
    const paused = await harness.settled((await harness.orchestrator.start(source.id, 'Route')).id);
    expect(paused.status).toBe('PENDING_APPROVAL');
    await harness.orchestrator.resume(paused.id, [{ provider_call_id: 'h', decision: 'approve' }]);
    const closed = await harness.waitFor(paused.id, (task) => task.status === 'COMPLETED');
    expect(closed.final_response).toBe('Handed off to target.');
    expect(models.for('source').requests).toHaveLength(1);
  });

  it('resumes the parent only after both sub-agents ended, with each outcome', async () => {
    const first = await agentNamed('first');
    const second = await agentNamed('second');
    const parent = await agentNamed('parent', ['sub_agent']);
    models.for('parent').enqueue(
      {
        toolCalls: [
          {
            id: 's1',
            name: 'handover',
            arguments: { op: 'sub_agent', agent_id: first.id, prompt: 'Part one' },
          },
          {
            id: 's2',
            name: 'handover',
            arguments: { op: 'sub_agent', agent_id: second.id, prompt: 'Part two' },
          },
        ],
      },
      { text: 'Combined.' },
    );
    models.for('first').enqueue({ text: 'One done.', delayMs: 50 });
    models.for('second').enqueue({ text: 'Two done.', delayMs: 150 });
    const started = await harness.orchestrator.start(parent.id, 'Split the work');
    const done = await harness.waitFor(started.id, (task) => task.status === 'COMPLETED');
    expect(done.final_response).toBe('Combined.');
    const children = await db()
      .selectFrom('tasks')
      .selectAll()
      .where('parent_task_id', '=', done.id)
      .orderBy('id')
      .execute();
    expect(children.map((child) => child.status)).toEqual(['COMPLETED', 'COMPLETED']);
    const secondRequest = models.for('parent').requests[1];
    const results = (secondRequest?.messages ?? []).flatMap((message) =>
      message.role === 'tool' ? [message] : [],
    );
    expect(results.map((result) => result.toolCallId)).toEqual(['s1', 's2']);
    expect(results[0]?.content).toBe(`Sub-agent task #${children[0]?.id} (first) completed:\n\nOne done.`);
    expect(results[1]?.content).toBe(`Sub-agent task #${children[1]?.id} (second) completed:\n\nTwo done.`);
    const calls = await db()
      .selectFrom('tool_calls')
      .selectAll()
      .where('task_id', '=', done.id)
      .orderBy('call_index')
      .execute();
    expect(calls.map((call) => JSON.parse(call.result_data ?? '{}').spawned_sub_task_ids)).toEqual([
      [children[0]?.id],
      [children[1]?.id],
    ]);
    expect(JSON.parse(done.data ?? '{}')).not.toHaveProperty('spawned_sub_task_ids');
  });

  it('releases the parent when a child is aborted, and says so', async () => {
    const child = await agentNamed('child');
    const parent = await agentNamed('parent', ['sub_agent']);
    models.for('parent').enqueue(
      {
        toolCalls: [
          {
            id: 's',
            name: 'handover',
            arguments: { op: 'sub_agent', agent_id: child.id, prompt: 'Slow job' },
          },
        ],
      },
      { text: 'Child was stopped.' },
    );
    models.for('child').enqueue({ text: 'never', delayMs: 5_000 });
    const startedParent = harness.orchestrator.start(parent.id, 'Delegate');
    const childTask = await waitForChild(parent.id);
    await harness.waitFor(childTask, (task) => task.status === 'RUNNING' && task.step_count === 1);
    await requestsReceived(models.for('child'), 1);
    await harness.orchestrator.abort(childTask);
    await startedParent;
    const done = await harness.waitFor((await startedParent).id, (task) => task.status === 'COMPLETED');
    expect(done.final_response).toBe('Child was stopped.');
    const history = await loadHistory(db(), done.id);
    expect(history.find((entry) => entry.role === 'tool')?.content).toBe(
      `Sub-agent task #${childTask} (child) ended as ABORTED before it finished.`,
    );
  });

  it('refuses to delegate to another owner’s agent or to itself', async () => {
    const parent = await agentNamed('parent', ['sub_agent']);
    // Listed, so the refusal comes from the delegation itself rather than the allowed list.
    await allowHandoverTargets(db(), parent.id, [parent.id, 999_999]);
    models.for('parent').enqueue(
      {
        toolCalls: [
          { id: 'self', name: 'handover', arguments: { op: 'sub_agent', agent_id: parent.id, prompt: 'Me' } },
          {
            id: 'ghost',
            name: 'handover',
            arguments: { op: 'sub_agent', agent_id: 999_999, prompt: 'Nobody' },
          },
        ],
      },
      { text: 'Could not delegate.' },
    );
    const done = await harness.settled((await harness.orchestrator.start(parent.id, 'Delegate')).id);
    expect(done.status).toBe('COMPLETED');
    const calls = await db()
      .selectFrom('tool_calls')
      .selectAll()
      .where('task_id', '=', done.id)
      .orderBy('call_index')
      .execute();
    expect(calls.map((call) => [call.status, call.result_content])).toEqual([
      ['FAILED', 'An agent cannot delegate to itself.'],
      ['FAILED', 'There is no agent #999999 this agent may delegate to.'],
    ]);
  });

  async function waitForChild(parentId: number): Promise<number> {
    for (let attempt = 0; attempt < 500; attempt++) {
      const parentTask = await db()
        .selectFrom('tasks')
        .select('id')
        .where('agent_id', '=', parentId)
        .executeTakeFirst();
      if (parentTask) {
        const child = await db()
          .selectFrom('tasks')
          .select('id')
          .where('parent_task_id', '=', parentTask.id)
          .executeTakeFirst();
        if (child) return child.id;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no child task');
  }
});
