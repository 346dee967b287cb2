/**
 * The agent loop against a scripted model, on every engine, in sync and worker mode, and with the
 * real drivers over HTTP to the fake LLM server.
 */
import { LlmError } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import { closeModel, loopCases, requestsReceived, scriptedModel } from '../support/http-scripted-model.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(loopCases(testEngines))('agent loop on $label', ({ engine, mode, transport }) => {
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
  const run = async (prompt: string, seed = {}) => {
    const agent = await harness.agent(seed);
    const task = await harness.orchestrator.start(agent.id, prompt);
    return harness.settled(task.id);
  };
  const toolCalls = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('call_index').execute();
  const roles = async (taskId: number) => (await loadHistory(db(), taskId)).map((entry) => entry.role);

  it('completes with a plain answer', async () => {
    model.enqueue({ text: 'Hello!' });
    const task = await run('Hi');
    expect(task).toMatchObject({
      status: 'COMPLETED',
      final_response: 'Hello!',
      step_count: 1,
      lease_owner: null,
    });
    expect(await roles(task.id)).toEqual(['user', 'assistant']);
    const usage = await db()
      .selectFrom('task_history')
      .select(['role', 'provider'])
      .where('task_id', '=', task.id)
      .where('provider', 'is not', null)
      .execute();
    expect(usage).toEqual([{ role: 'assistant', provider: expect.any(String) }]);
    expect(model.requests[0]?.messages).toEqual([{ role: 'user', content: 'Hi' }]);
    expect(model.requests[0]?.systemPrompt).toBe('You are a helpful AI assistant.');
  });

  it('runs a tool turn, then answers with the result in view', async () => {
    model.enqueue(
      { toolCalls: [{ id: 'c1', name: 'echo', arguments: { text: 'ping' } }] },
      { text: 'Done.' },
    );
    const task = await run('Echo ping');
    expect(task.status).toBe('COMPLETED');
    expect(await roles(task.id)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    expect(model.requests[1]?.messages.at(-1)).toEqual({
      role: 'tool',
      toolCallId: 'c1',
      toolName: 'echo',
      content: 'echo: ping',
    });
    expect(await toolCalls(task.id)).toMatchObject([
      { status: 'COMPLETED', operation: 'say', result_success: 1 },
    ]);
    expect(model.requests[0]?.tools.map((tool) => tool.name)).toEqual([
      'echo',
      'files',
      'slow',
      'explode',
      'time',
    ]);
  });

  it('runs auto-approved calls of a turn and pauses for the one that needs approval', async () => {
    model.enqueue({
      toolCalls: [
        { id: 'a', name: 'files', arguments: { action: 'read', path: '/a' } },
        { id: 'b', name: 'files', arguments: { action: 'delete', path: '/b' } },
        { id: 'c', name: 'echo', arguments: { text: 'x' } },
      ],
    });
    const task = await run('Clean up');
    expect(task.status).toBe('PENDING_APPROVAL');
    expect(executions.map((execution) => execution.tool).sort()).toEqual(['echo', 'files.read']);
    const calls = await toolCalls(task.id);
    expect(calls.map((call) => [call.provider_call_id, call.status])).toEqual([
      ['a', 'COMPLETED'],
      ['b', 'PENDING_APPROVAL'],
      ['c', 'COMPLETED'],
    ]);
    expect(calls[1]?.human_description).toBe('delete /b');
    expect(JSON.parse(task.pending_state ?? '{}').pending_calls).toEqual([
      { provider_call_id: 'b', tool_name: 'files', arguments: { action: 'delete', path: '/b' } },
    ]);
  });

  it('keeps undecided calls pending across partial decisions', async () => {
    model.enqueue(
      {
        toolCalls: [
          { id: 'd1', name: 'files', arguments: { action: 'delete', path: '/1' } },
          { id: 'd2', name: 'files', arguments: { action: 'delete', path: '/2' } },
        ],
      },
      { text: 'Both handled.' },
    );
    const paused = await run('Delete two');
    const partial = await harness.orchestrator.resume(paused.id, [
      { provider_call_id: 'd1', decision: 'approve' },
    ]);
    expect(partial.status).toBe('PENDING_APPROVAL');
    expect(executions).toEqual([]);
    expect(
      JSON.parse(partial.pending_state ?? '{}').pending_calls.map(
        (call: { provider_call_id: string }) => call.provider_call_id,
      ),
    ).toEqual(['d2']);
    await harness.orchestrator.resume(paused.id, [
      { provider_call_id: 'd2', decision: 'reject', reason: 'keep it' },
    ]);
    const done = await harness.settled(paused.id);
    expect(done.status).toBe('COMPLETED');
    expect(executions.map((execution) => execution.args.path)).toEqual(['/1']);
    const last = model.requests[1]?.messages ?? [];
    expect(last.filter((message) => message.role === 'tool')).toEqual([
      { role: 'tool', toolCallId: 'd2', toolName: 'files', content: 'Rejected by the user: keep it' },
      { role: 'tool', toolCallId: 'd1', toolName: 'files', content: 'delete /1 done' },
    ]);
  });

  it('runs an approved call with edited arguments, and refuses invalid edits', async () => {
    model.enqueue(
      { toolCalls: [{ id: 'e', name: 'files', arguments: { action: 'delete', path: '/tmp/x' } }] },
      { text: 'ok' },
    );
    const paused = await run('Delete');
    const invalid = harness.orchestrator.resume(paused.id, [
      { provider_call_id: 'e', decision: 'approve', arguments: { action: 'delete', path: '/x', count: 9 } },
    ]);
    await expect(invalid).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    const changedOperation = harness.orchestrator.resume(paused.id, [
      { provider_call_id: 'e', decision: 'approve', arguments: { action: 'read', path: '/x' } },
    ]);
    await expect(changedOperation).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await harness.orchestrator.getTask(paused.id)).status).toBe('PENDING_APPROVAL');
    await harness.orchestrator.resume(paused.id, [
      { provider_call_id: 'e', decision: 'approve', arguments: { action: 'delete', path: '/tmp/y' } },
    ]);
    await harness.settled(paused.id);
    expect(executions).toEqual([{ tool: 'files.delete', args: { action: 'delete', path: '/tmp/y' } }]);
    const [call] = await toolCalls(paused.id);
    expect(call).toMatchObject({
      status: 'COMPLETED',
      approved_arguments: JSON.stringify({ action: 'delete', path: '/tmp/y' }),
    });
  });

  it('sends a bulk rejection reason to the model', async () => {
    model.enqueue(
      {
        toolCalls: [
          { id: 'r1', name: 'files', arguments: { action: 'delete', path: '/1' } },
          { id: 'r2', name: 'files', arguments: { action: 'delete', path: '/2' } },
        ],
      },
      { text: 'Understood.' },
    );
    const paused = await run('Delete');
    await harness.orchestrator.reject(paused.id, 'not today');
    const done = await harness.settled(paused.id);
    expect(done.status).toBe('COMPLETED');
    const toolMessages = (model.requests[1]?.messages ?? []).filter((message) => message.role === 'tool');
    expect(toolMessages.map((message) => message.role === 'tool' && message.content)).toEqual([
      'Action rejected by user: not today',
      'Action rejected by user: not today',
    ]);
    expect(executions).toEqual([]);
  });

  it('never runs an invalid call, and tells the model why', async () => {
    model.enqueue(
      {
        toolCalls: [
          { id: 'v1', name: 'files', arguments: { action: 'delete' } },
          { id: 'v2', name: 'nope', arguments: {} },
          { id: 'v3', name: 'echo', arguments: '{"text": ' },
          { id: 'v4', name: 'files', arguments: { action: 'shred', path: '/x' } },
          { id: 'v5', name: 'files', arguments: { path: '/x' } },
        ],
      },
      { text: 'I will fix my calls.' },
    );
    const task = await run('Try');
    expect(task.status).toBe('COMPLETED');
    expect(executions).toEqual([]);
    const calls = await toolCalls(task.id);
    expect(calls.map((call) => call.status)).toEqual([
      'INVALID',
      'INVALID',
      'INVALID',
      'DISABLED',
      'INVALID',
    ]);
    const messages = (model.requests[1]?.messages ?? []).flatMap((message) =>
      message.role === 'tool' ? [message.content] : [],
    );
    expect(messages[0]).toMatch(/^Validation Error: \/path: is required/);
    expect(messages[1]).toMatch(/no tool named "nope"/);
    expect(messages[2]).toMatch(/must be a JSON object/);
    expect(messages[3]).toBe("Operation 'shred' is disabled for this agent.");
    expect(messages[4]).toMatch(/"action" must name an operation of files: one of "read", "delete"/);
  });

  it('turns a thrown tool error into a failed result', async () => {
    model.enqueue({ toolCalls: [{ id: 'x', name: 'explode', arguments: {} }] }, { text: 'It failed.' });
    const task = await run('Explode');
    expect(task.status).toBe('COMPLETED');
    const [call] = await toolCalls(task.id);
    expect(call).toMatchObject({
      status: 'FAILED',
      result_success: 0,
      result_content: 'System Error: kaboom.',
    });
  });

  it('fails at max steps when the agent does not pause, and a continue clears the flag with a fresh budget', async () => {
    model.enqueue(
      { toolCalls: [{ name: 'echo', arguments: { text: '1' } }] },
      { toolCalls: [{ name: 'echo', arguments: { text: '2' } }] },
    );
    const task = await run('Loop', { maxSteps: 2, pauseAtStepLimit: false });
    expect(task).toMatchObject({ status: 'FAILED', error_code: 'MAX_STEPS_REACHED', step_count: 2 });
    expect(JSON.parse(task.data ?? '{}')).toMatchObject({ max_steps_reached: true });
    expect(executions).toHaveLength(2);
    model.enqueue({ text: 'Finished.' });
    await harness.orchestrator.continue(task.id, 'Finish up', 5);
    const done = await harness.settled(task.id);
    expect(done).toMatchObject({ status: 'COMPLETED', max_steps: 5, step_count: 1, error_code: null });
    expect(JSON.parse(done.data ?? '{}')).not.toHaveProperty('max_steps_reached');
  });

  it('fails with NO_LLM_CONFIGURATION when no configuration resolves', async () => {
    await db().deleteFrom('llm_driver_configurations').execute();
    const task = await run('Hi');
    expect(task).toMatchObject({ status: 'FAILED', error_code: 'NO_LLM_CONFIGURATION', step_count: 0 });
    expect(task.error_message).toMatch(/global default/);
  });

  it('records provider failures with their code and schedules an automatic retry', async () => {
    model.enqueue({ error: new LlmError('SERVER_OVERLOADED', 'overloaded', { status: 529 }) });
    const task = await run('Hi', { retryAfterMinutes: 1, maxRetries: 2 });
    expect(task).toMatchObject({
      status: 'FAILED',
      error_code: 'SERVER_OVERLOADED',
      retry_count: 1,
      retry_of_task_id: task.id,
    });
    expect(Date.parse(task.retry_after ?? '') - Date.now()).toBeGreaterThan(50_000);
  });

  it('aborts during a slow model call: the call is cancelled and nothing is written after', async () => {
    model.enqueue({ text: 'too late', delayMs: 5_000 });
    const agent = await harness.agent();
    const { started, taskId } = await startInBackground(agent.id, 'Slow');
    await harness.waitFor(taskId, (task) => task.status === 'RUNNING' && task.step_count === 1);
    await requestsReceived(model, model.requests.length);
    const aborted = await harness.orchestrator.abort(taskId);
    expect(aborted.status).toBe('ABORTED');
    await started;
    await harness.worker?.idle();
    const final = await harness.orchestrator.getTask(taskId);
    expect(final.status).toBe('ABORTED');
    expect(JSON.parse(final.data ?? '{}').aborted_at).toBeTypeOf('string');
    expect(await roles(taskId)).toEqual(['user']);
    expect((await harness.orchestrator.abort(taskId)).status).toBe('ABORTED');
  });

  it('continues from RUNNING: the current run stops and the new prompt is what runs', async () => {
    model.enqueue({ text: 'old answer', delayMs: 5_000 }, { text: 'new answer' });
    const agent = await harness.agent();
    const { started, taskId } = await startInBackground(agent.id, 'First');
    await harness.waitFor(taskId, (task) => task.status === 'RUNNING' && task.step_count === 1);
    await requestsReceived(model, model.requests.length);
    await harness.orchestrator.continue(taskId, 'Second');
    await started;
    const done = await harness.settled(taskId);
    expect(done).toMatchObject({ status: 'COMPLETED', final_response: 'new answer', user_prompt: 'Second' });
    expect(await roles(taskId)).toEqual(['user', 'system', 'user', 'assistant']);
    expect(model.requests[1]?.messages).toEqual([
      { role: 'user', content: 'First' },
      { role: 'user', content: '[The user stopped the previous response before it finished.]\n\nSecond' },
    ]);
  });

  it('continues from FAILED and from ABORTED', async () => {
    model.enqueue({ error: new LlmError('BAD_REQUEST', 'bad', { status: 400 }) }, { text: 'recovered' });
    const failed = await run('Hi');
    expect(failed).toMatchObject({ status: 'FAILED', error_code: 'BAD_REQUEST' });
    await harness.orchestrator.continue(failed.id, 'Try again');
    expect(await harness.settled(failed.id)).toMatchObject({
      status: 'COMPLETED',
      final_response: 'recovered',
      error_code: null,
    });

    model.enqueue({ text: 'never seen', delayMs: 5_000 }, { text: 'after abort' });
    const agent = await harness.agent();
    const { started, taskId } = await startInBackground(agent.id, 'Slow');
    await harness.waitFor(taskId, (task) => task.status === 'RUNNING' && task.step_count === 1);
    await requestsReceived(model, model.requests.length);
    await harness.orchestrator.abort(taskId);
    await started;
    await harness.orchestrator.continue(taskId, 'Go on');
    const resumed = await harness.settled(taskId);
    expect(resumed).toMatchObject({ status: 'COMPLETED', final_response: 'after abort' });
    expect(JSON.parse(resumed.data ?? '{}')).not.toHaveProperty('aborted_at');
  });

  it('refuses transitions the state does not allow', async () => {
    model.enqueue({ text: 'done' });
    const task = await run('Hi');
    await expect(
      harness.orchestrator.resume(task.id, [{ provider_call_id: 'x', decision: 'approve' }]),
    ).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    await expect(harness.orchestrator.abort(task.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(harness.orchestrator.retry(task.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(harness.orchestrator.getTask(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  /** Starts a task without waiting for it (in sync mode `start` returns only when it settles). */
  async function startInBackground(agentId: number, prompt: string) {
    const before = await db()
      .selectFrom('tasks')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst();
    const last = Number(before?.last ?? 0);
    const started = harness.orchestrator.start(agentId, prompt);
    for (let attempt = 0; attempt < 500; attempt++) {
      const row = await db().selectFrom('tasks').select('id').where('id', '>', last).executeTakeFirst();
      if (row) return { started, taskId: row.id };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the task was not created');
  }
});
