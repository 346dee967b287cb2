/**
 * A worker that dies while a call with effects runs: the next run holds the call (UNCERTAIN) and
 * the task waits in NEEDS_RECONCILIATION for a person, who says it ran (the model reads the result
 * they give), it did not (it runs once more), or stops the task. Calls that only read run again
 * without anyone asked; an agent that does not reconcile keeps telling the model it may have run.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '../../src/db/index.js';
import { allowedTaskActions } from '../../src/orchestrator/task-actions.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

const tools = { 'core/SlowLookupTool': 'lookup', 'core/SlowTool': 'slow' };
const slow = (id: string, ms = 1_000) => ({ id, name: 'slow', arguments: { ms } });

describe.each(testEngines)('calls that may have run on $name', (engine) => {
  const { harness, model, db } = useLoopHarness(engine, 'worker', {
    leaseTtlMs: 60_000,
    withoutWorker: true,
    liveEvents: true,
  });
  let dying: Promise<Task> | null = null;

  afterEach(async () => {
    await dying?.catch(() => undefined);
    dying = null;
  });

  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('call_index').execute();

  /**
   * Runs the task until `started` calls have begun, then lets its worker die (its lease lapses,
   * the reaper queues the task) and runs it again, as another worker would.
   */
  async function dieWhileRunning(taskId: number, started: number): Promise<Task> {
    dying = harness.orchestrator.tick(taskId);
    await harness.waitFor(taskId, () => executions.length === started);
    await db()
      .updateTable('tasks')
      .set({ lease_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', taskId)
      .execute();
    expect(await harness.orchestrator.housekeeping.reapExpiredLeases(3)).toEqual({
      requeued: 1,
      orphaned: 0,
    });
    return harness.orchestrator.tick(taskId);
  }

  async function heldTask(calls = [slow('slow-1')]) {
    executions.length = 0;
    const agent = await harness.agent({ tools });
    model.enqueue({ toolCalls: calls });
    const task = await harness.orchestrator.start(agent.id, 'Do it');
    const held = await dieWhileRunning(task.id, calls.length);
    await dying;
    return { task, held };
  }

  it('holds a call with effects, tells the owner, and takes "it ran" as its result', async () => {
    const { task, held } = await heldTask([
      { id: 'find-1', name: 'lookup', arguments: { ms: 1_000 } },
      slow('slow-1'),
    ]);
    expect(held.status).toBe('NEEDS_RECONCILIATION');
    expect(allowedTaskActions(held.status)).toEqual(['reconcile', 'abort']);
    // The call that only reads waits to run again; the one with effects is held for a person.
    expect((await callsOf(task.id)).map((call) => [call.provider_call_id, call.status])).toEqual([
      ['find-1', 'APPROVED'],
      ['slow-1', 'UNCERTAIN'],
    ]);
    const notified = () =>
      db().selectFrom('notifications').selectAll().where('type', '=', 'reconciliation_needed').execute();
    expect(await notified()).toMatchObject([{ task_id: task.id, user_id: harness.userId, read_at: null }]);

    const slowCall = (await callsOf(task.id))[1];
    model.enqueue({ text: 'It is done.' });
    const queued = await harness.orchestrator.decisions.reconcile(
      task.id,
      { call_id: slowCall?.id ?? 0, outcome: 'ran', result: 'Sent 3 e-mails.' },
      harness.userId,
    );
    expect(queued.status).toBe('QUEUED');
    const done = await harness.orchestrator.tick(task.id);
    expect(done).toMatchObject({ status: 'COMPLETED', final_response: 'It is done.' });
    // The lookup ran again without anyone asked; the call with effects did not.
    expect(executions.map((execution) => execution.tool)).toEqual(['lookup', 'slow', 'lookup']);
    expect(await callsOf(task.id)).toMatchObject([
      { provider_call_id: 'find-1', status: 'COMPLETED', reconciliation: null },
      {
        provider_call_id: 'slow-1',
        status: 'COMPLETED',
        result_content: 'Sent 3 e-mails.',
        reconciliation: 'ran',
        reconciled_by: harness.userId,
      },
    ]);
    const results = model.requests[1]?.messages.filter((message) => message.role === 'tool') ?? [];
    const given = results.find((message) => message.role === 'tool' && message.toolCallId === 'slow-1');
    expect(given?.role === 'tool' && given.content).toMatch(/^Reported by .*\n\nSent 3 e-mails\.$/);
    expect(results).toHaveLength(2);
    expect((await notified())[0]?.read_at).not.toBeNull();
  });

  it('runs a call a person says did not run exactly once more', async () => {
    const { task, held } = await heldTask();
    expect(held.status).toBe('NEEDS_RECONCILIATION');
    const [call] = await callsOf(task.id);
    model.enqueue({ text: 'Done now.' });
    await harness.orchestrator.decisions.reconcile(
      task.id,
      { call_id: call?.id ?? 0, outcome: 'not_run' },
      harness.userId,
    );
    expect(await harness.orchestrator.tick(task.id)).toMatchObject({ status: 'COMPLETED' });
    expect(executions.map((execution) => execution.tool)).toEqual(['slow', 'slow']);
    expect(await callsOf(task.id)).toMatchObject([
      { status: 'COMPLETED', result_content: 'slow done', reconciliation: 'not_run' },
    ]);
  });

  it('runs the call once when two people say it did not run at the same time', async () => {
    const { task } = await heldTask();
    const [call] = await callsOf(task.id);
    const answer = { call_id: call?.id ?? 0, outcome: 'not_run' } as const;
    model.enqueue({ text: 'Done once.' });
    const outcomes = await Promise.allSettled([
      harness.orchestrator.decisions.reconcile(task.id, answer, harness.userId),
      harness.orchestrator.decisions.reconcile(task.id, answer, harness.userId),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'INVALID_STATE' },
    });
    expect(await harness.orchestrator.tick(task.id)).toMatchObject({ status: 'COMPLETED' });
    expect(executions.filter((execution) => execution.tool === 'slow')).toHaveLength(2);
  });

  it('stops the task on abort, the held call closed as one that may have run', async () => {
    const { task } = await heldTask();
    expect((await harness.orchestrator.abort(task.id)).status).toBe('ABORTED');
    expect(await callsOf(task.id)).toMatchObject([{ status: 'INTERRUPTED', interruption: 'may_have_run' }]);
    expect(executions).toHaveLength(1);
    const [call] = await callsOf(task.id);
    await expect(
      harness.orchestrator.decisions.reconcile(
        task.id,
        { call_id: call?.id ?? 0, outcome: 'not_run' },
        harness.userId,
      ),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it('waits for every held call, and refuses unknown calls and a missing result', async () => {
    const { task, held } = await heldTask([slow('slow-1'), slow('slow-2')]);
    expect(held.status).toBe('NEEDS_RECONCILIATION');
    const [first, second] = await callsOf(task.id);
    const reconcile = (answer: Parameters<typeof harness.orchestrator.decisions.reconcile>[1]) =>
      harness.orchestrator.decisions.reconcile(task.id, answer, harness.userId);
    await expect(reconcile({ call_id: 999_999, outcome: 'not_run' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    const withoutResult = { call_id: first?.id ?? 0, outcome: 'ran' } as unknown as {
      outcome: 'not_run';
      call_id: number;
    };
    await expect(reconcile(withoutResult)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await reconcile({ call_id: first?.id ?? 0, outcome: 'ran', result: 'ok' })).status).toBe(
      'NEEDS_RECONCILIATION',
    );
    await expect(reconcile({ call_id: first?.id ?? 0, outcome: 'not_run' })).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    model.enqueue({ text: 'Both settled.' });
    expect((await reconcile({ call_id: second?.id ?? 0, outcome: 'not_run' })).status).toBe('QUEUED');
    expect(await harness.orchestrator.tick(task.id)).toMatchObject({ status: 'COMPLETED' });
    expect(executions.map((execution) => execution.args)).toEqual([
      { ms: 1_000 },
      { ms: 1_000 },
      { ms: 1_000 },
    ]);
  });

  it('keeps telling the model the call may have run for an agent that does not reconcile', async () => {
    executions.length = 0;
    const agent = await harness.agent({ tools, reconcileUncertainCalls: false });
    model.enqueue(
      { toolCalls: [{ id: 'find-1', name: 'lookup', arguments: { ms: 1_000 } }, slow('slow-1')] },
      { text: 'Told.' },
    );
    const task = await harness.orchestrator.start(agent.id, 'Do it');
    const done = await dieWhileRunning(task.id, 2);
    expect(done).toMatchObject({ status: 'COMPLETED', final_response: 'Told.' });
    expect(await callsOf(task.id)).toMatchObject([
      { provider_call_id: 'find-1', status: 'COMPLETED' },
      { provider_call_id: 'slow-1', status: 'INTERRUPTED', interruption: 'may_have_run' },
    ]);
    // The call that only reads ran again at once; the one with effects did not.
    expect(executions.map((execution) => execution.tool)).toEqual(['lookup', 'slow', 'lookup']);
  });
});
