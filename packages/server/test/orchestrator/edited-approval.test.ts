/**
 * A person who approves a call with changed arguments changes what runs; the result the model
 * receives says so and shows the changed fields, while the call row keeps what ran.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import { closeModel, loopCases, scriptedModel } from '../support/http-scripted-model.js';
import { allowHandoverTargets } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness, testToolNames } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(loopCases(testEngines))('edited approvals on $label', ({ engine, mode, transport }) => {
  let harness: LoopHarness;
  let model: ReturnType<typeof scriptedModel>;

  beforeEach(async () => {
    executions.length = 0;
    model = scriptedModel(transport);
    harness = await openLoopHarness(engine, mode, () => model);
  });

  afterEach(async () => {
    await harness.dispose();
    await closeModel(model);
  });

  const db = () => harness.test.platform.database.db;
  const pausedOn = async (args: Record<string, unknown>) => {
    model.enqueue({ toolCalls: [{ id: 'e', name: 'files', arguments: args }] }, { text: 'ok' });
    const agent = await harness.agent();
    const paused = await harness.settled((await harness.orchestrator.start(agent.id, 'Delete')).id);
    expect(paused.status).toBe('PENDING_APPROVAL');
    return paused;
  };
  const resultTheModelRead = () => {
    const last = model.requests[1]?.messages.at(-1);
    return last?.role === 'tool' ? last.content : null;
  };

  it('tells the model which arguments a person changed, before → after, with the result of what ran', async () => {
    const paused = await pausedOn({ action: 'delete', path: '/tmp/x' });
    await harness.orchestrator.resume(paused.id, [
      {
        provider_call_id: 'e',
        decision: 'approve',
        arguments: { action: 'delete', path: '/tmp/y', count: 2 },
      },
    ]);
    expect((await harness.settled(paused.id)).status).toBe('COMPLETED');

    expect(executions).toEqual([
      { tool: 'files.delete', args: { action: 'delete', path: '/tmp/y', count: 2 } },
    ]);
    const content = resultTheModelRead();
    expect(content).toContain('a person changed the arguments of this call before approving it');
    expect(content).toContain('- path: "/tmp/x" → "/tmp/y"');
    expect(content).toContain('- count: (not set) → 2');
    expect(content).not.toContain('- action:');
    expect(content?.endsWith('delete /tmp/y done')).toBe(true);

    // The stored call keeps what ran and the tool's own result; the log holds what the model read.
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', paused.id).execute();
    expect(call).toMatchObject({
      approved_arguments: JSON.stringify({ action: 'delete', path: '/tmp/y', count: 2 }),
      result_content: 'delete /tmp/y done',
    });
    const toolRow = (await loadHistory(db(), paused.id)).find((entry) => entry.role === 'tool');
    expect(toolRow?.content).toBe(content);
  });

  it('adds nothing when the approval keeps the model’s arguments, sent again or not', async () => {
    const paused = await pausedOn({ action: 'delete', path: '/tmp/x' });
    await harness.orchestrator.resume(paused.id, [
      { provider_call_id: 'e', decision: 'approve', arguments: { path: '/tmp/x', action: 'delete' } },
    ]);
    await harness.settled(paused.id);
    expect(resultTheModelRead()).toBe('delete /tmp/x done');
  });
});

describe.each(loopCases(testEngines).filter((each) => each.transport === 'scripted'))(
  'edited sub-agent approvals on $label',
  ({ engine, mode }) => {
    let harness: LoopHarness;
    const models = new Map<string, ScriptedLlmDriver>();
    const modelFor = (agent: string) => {
      let model = models.get(agent);
      if (!model) {
        model = new ScriptedLlmDriver();
        models.set(agent, model);
      }
      return model;
    };

    beforeEach(async () => {
      models.clear();
      harness = await openLoopHarness(engine, mode, () => ({
        providerName: 'scripted',
        modelName: 'per-agent',
        complete: (request, signal) => modelFor(request.systemPrompt).complete(request, signal),
      }));
    });

    afterEach(async () => {
      await harness.dispose();
    });

    it('tells the parent what a person changed in a sub-agent call, with the child’s outcome', async () => {
      const tools = { ...testToolNames, 'core/HandoverTool': 'handover' };
      const child = await harness.agent({ name: 'child', systemPrompt: 'child', tools });
      const parent = await harness.agent({ name: 'parent', systemPrompt: 'parent', tools });
      await allowHandoverTargets(harness.test.platform.database.db, parent.id, [child.id]);
      modelFor('parent').enqueue(
        {
          toolCalls: [
            {
              id: 's',
              name: 'handover',
              arguments: { op: 'sub_agent', agent_id: child.id, prompt: 'Part one' },
            },
          ],
        },
        { text: 'Thanks.' },
      );
      modelFor('child').enqueue({ text: 'Did part two.' });
      const paused = await harness.settled((await harness.orchestrator.start(parent.id, 'Delegate')).id);
      expect(paused.status).toBe('PENDING_APPROVAL');
      await harness.orchestrator.resume(paused.id, [
        {
          provider_call_id: 's',
          decision: 'approve',
          arguments: { op: 'sub_agent', agent_id: child.id, prompt: 'Part two' },
        },
      ]);
      await harness.waitFor(paused.id, (task) => task.status === 'COMPLETED');
      const last = modelFor('parent').requests[1]?.messages.at(-1);
      const content = last?.role === 'tool' ? last.content : '';
      expect(content).toContain('- prompt: "Part one" → "Part two"');
      expect(content).not.toContain('- op:');
      expect(content).toContain('Did part two.');
    });
  },
);
