/**
 * Every call of a turn has its own identity: a provider that repeats a call id, or leaves it out,
 * still gets exactly one answer per call, and each approval decides one call.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeModel, loopCases, scriptedModel } from '../support/http-scripted-model.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(loopCases(testEngines))('tool-call identity on $label', ({ engine, mode, transport }) => {
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
  const run = async (prompt: string) => {
    const agent = await harness.agent();
    return harness.settled((await harness.orchestrator.start(agent.id, prompt)).id);
  };
  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('call_index').execute();
  /** The calls the model was shown in its last turn, and the results it got for them. */
  const lastTurnAsSent = (requestIndex: number) => {
    const messages = model.requests[requestIndex]?.messages ?? [];
    const assistant = messages.findLast((message) => message.role === 'assistant');
    const sent = assistant?.role === 'assistant' ? assistant.toolCalls.map((call) => call.id) : [];
    const answered = messages.flatMap((message) => (message.role === 'tool' ? [message.toolCallId] : []));
    return { sent, answered };
  };

  it('runs two calls that share an id once each and answers each exactly once', async () => {
    model.enqueue(
      {
        toolCalls: [
          { id: 'dup', name: 'echo', arguments: { text: 'one' } },
          { id: 'dup', name: 'echo', arguments: { text: 'two' } },
        ],
      },
      { text: 'Both said.' },
    );
    const task = await run('Say two things');
    expect(task.status).toBe('COMPLETED');
    expect(executions.map((execution) => execution.args.text)).toEqual(['one', 'two']);
    const calls = await callsOf(task.id);
    expect(calls.map((call) => [call.provider_call_id, call.status])).toEqual([
      ['dup', 'COMPLETED'],
      ['dup_2', 'COMPLETED'],
    ]);
    const { sent, answered } = lastTurnAsSent(1);
    expect(sent).toEqual(['dup', 'dup_2']);
    expect(answered).toEqual(['dup', 'dup_2']);
  });

  it('lets each of two approval-needing calls with one id be decided, and leaves none pending', async () => {
    model.enqueue(
      {
        toolCalls: [
          { id: 'same', name: 'files', arguments: { action: 'delete', path: '/1' } },
          { id: 'same', name: 'files', arguments: { action: 'delete', path: '/2' } },
        ],
      },
      { text: 'Handled.' },
    );
    const paused = await run('Delete two');
    expect(paused.status).toBe('PENDING_APPROVAL');
    const pending = JSON.parse(paused.pending_state ?? '{}').pending_calls as { provider_call_id: string }[];
    expect(pending.map((call) => call.provider_call_id)).toEqual(['same', 'same_2']);

    const afterFirst = await harness.orchestrator.resume(paused.id, [
      { provider_call_id: 'same', decision: 'approve' },
    ]);
    expect(afterFirst.status).toBe('PENDING_APPROVAL');
    await harness.orchestrator.resume(paused.id, [
      { provider_call_id: 'same_2', decision: 'reject', reason: 'keep it' },
    ]);
    const done = await harness.settled(paused.id);
    expect(done.status).toBe('COMPLETED');
    expect(executions.map((execution) => execution.args.path)).toEqual(['/1']);
    const calls = await callsOf(paused.id);
    expect(calls.map((call) => call.status)).toEqual(['COMPLETED', 'REJECTED']);
    const { sent, answered } = lastTurnAsSent(1);
    expect(sent).toEqual(['same', 'same_2']);
    expect([...answered].sort()).toEqual(['same', 'same_2']);
  });

  it('gives calls without an id their own id, stored and sent back alike', async () => {
    model.enqueue(
      {
        toolCalls: [
          { id: '', name: 'echo', arguments: { text: 'a' } },
          { id: '', name: 'echo', arguments: { text: 'b' } },
        ],
      },
      { text: 'ok' },
    );
    const task = await run('Two');
    expect(task.status).toBe('COMPLETED');
    const stored = (await callsOf(task.id)).map((call) => call.provider_call_id);
    expect(stored.every((id) => id !== '')).toBe(true);
    expect(new Set(stored).size).toBe(2);
    const { sent, answered } = lastTurnAsSent(1);
    expect(sent).toEqual(stored);
    expect(answered).toEqual(stored);
  });
});
