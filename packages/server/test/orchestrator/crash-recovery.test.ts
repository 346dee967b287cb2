/**
 * A worker that dies mid-task: its lease lapses, another worker takes the task over, and a call
 * that may already have run is reported to the model as interrupted instead of being run again.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reapExpiredLeases } from '../../src/orchestrator/task-leases.js';
import type { TaskWorker } from '../../src/worker/task-worker.js';
import { setOperationOverride } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness, otherWorker } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('crash recovery on $name', (engine) => {
  let harness: LoopHarness;
  let model: ScriptedLlmDriver;
  let survivor: TaskWorker | null = null;

  beforeEach(async () => {
    executions.length = 0;
    model = new ScriptedLlmDriver();
    // The first worker extends its lease rarely, so the test can let it lapse as if the process died.
    harness = await openLoopHarness(engine, 'worker', () => model, {
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

  function secondWorker(): TaskWorker {
    return otherWorker({
      db: db(),
      engine: harness.test.platform.database.engine,
      tools: harness.test.platform.tools,
      model,
      leaseTtlMs: 60_000,
      pollIntervalMs: 50,
      processId: 'survivor',
    });
  }

  it('finishes the task elsewhere without running the approved call twice', async () => {
    // An agent for unattended runs: the model is told the call may have run (no person is asked).
    const agent = await harness.agent({ reconcileUncertainCalls: false });
    await setOperationOverride(db(), agent.id, 'core/SlowTool', 'default', { requires_approval: 1 });
    model.enqueue(
      { toolCalls: [{ id: 'slow-1', name: 'slow', arguments: { ms: 1_500 } }] },
      { text: 'Recovered.' },
    );

    const task = await harness.orchestrator.start(agent.id, 'Do the slow thing');
    expect((await harness.orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
    await harness.orchestrator.resume(task.id, [{ provider_call_id: 'slow-1', decision: 'approve' }]);

    const dying = harness.orchestrator.tick(task.id);
    await harness.waitFor(task.id, () => executions.length === 1);
    const running = await db()
      .selectFrom('tool_calls')
      .select('status')
      .where('task_id', '=', task.id)
      .executeTakeFirst();
    expect(running?.status).toBe('EXECUTING');

    // The first worker stops extending its lease: it has died.
    await db()
      .updateTable('tasks')
      .set({ lease_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', task.id)
      .execute();
    survivor = secondWorker();
    survivor.start();
    const done = await harness.waitFor(task.id, (current) => current.status === 'COMPLETED');
    await dying;

    expect(done.final_response).toBe('Recovered.');
    expect(executions).toHaveLength(1);
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', task.id).execute();
    expect(call?.status).toBe('INTERRUPTED');
    const seen = model.requests[1]?.messages.at(-1);
    expect(seen).toMatchObject({ role: 'tool', toolCallId: 'slow-1' });
    expect(seen?.role === 'tool' && seen.content).toMatch(/^Interrupted: .* It was not run again/);
  });

  it('fails a task as ORPHANED after its workers stopped too often', async () => {
    const agent = await harness.agent();
    const task = await harness.orchestrator.start(agent.id, 'Anything');
    const expired = '2000-01-01T00:00:00.000Z';
    for (let attempt = 1; attempt <= 3; attempt++) {
      await db()
        .updateTable('tasks')
        .set({
          status: 'RUNNING',
          lease_owner: `ghost-${attempt}`,
          lease_expires_at: expired,
          claim_attempts: attempt,
        })
        .where('id', '=', task.id)
        .execute();
      const reaped = await reapExpiredLeases(db(), 3);
      expect(reaped).toEqual(attempt < 3 ? { requeued: 1, orphaned: 0 } : { requeued: 0, orphaned: 1 });
    }
    expect(await harness.orchestrator.getTask(task.id)).toMatchObject({
      status: 'FAILED',
      error_code: 'ORPHANED',
    });
  });
});
