/**
 * A rehearsal task runs the operations declared read-only and never the others: their results are
 * simulated, from a result recorded in the agent's real tasks, then one the operator scripted, then
 * one the task's model invents. The rehearsal's proposal replaces the system prompt and toggles tools.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import { notInventedMessage } from '../../src/rehearsals/invented-result.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';
import { createRehearsal, ModelsBySystemPrompt } from './rehearsal-support.js';

const tools = { 'core/SlowLookupTool': 'lookup', 'core/EchoTool': 'echo', 'core/FilesTool': 'files' };

describe.each(testEngines)('rehearsal execution on $name', (engine) => {
  let harness: LoopHarness;
  let models: ModelsBySystemPrompt;

  beforeEach(async () => {
    executions.length = 0;
    models = new ModelsBySystemPrompt();
    harness = await openLoopHarness(engine, 'sync', () => models);
  });

  afterEach(() => harness.dispose());

  const db = () => harness.test.platform.database.db;
  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('call_index').execute();

  async function rehearse(
    agentId: number,
    prompt: string,
    seed: Parameters<typeof createRehearsal>[1] | null = null,
  ) {
    const rehearsal = await createRehearsal(db(), seed ?? { agentId, userId: harness.userId });
    const task = await harness.orchestrator.start(agentId, prompt, {
      rehearsal: { id: rehearsal.id, ofTaskId: null },
    });
    return { rehearsal, task: await harness.settled(task.id) };
  }

  it('runs the read-only operation and simulates the other with an invented result', async () => {
    const agent = await harness.agent({ systemPrompt: 'agent', tools });
    models.for('agent').enqueue(
      {
        toolCalls: [
          { id: 'l', name: 'lookup', arguments: { ms: 0 } },
          { id: 'e', name: 'echo', arguments: { text: 'hi' } },
        ],
      },
      { text: 'Done.' },
    );
    models.inventor.enqueue({ text: 'Here: {"success": true, "content": "echo: hi (invented)"}' });

    const { rehearsal, task } = await rehearse(agent.id, 'Look and say');

    expect(task).toMatchObject({ status: 'COMPLETED', final_response: 'Done.', rehearsal_id: rehearsal.id });
    expect(executions.map((execution) => execution.tool)).toEqual(['lookup']);
    expect(await callsOf(task.id)).toMatchObject([
      { tool_name: 'lookup', status: 'COMPLETED', simulated_from: null, result_content: 'found after 0 ms' },
      {
        tool_name: 'echo',
        status: 'COMPLETED',
        simulated_from: 'invented',
        simulated_from_call_id: null,
        rehearsal_approval: null,
        result_success: 1,
        result_content: 'echo: hi (invented)',
      },
    ]);
    // The model reads the simulated result as the tool's result.
    const toolRows = (await loadHistory(db(), task.id)).filter((entry) => entry.role === 'tool');
    expect(toolRows.map((entry) => entry.content)).toEqual(['found after 0 ms', 'echo: hi (invented)']);
    // The inventor was asked about the call, with no tools to call.
    expect(models.inventor.requests[0]).toMatchObject({ tools: [] });
    const asked = models.inventor.requests[0]?.messages[0];
    expect(asked?.role === 'user' && asked.content).toContain('Arguments: {"text":"hi"}');
    // Inventing it was paid for: its usage is recorded with the simulated result, beside the two
    // turns of the agent, so the rehearsal's totals and the owner's budgets count it.
    const usage = await db()
      .selectFrom('task_history')
      .select(['role', 'tool_call_id', 'input_tokens', 'output_tokens'])
      .where('task_id', '=', task.id)
      .where('provider', 'is not', null)
      .orderBy('sequence')
      .execute();
    expect(usage).toEqual([
      { role: 'assistant', tool_call_id: null, input_tokens: 10, output_tokens: 5 },
      { role: 'tool', tool_call_id: 'e', input_tokens: 10, output_tokens: 5 },
      { role: 'assistant', tool_call_id: null, input_tokens: 10, output_tokens: 5 },
    ]);
  });

  it('takes a recorded result first, then a scripted one, then an invented one', async () => {
    const agent = await harness.agent({ systemPrompt: 'agent', tools });
    // A real task of the agent says "recorded" for echo "hi".
    models
      .for('agent')
      .enqueue({ toolCalls: [{ id: 'r', name: 'echo', arguments: { text: 'hi' } }] }, { text: 'Real.' });
    const real = await harness.orchestrator.start(agent.id, 'Really say hi');
    expect((await harness.settled(real.id)).status).toBe('COMPLETED');
    const [recorded] = await callsOf(real.id);
    // Another agent's identical call is never a source.
    const other = await harness.agent({ systemPrompt: 'other', tools });
    models
      .for('other')
      .enqueue({ toolCalls: [{ id: 'o', name: 'echo', arguments: { text: 'yo' } }] }, { text: 'Real.' });
    await harness.settled((await harness.orchestrator.start(other.id, 'Say yo')).id);
    executions.length = 0;

    models.for('agent').enqueue(
      {
        toolCalls: [
          { id: 'a', name: 'echo', arguments: { text: 'hi' } },
          { id: 'b', name: 'echo', arguments: { text: 'exact' } },
          { id: 'c', name: 'echo', arguments: { text: 'yo' } },
          { id: 'd', name: 'files', arguments: { action: 'read', path: '/x' } },
          { id: 'f', name: 'files', arguments: { action: 'delete', path: '/keep' } },
        ],
      },
      { text: 'Rehearsed.' },
    );
    models.inventor.enqueue({ text: 'no JSON here' });
    const { task } = await rehearse(agent.id, 'Say things', {
      agentId: agent.id,
      userId: harness.userId,
      scriptedResults: [
        {
          tool_class: 'core/EchoTool',
          operation: 'say',
          result: { success: true, content: 'scripted for any' },
        },
        {
          tool_class: 'core/EchoTool',
          operation: 'say',
          arguments: { text: 'exact' },
          result: { success: false, content: 'scripted exactly' },
        },
        {
          tool_class: 'core/EchoTool',
          operation: 'say',
          arguments: { text: 'hi' },
          result: { success: true, content: 'unused' },
        },
        {
          tool_class: 'core/FilesTool',
          operation: 'delete',
          arguments: { path: '/keep' },
          result: { success: true, content: 'kept' },
        },
      ],
    });

    expect(task.status).toBe('COMPLETED');
    expect(executions).toEqual([]);
    expect(
      (await callsOf(task.id)).map((call) => [
        call.provider_call_id,
        call.simulated_from,
        call.simulated_from_call_id,
        call.result_success,
        call.result_content,
      ]),
    ).toEqual([
      ['a', 'recorded', recorded?.id, 1, 'echo: hi'],
      ['b', 'scripted', null, 0, 'scripted exactly'],
      ['c', 'scripted', null, 1, 'scripted for any'],
      ['d', 'invented', null, 0, notInventedMessage],
      // Scripted arguments match without the operation's discriminator.
      ['f', 'scripted', null, 1, 'kept'],
    ]);
  });

  it('answers with the proposed system prompt and the proposed tools', async () => {
    const agent = await harness.agent({ systemPrompt: 'agent', tools });
    models.for('proposed').enqueue({ text: 'As proposed.' });
    const { task } = await rehearse(agent.id, 'Hello', {
      agentId: agent.id,
      userId: harness.userId,
      proposal: {
        system_prompt: 'proposed',
        tools: [
          { tool_class: 'core/EchoTool', enabled: false },
          { tool_class: 'core/FilesTool', enabled: true, operations: { shred: true, delete: false } },
          { tool_class: 'core/TimeTool', enabled: true },
        ],
      },
    });
    expect(task).toMatchObject({ status: 'COMPLETED', final_response: 'As proposed.' });
    const request = models.for('proposed').requests[0];
    expect(request?.tools.map((tool) => tool.name).sort()).toEqual(['files', 'lookup', 'time']);
    const files = request?.tools.find((tool) => tool.name === 'files');
    expect(JSON.stringify(files?.parameters)).toContain('shred');
    expect(JSON.stringify(files?.parameters)).not.toContain('delete');
    // The agent's own tasks keep its configuration.
    models.for('agent').enqueue({ text: 'As is.' });
    await harness.settled((await harness.orchestrator.start(agent.id, 'Hello')).id);
    expect(
      models
        .for('agent')
        .requests[0]?.tools.map((tool) => tool.name)
        .sort(),
    ).toEqual(['echo', 'files', 'lookup']);
  });
});
