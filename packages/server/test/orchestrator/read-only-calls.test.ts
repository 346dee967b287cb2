/**
 * Calls of operations declared `readOnly` are recorded together with their results, in the write
 * that also records the model's turn, instead of being marked executing first. A worker that dies
 * while one runs leaves nothing of the turn behind, so the next worker asks the model again and the
 * call simply runs again; a call with effects is still never run twice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskWorker } from '../../src/worker/task-worker.js';
import { testEngines } from '../support/test-databases.js';
import { otherWorker, useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

const tools = { 'core/SlowLookupTool': 'lookup', 'core/SlowTool': 'slow' };

describe.each(testEngines)('read-only calls on $name', (engine) => {
  let survivor: TaskWorker | null = null;
  const { harness, model } = useLoopHarness(engine, 'worker', {
    leaseTtlMs: 60_000,
    withoutWorker: true,
    liveEvents: true,
  });

  afterEach(async () => {
    await survivor?.stop();
    survivor = null;
  });

  const db = () => harness.test.platform.database.db;

  /** The first worker stops extending its lease, as if its process died; another takes over. */
  async function crashAndTakeOver(taskId: number): Promise<void> {
    await db()
      .updateTable('tasks')
      .set({ lease_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', taskId)
      .execute();
    survivor = otherWorker({
      db: db(),
      engine: harness.test.platform.database.engine,
      tools: harness.test.platform.tools,
      model,
      leaseTtlMs: 60_000,
      pollIntervalMs: 50,
      processId: 'survivor',
    });
    survivor.start();
  }

  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('id').execute();
  const historyOf = (taskId: number) =>
    db()
      .selectFrom('task_history')
      .select(['role', 'tool_call_id', 'content'])
      .where('task_id', '=', taskId)
      .orderBy('sequence')
      .execute();

  it('records the turn, its read-only calls and their results in one write, with their events', async () => {
    const agent = await harness.agent({ tools });
    model.enqueue(
      {
        toolCalls: [
          { id: 'find-1', name: 'lookup', arguments: { ms: 0 } },
          { id: 'bad-1', name: 'nowhere', arguments: {} },
        ],
      },
      { text: 'Found it.' },
    );
    const task = await harness.orchestrator.start(agent.id, 'Look it up');
    const done = await harness.orchestrator.tick(task.id);

    expect(done).toMatchObject({ status: 'COMPLETED', final_response: 'Found it.', step_count: 2 });
    const calls = await callsOf(task.id);
    expect(calls).toMatchObject([
      {
        provider_call_id: 'find-1',
        status: 'COMPLETED',
        result_success: 1,
        result_content: 'found after 0 ms',
      },
      { provider_call_id: 'bad-1', status: 'INVALID', result_success: 0 },
    ]);
    // Started before it was recorded, and recorded as it ended.
    expect(Date.parse(calls[0]?.execution_started_at ?? '')).toBeLessThanOrEqual(
      Date.parse(calls[0]?.executed_at ?? ''),
    );
    expect((await historyOf(task.id)).map((row) => [row.role, row.tool_call_id])).toEqual([
      ['user', null],
      ['assistant', null],
      ['tool', 'find-1'],
      ['tool', 'bad-1'],
      ['assistant', null],
    ]);
    // The model saw both results, in its call order.
    expect(model.requests[1]?.messages.slice(-2)).toMatchObject([
      { role: 'tool', toolCallId: 'find-1', content: 'found after 0 ms' },
      { role: 'tool', toolCallId: 'bad-1' },
    ]);
    // One batch of events carries the turn: its rows, then its calls as they ended.
    const events = await db()
      .selectFrom('events')
      .select(['type', 'payload'])
      .where('task_id', '=', task.id)
      .orderBy('sequence')
      .execute();
    const toolCallEvents = events.filter((event) => event.type === 'tool_calls');
    expect(toolCallEvents).toHaveLength(1);
    expect(JSON.parse(toolCallEvents[0]?.payload ?? '{}').tool_calls).toMatchObject([
      { provider_call_id: 'find-1', status: 'COMPLETED' },
      { provider_call_id: 'bad-1', status: 'INVALID' },
    ]);
  });

  it('runs a read-only call again after its worker died, and records the turn once', async () => {
    const agent = await harness.agent({ tools });
    model.enqueue(
      { toolCalls: [{ id: 'find-1', name: 'lookup', arguments: { ms: 3_000 } }] },
      { toolCalls: [{ id: 'find-2', name: 'lookup', arguments: { ms: 0 } }] },
      { text: 'Found it.' },
    );
    const task = await harness.orchestrator.start(agent.id, 'Look it up');
    const dying = harness.orchestrator.tick(task.id);
    await harness.waitFor(task.id, () => executions.length === 1);
    // While it runs, nothing of the turn is recorded: there is nothing to recover.
    expect(await callsOf(task.id)).toEqual([]);
    expect((await historyOf(task.id)).map((row) => row.role)).toEqual(['user']);

    await crashAndTakeOver(task.id);
    const done = await harness.waitFor(task.id, (current) => current.status === 'COMPLETED');
    await dying;

    expect(done.final_response).toBe('Found it.');
    expect(executions.map((execution) => execution.tool)).toEqual(['lookup', 'lookup']);
    // The dying worker's late result was never written: the turn is recorded once, by the survivor.
    expect((await callsOf(task.id)).map((call) => [call.provider_call_id, call.status])).toEqual([
      ['find-2', 'COMPLETED'],
    ]);
    expect((await historyOf(task.id)).map((row) => [row.role, row.tool_call_id])).toEqual([
      ['user', null],
      ['assistant', null],
      ['tool', 'find-2'],
      ['assistant', null],
    ]);
  });

  it('never runs a call with effects twice after its worker died', async () => {
    // An agent for unattended runs: the model is told the call may have run (no person is asked).
    const agent = await harness.agent({ tools, reconcileUncertainCalls: false });
    model.enqueue(
      { toolCalls: [{ id: 'slow-1', name: 'slow', arguments: { ms: 3_000 } }] },
      { text: 'Checked.' },
    );
    const task = await harness.orchestrator.start(agent.id, 'Do it');
    const dying = harness.orchestrator.tick(task.id);
    await harness.waitFor(task.id, () => executions.length === 1);
    // Marked before it ran, with the turn that asked for it.
    expect((await callsOf(task.id)).map((call) => call.status)).toEqual(['EXECUTING']);

    await crashAndTakeOver(task.id);
    const done = await harness.waitFor(task.id, (current) => current.status === 'COMPLETED');
    await dying;

    expect(done.final_response).toBe('Checked.');
    expect(executions).toHaveLength(1);
    expect((await callsOf(task.id)).map((call) => call.status)).toEqual(['INTERRUPTED']);
    const seen = model.requests[1]?.messages.at(-1);
    expect(seen?.role === 'tool' && seen.content).toMatch(/^Interrupted: .* It was not run again/);
  });
});
