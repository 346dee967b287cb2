/**
 * Regression tests for races and surprises of the original loop that Spora must not have.
 */
import { describe, expect, it } from 'vitest';
import { isoAfter } from '../../src/db/index.js';
import { queueDueRetries } from '../../src/orchestrator/task-leases.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('sharp edges on $name', (engine) => {
  const { harness, model } = useLoopHarness(engine, 'worker', { withoutWorker: true });

  const db = () => harness.test.platform.database.db;

  it('returns from an approval before the approved tool runs (worker mode)', async () => {
    const agent = await harness.agent();
    model.enqueue(
      { toolCalls: [{ id: 'd', name: 'files', arguments: { action: 'delete', path: '/x' } }] },
      { text: 'ok' },
    );
    const task = await harness.orchestrator.start(agent.id, 'delete');
    await harness.orchestrator.tick(task.id);
    const resumed = await harness.orchestrator.resume(task.id, [
      { provider_call_id: 'd', decision: 'approve' },
    ]);
    expect(resumed.status).toBe('QUEUED');
    expect(executions).toEqual([]);
    expect((await harness.orchestrator.tick(task.id)).status).toBe('COMPLETED');
    expect(executions).toHaveLength(1);
  });

  it('does not let a run that lost its claim overwrite an abort', async () => {
    const agent = await harness.agent();
    model.enqueue({ toolCalls: [{ id: 's', name: 'slow', arguments: { ms: 300 } }] }, { text: 'never' });
    const task = await harness.orchestrator.start(agent.id, 'slow');
    const running = harness.orchestrator.tick(task.id);
    await harness.waitFor(task.id, () => executions.length === 1);
    await harness.orchestrator.abort(task.id);
    await running;
    const final = await harness.orchestrator.getTask(task.id);
    expect(final.status).toBe('ABORTED');
    expect(model.requests).toHaveLength(1);
  });

  it('queues a due automatic retry, and leaves one not yet due', async () => {
    const agent = await harness.agent();
    const due = await harness.orchestrator.start(agent.id, 'a');
    const later = await harness.orchestrator.start(agent.id, 'b');
    for (const [task, after] of [
      [due, isoAfter(-1000)],
      [later, isoAfter(60_000)],
    ] as const) {
      await db()
        .updateTable('tasks')
        .set({
          status: 'FAILED',
          error_code: 'RATE_LIMIT',
          retry_of_task_id: task.id,
          retry_after: after,
          step_count: 3,
        })
        .where('id', '=', task.id)
        .execute();
    }
    expect(await queueDueRetries(db())).toBe(1);
    expect(await harness.orchestrator.getTask(due.id)).toMatchObject({
      status: 'QUEUED',
      step_count: 0,
      retry_of_task_id: null,
    });
    expect((await harness.orchestrator.getTask(later.id)).status).toBe('FAILED');
  });

  it('cancels a scheduled automatic retry; the task can still be continued', async () => {
    const agent = await harness.agent();
    const task = await harness.orchestrator.start(agent.id, 'a');
    await db()
      .updateTable('tasks')
      .set({
        status: 'FAILED',
        error_code: 'RATE_LIMIT',
        retry_of_task_id: task.id,
        retry_after: isoAfter(60_000),
      })
      .where('id', '=', task.id)
      .execute();
    expect(await harness.orchestrator.cancelRetry(task.id)).toMatchObject({
      status: 'CANCELLED',
      retry_of_task_id: null,
    });
    expect(await queueDueRetries(db())).toBe(0);
    await expect(harness.orchestrator.cancelRetry(task.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    model.enqueue({ text: 'back' });
    await harness.orchestrator.continue(task.id, 'again');
    expect((await harness.orchestrator.tick(task.id)).status).toBe('COMPLETED');
  });
});
