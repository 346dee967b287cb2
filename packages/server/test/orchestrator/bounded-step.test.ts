/**
 * Client execution mode: `step()` claims a queued task, runs one model turn with its tool calls
 * under a lease, and hands the task back to the queue unless that turn settled it.
 */
import { describe, expect, it } from 'vitest';
import { claimTask } from '../../src/orchestrator/task-leases.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('bounded step on $name', (engine) => {
  const { harness, model } = useLoopHarness(engine, 'worker', { withoutWorker: true });

  const db = () => harness.test.platform.database.db;
  const start = async (prompt: string, maxSteps?: number) =>
    harness.orchestrator.start((await harness.agent()).id, prompt, maxSteps ? { maxSteps } : {});

  it('runs one turn and its tool calls, then queues the task again without a lease', async () => {
    model.enqueue(
      { toolCalls: [{ id: 'e1', name: 'echo', arguments: { text: 'one' } }] },
      { toolCalls: [{ id: 'e2', name: 'echo', arguments: { text: 'two' } }] },
      { text: 'Done.' },
    );
    const task = await start('Echo twice');

    const first = await harness.orchestrator.step(task.id);
    expect(first).toMatchObject({
      status: 'QUEUED',
      step_count: 1,
      lease_owner: null,
      lease_expires_at: null,
    });
    expect(model.requests).toHaveLength(1);
    expect(executions.map((execution) => execution.args.text)).toEqual(['one']);

    expect((await harness.orchestrator.step(task.id)).status).toBe('QUEUED');
    expect(executions).toHaveLength(2);
    const last = await harness.orchestrator.step(task.id);
    expect(last).toMatchObject({ status: 'COMPLETED', final_response: 'Done.', step_count: 3 });
    expect(model.requests).toHaveLength(3);
  });

  it('stops at a pause for approval, and after the decision runs the approved call with the next turn', async () => {
    model.enqueue(
      { toolCalls: [{ id: 'd', name: 'files', arguments: { action: 'delete', path: '/x' } }] },
      { text: 'Deleted.' },
    );
    const task = await start('Delete /x');
    expect((await harness.orchestrator.step(task.id)).status).toBe('PENDING_APPROVAL');
    await expect(harness.orchestrator.step(task.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });

    await harness.orchestrator.resume(task.id, [{ provider_call_id: 'd', decision: 'approve' }]);
    expect(executions).toEqual([]);
    expect(await harness.orchestrator.step(task.id)).toMatchObject({ status: 'COMPLETED' });
    expect(executions.map((execution) => execution.tool)).toEqual(['files.delete']);
  });

  it('counts steps across calls: the budget pauses the task at its step limit', async () => {
    model.enqueue(
      { toolCalls: [{ id: 'e1', name: 'echo', arguments: { text: 'one' } }] },
      { text: 'never asked' },
    );
    const task = await start('Echo', 1);
    expect((await harness.orchestrator.step(task.id)).status).toBe('QUEUED');
    const paused = await harness.orchestrator.step(task.id);
    expect(paused).toMatchObject({ status: 'AWAITING_BUDGET', step_count: 1, error_code: null });
    expect(JSON.parse(paused.data ?? '{}')).toMatchObject({ max_steps_reached: true });
    expect(model.requests).toHaveLength(1);
  });

  it('refuses a task another worker holds, and leaves its lease alone', async () => {
    const task = await start('Busy');
    await claimTask(db(), task.id, 'other-process:1', 60_000);
    const before = await harness.orchestrator.getTask(task.id);

    await expect(harness.orchestrator.step(task.id)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      details: { status: 'RUNNING' },
    });
    expect(await harness.orchestrator.getTask(task.id)).toEqual(before);
    expect(model.requests).toEqual([]);
  });

  it('refuses finished and stopped tasks, and reports a missing one', async () => {
    model.enqueue({ text: 'Hi.' });
    const done = await start('Hello');
    expect((await harness.orchestrator.step(done.id)).status).toBe('COMPLETED');
    await expect(harness.orchestrator.step(done.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });

    const aborted = await start('Stop me');
    await db().updateTable('tasks').set({ status: 'ABORTED' }).where('id', '=', aborted.id).execute();
    await expect(harness.orchestrator.step(aborted.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(harness.orchestrator.step(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves tick() unbounded: it still runs the task until it settles', async () => {
    model.enqueue({ toolCalls: [{ id: 'e1', name: 'echo', arguments: { text: 'one' } }] }, { text: 'Done.' });
    const task = await start('Echo');
    expect((await harness.orchestrator.tick(task.id)).status).toBe('COMPLETED');
    expect(model.requests).toHaveLength(2);
  });
});
