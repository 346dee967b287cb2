/**
 * A task that used every step it was given pauses (AWAITING_BUDGET) instead of failing; its owner
 * is told, "allow N more" runs it on from where it stopped with no step lost or repeated, abort
 * stops it, and an agent that does not pause keeps the old failure.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

const echo = (text: string) => ({ toolCalls: [{ id: `call-${text}`, name: 'echo', arguments: { text } }] });

describe.each(testEngines)('the step limit on $name', (engine) => {
  const { harness, model, db } = useLoopHarness(engine, 'worker', { withoutWorker: true, liveEvents: true });

  it('pauses at the limit, tells the owner, and runs on from there when allowed more', async () => {
    const agent = await harness.agent({ maxSteps: 2 });
    model.enqueue(echo('1'), echo('2'));
    const task = await harness.orchestrator.start(agent.id, 'Count');
    const paused = await harness.orchestrator.tick(task.id);
    expect(paused).toMatchObject({
      status: 'AWAITING_BUDGET',
      step_count: 2,
      max_steps: 2,
      error_code: null,
    });
    expect(JSON.parse(paused.data ?? '{}')).toMatchObject({ max_steps_reached: true });
    // The pause comes before the next model request: the model was asked twice, not a third time.
    expect(model.requests).toHaveLength(2);
    const notified = () =>
      db().selectFrom('notifications').selectAll().where('type', '=', 'budget_reached').execute();
    expect(await notified()).toMatchObject([{ task_id: task.id, user_id: harness.userId, read_at: null }]);

    model.enqueue(echo('3'), { text: 'Counted to three.' });
    const queued = await harness.orchestrator.decisions.extend(task.id, { steps: 2 });
    expect(queued).toMatchObject({ status: 'QUEUED', max_steps: 4 });
    expect(JSON.parse(queued.data ?? '{}')).not.toHaveProperty('max_steps_reached');
    const done = await harness.orchestrator.tick(task.id);
    expect(done).toMatchObject({ status: 'COMPLETED', step_count: 4, final_response: 'Counted to three.' });
    expect(executions.map((execution) => execution.args)).toEqual([
      { text: '1' },
      { text: '2' },
      { text: '3' },
    ]);
    const assistantTurns = (await loadHistory(db(), task.id)).filter((entry) => entry.role === 'assistant');
    expect(assistantTurns).toHaveLength(4);
    // Nobody has to act on the pause any more.
    expect((await notified())[0]?.read_at).not.toBeNull();
  });

  it('is stopped by abort, and refuses "allow more" in any other status or out of range', async () => {
    const agent = await harness.agent({ maxSteps: 1 });
    model.enqueue(echo('1'));
    const task = await harness.orchestrator.start(agent.id, 'Once');
    expect((await harness.orchestrator.tick(task.id)).status).toBe('AWAITING_BUDGET');
    for (const steps of [0, 101, 1.5]) {
      await expect(harness.orchestrator.decisions.extend(task.id, { steps })).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
      });
    }
    expect((await harness.orchestrator.abort(task.id)).status).toBe('ABORTED');
    await expect(harness.orchestrator.decisions.extend(task.id, { steps: 1 })).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    expect((await harness.orchestrator.getTask(task.id)).max_steps).toBe(1);
  });

  it('fails with MAX_STEPS_REACHED for an agent that does not pause, as unattended runs may want', async () => {
    const agent = await harness.agent({ maxSteps: 1, pauseAtStepLimit: false });
    model.enqueue(echo('1'));
    const task = await harness.orchestrator.start(agent.id, 'Once');
    expect(await harness.orchestrator.tick(task.id)).toMatchObject({
      status: 'FAILED',
      error_code: 'MAX_STEPS_REACHED',
    });
  });

  it('keeps the parent of a paused sub-agent waiting, and stops the child with the parent', async () => {
    const parentAgent = await harness.agent({ name: 'parent' });
    const child = await harness.agent({ name: 'child', maxSteps: 1 });
    const parent = await harness.orchestrator.start(parentAgent.id, 'Delegate');
    model.enqueue(echo('1'));
    const childTask = await harness.orchestrator.start(child.id, 'Work', { parentTaskId: parent.id });
    // The parent as a sub_agent call leaves it: waiting on this child.
    await db()
      .updateTable('tasks')
      .set({ status: 'AWAITING_SUB_AGENTS', data: JSON.stringify({ spawned_sub_task_ids: [childTask.id] }) })
      .where('id', '=', parent.id)
      .execute();
    expect((await harness.orchestrator.tick(childTask.id)).status).toBe('AWAITING_BUDGET');
    expect((await harness.orchestrator.getTask(parent.id)).status).toBe('AWAITING_SUB_AGENTS');
    await harness.orchestrator.abort(parent.id);
    const stopped = await harness.orchestrator.getTask(childTask.id);
    expect(stopped.status).toBe('ABORTED');
    expect(JSON.parse(stopped.data ?? '{}')).toMatchObject({ stopped_with_parent_task_id: parent.id });
  });
});

describe.each(testEngines)('POST /tasks/{id}/extend on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  it('offers extend while paused, gives more steps to the owner only, and checks the number', async () => {
    const agent = await api.agentOf(alice.id, { maxSteps: 1 });
    llm.enqueue({ kind: 'tool_calls', calls: [{ id: 'c1', name: 'echo', arguments: { text: 'x' } }] });
    const task = await api.platform.orchestrator.start(agent.id, 'Echo');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('AWAITING_BUDGET');
    const read = (await alice.request('GET', `/api/v1/tasks/${task.id}`)).json().data.task;
    expect(read).toMatchObject({ status: 'AWAITING_BUDGET', max_steps_reached: true });
    expect(read.allowed_actions).toEqual(['extend', 'abort']);

    // The owner's inbox lists the task as waiting for them; nobody else's does.
    const inbox = async (user: ApiUser) => (await user.request('GET', '/api/v1/approvals')).json().data;
    expect((await inbox(alice)).paused_tasks).toEqual([
      {
        task: { id: task.id, prompt_excerpt: 'Echo' },
        agent: { id: agent.id, name: expect.any(String) },
        status: 'AWAITING_BUDGET',
        reason: 'step_limit',
        paused_since: expect.any(String),
      },
    ]);
    const bob = await api.signUp();
    expect((await inbox(bob)).paused_tasks).toEqual([]);
    expect((await bob.request('POST', `/api/v1/tasks/${task.id}/extend`, { steps: 3 })).statusCode).toBe(404);
    for (const steps of [0, 101, 'three']) {
      const refused = await alice.request('POST', `/api/v1/tasks/${task.id}/extend`, { steps });
      expect(refused.statusCode).toBe(422);
    }
    llm.enqueue({ kind: 'text', text: 'Done.' });
    const extended = await alice.request('POST', `/api/v1/tasks/${task.id}/extend`, { steps: 3 });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().data.task).toMatchObject({
      status: 'QUEUED',
      max_steps: 4,
      max_steps_reached: false,
    });
    expect((await inbox(alice)).paused_tasks).toEqual([]);
    const again = await alice.request('POST', `/api/v1/tasks/${task.id}/extend`, { steps: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_STATE');
  });
});
