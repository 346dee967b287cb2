/**
 * `abort` as seed 001 states it: RUNNING and AWAITING_SUB_AGENTS are stopped, ABORTED is accepted
 * as it is (idempotent), anything else is INVALID_STATE naming the status that refused it; and
 * concurrent aborts or an abort racing a claim decide on the row as it is once locked.
 */
import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../src/db/index.js';
import { OrchestratorError } from '../../src/orchestrator/index.js';
import { claimTask } from '../../src/orchestrator/task-leases.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('abort contract on $name', (engine) => {
  const { harness, model } = useLoopHarness(engine, 'worker', { withoutWorker: true });

  const db = () => harness.test.platform.database.db;

  async function refusal(action: Promise<unknown>): Promise<OrchestratorError> {
    const error = await action.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(OrchestratorError);
    return error as OrchestratorError;
  }

  it.each<TaskStatus>(['QUEUED', 'PENDING_APPROVAL', 'COMPLETED', 'FAILED', 'CANCELLED'])(
    'refuses to abort a %s task, naming that status, and changes nothing',
    async (status) => {
      const agent = await harness.agent();
      const task = await harness.orchestrator.start(agent.id, 'later');
      await db().updateTable('tasks').set({ status }).where('id', '=', task.id).execute();
      const error = await refusal(harness.orchestrator.abort(task.id));
      expect(error.code).toBe('INVALID_STATE');
      expect(error.details).toMatchObject({ status, action: 'abort' });
      expect(error.message).toContain(`it is ${status}`);
      const after = await harness.orchestrator.getTask(task.id);
      expect(after.status).toBe(status);
      expect(JSON.parse(after.data ?? '{}')).not.toHaveProperty('aborted_at');
    },
  );

  it('leaves a paused task and its pending call as they are when an abort is refused', async () => {
    const agent = await harness.agent();
    model.enqueue({ toolCalls: [{ id: 'p', name: 'files', arguments: { action: 'delete', path: '/x' } }] });
    const paused = await harness.orchestrator.start(agent.id, 'delete');
    expect((await harness.orchestrator.tick(paused.id)).status).toBe('PENDING_APPROVAL');
    expect((await refusal(harness.orchestrator.abort(paused.id))).details).toMatchObject({
      status: 'PENDING_APPROVAL',
    });
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', paused.id).execute();
    expect(call?.status).toBe('PENDING_APPROVAL');
    expect((await harness.orchestrator.getTask(paused.id)).pending_state).not.toBeNull();
  });

  it('returns an ABORTED task as it is, without rewriting it', async () => {
    const agent = await harness.agent();
    const task = await harness.orchestrator.start(agent.id, 'x');
    await db()
      .updateTable('tasks')
      .set({ status: 'ABORTED', data: JSON.stringify({ aborted_at: '2026-01-01T00:00:00.000Z' }) })
      .where('id', '=', task.id)
      .execute();
    const before = await harness.orchestrator.getTask(task.id);
    expect(await harness.orchestrator.abort(task.id)).toEqual(before);
  });

  it('answers two concurrent aborts of a running task both with the aborted task', async () => {
    const agent = await harness.agent();
    model.enqueue({ toolCalls: [{ id: 's', name: 'slow', arguments: { ms: 2000 } }] }, { text: 'never' });
    const task = await harness.orchestrator.start(agent.id, 'slow');
    const running = harness.orchestrator.tick(task.id);
    await harness.waitFor(task.id, () => executions.length === 1);
    const results = await Promise.allSettled([
      harness.orchestrator.abort(task.id),
      harness.orchestrator.abort(task.id),
      harness.orchestrator.abort(task.id),
    ]);
    await running;
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    for (const result of results) {
      if (result.status === 'fulfilled') expect(result.value.status).toBe('ABORTED');
    }
    const markers = await db()
      .selectFrom('task_history')
      .select('content')
      .where('task_id', '=', task.id)
      .where('role', '=', 'tool')
      .execute();
    // Closed once: the later aborts found the task ABORTED and wrote nothing.
    expect(markers).toHaveLength(1);
  });

  it('decides an abort racing a claim on the claimed row: stopped when RUNNING, refused naming QUEUED', async () => {
    const agent = await harness.agent();
    for (let round = 0; round < 10; round += 1) {
      const task = await harness.orchestrator.start(agent.id, `race ${round}`);
      const [abort] = await Promise.allSettled([
        harness.orchestrator.abort(task.id),
        claimTask(db(), task.id, `claimer-${round}`, 10_000),
      ]);
      const after = await harness.orchestrator.getTask(task.id);
      if (abort.status === 'fulfilled') {
        expect(after.status).toBe('ABORTED');
      } else {
        const error = abort.reason as OrchestratorError;
        expect(error.details).toMatchObject({ status: 'QUEUED' });
        expect(after.status).toBe('RUNNING');
      }
    }
  });
});
