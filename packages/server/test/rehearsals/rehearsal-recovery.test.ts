/**
 * After a crash, a rehearsal never runs a call it only simulates, and never waits for a person to
 * say what became of one: the call was never run, so the next worker simulates it again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaskWorker } from '../../src/worker/task-worker.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness, otherWorker } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';
import { createRehearsal, ModelsBySystemPrompt } from './rehearsal-support.js';

describe.each(testEngines)('rehearsal recovery on $name', (engine) => {
  let harness: LoopHarness;
  let models: ModelsBySystemPrompt;
  let survivor: TaskWorker | null = null;

  beforeEach(async () => {
    executions.length = 0;
    models = new ModelsBySystemPrompt();
    harness = await openLoopHarness(engine, 'worker', () => models, {
      leaseTtlMs: 60_000,
      withoutWorker: true,
    });
  });

  afterEach(async () => {
    await survivor?.stop();
    survivor = null;
    await harness.dispose();
  });

  const db = () => harness.test.platform.database.db;
  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('id').execute();

  it('simulates an interrupted call again instead of holding it for a person', async () => {
    // An agent whose uncertain calls would wait for a person in real work.
    const agent = await harness.agent({
      systemPrompt: 'agent',
      tools: { 'core/EchoTool': 'echo' },
      reconcileUncertainCalls: true,
    });
    const rehearsal = await createRehearsal(db(), { agentId: agent.id, userId: harness.userId });
    models
      .for('agent')
      .enqueue({ toolCalls: [{ id: 'e', name: 'echo', arguments: { text: 'hi' } }] }, { text: 'Rehearsed.' });
    // The first worker dies while the model invents the result; the next one is answered at once.
    models.inventor.enqueue(
      { text: '{"success": true, "content": "too late"}', delayMs: 3_000 },
      { text: '{"success": true, "content": "echo: hi"}' },
    );
    const task = await harness.orchestrator.start(agent.id, 'Say hi', {
      rehearsal: { id: rehearsal.id, ofTaskId: null },
    });
    const dying = harness.orchestrator.tick(task.id);
    await harness.waitFor(task.id, () => models.inventor.requests.length === 1);
    expect((await callsOf(task.id)).map((call) => call.status)).toEqual(['EXECUTING']);

    await db()
      .updateTable('tasks')
      .set({ lease_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', task.id)
      .execute();
    survivor = otherWorker({
      db: db(),
      engine: harness.test.platform.database.engine,
      tools: harness.test.platform.tools,
      model: models,
      leaseTtlMs: 60_000,
      pollIntervalMs: 50,
      processId: 'survivor',
    });
    survivor.start();
    // Held for a person, it would stay NEEDS_RECONCILIATION and never complete.
    const done = await harness.waitFor(task.id, (current) => current.status === 'COMPLETED');
    await dying;

    expect(done.final_response).toBe('Rehearsed.');
    expect(executions).toEqual([]);
    expect(await callsOf(task.id)).toMatchObject([
      {
        status: 'COMPLETED',
        simulated_from: 'invented',
        result_content: 'echo: hi',
        interruption: null,
        reconciliation: null,
      },
    ]);
  });
});
