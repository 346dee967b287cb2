/**
 * POST /tasks/{id}/reconcile: the task's owner says what became of a call held after its worker
 * died; anyone else gets 404, another status 409, an unknown call or a missing result 422.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('POST /tasks/{id}/reconcile on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;

  beforeEach(async () => {
    executions.length = 0;
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  /** A task whose worker died while its call with effects ran, run again: it waits for a person. */
  async function heldTask(agent?: { id: number }): Promise<{ taskId: number; callId: number }> {
    const { orchestrator, database } = api.platform;
    agent ??= await api.agentOf(alice.id);
    llm.enqueue({ kind: 'tool_calls', calls: [{ id: 's1', name: 'slow', arguments: { ms: 500 } }] });
    const task = await orchestrator.start(agent.id, 'Do it');
    const dying = orchestrator.tick(task.id);
    while (executions.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await database.db
      .updateTable('tasks')
      .set({ lease_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', task.id)
      .execute();
    await orchestrator.housekeeping.reapExpiredLeases(3);
    expect((await orchestrator.tick(task.id)).status).toBe('NEEDS_RECONCILIATION');
    await dying;
    const call = await database.db
      .selectFrom('tool_calls')
      .select('id')
      .where('task_id', '=', task.id)
      .executeTakeFirstOrThrow();
    return { taskId: task.id, callId: call.id };
  }

  it('lets the owner answer, and refuses others, unknown calls, a missing result and another status', async () => {
    const { taskId, callId } = await heldTask();
    const path = `/api/v1/tasks/${taskId}/reconcile`;
    const read = (await alice.request('GET', `/api/v1/tasks/${taskId}`)).json().data.task;
    expect(read.status).toBe('NEEDS_RECONCILIATION');
    expect(read.allowed_actions).toEqual(['reconcile', 'abort']);
    expect(read.tool_calls).toMatchObject([{ id: callId, status: 'UNCERTAIN', human_description: 'Wait' }]);

    const inbox = (await alice.request('GET', '/api/v1/approvals')).json().data;
    expect(inbox.held_calls).toMatchObject([
      { tool_call_id: callId, task: { id: taskId }, tool_name: 'slow', arguments: { ms: 500 } },
    ]);
    const bob = await api.signUp();
    expect((await bob.request('GET', '/api/v1/approvals')).json().data.held_calls).toEqual([]);
    expect((await bob.request('POST', path, { call_id: callId, outcome: 'not_run' })).statusCode).toBe(404);
    for (const body of [
      { call_id: callId, outcome: 'ran' },
      { call_id: callId, outcome: 'maybe' },
      { call_id: 999_999, outcome: 'not_run' },
    ]) {
      const refused = await alice.request('POST', path, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }

    llm.enqueue({ kind: 'text', text: 'Noted.' });
    const answered = await alice.request('POST', path, {
      call_id: callId,
      outcome: 'ran',
      result: 'It worked.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.task.status).toBe('QUEUED');
    expect(answered.json().data.task.tool_calls).toMatchObject([
      {
        status: 'COMPLETED',
        result_content: 'It worked.',
        reconciliation: { outcome: 'ran', user_id: alice.id },
      },
    ]);
    expect((await alice.request('GET', '/api/v1/approvals')).json().data.held_calls).toEqual([]);
    const again = await alice.request('POST', path, { call_id: callId, outcome: 'not_run' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_STATE');
    expect(await api.platform.orchestrator.tick(taskId)).toMatchObject({
      status: 'COMPLETED',
      final_response: 'Noted.',
    });
    expect(executions).toHaveLength(1);
  });

  it("lets the agent's approver answer too, but not stop the task", async () => {
    const agent = await api.agentOf(alice.id);
    const bob = await api.signUp();
    const policy = await alice.request('PUT', `/api/v1/agents/${agent.id}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [bob.id],
      escalation_user_ids: [],
      deadline: null,
      deadline_reason: null,
      operations: [],
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const { taskId, callId } = await heldTask(agent);
    // The approver hears of the held call live (their inbox refreshes) and in their bell.
    const bobsEvents = await api.platform.database.db
      .selectFrom('events')
      .select(['type', 'payload'])
      .where('user_id', '=', bob.id)
      .orderBy('sequence')
      .execute();
    expect(bobsEvents.map((event) => event.type).slice(-2)).toEqual(['approvals_changed', 'notification']);
    expect(JSON.parse(bobsEvents.at(-1)?.payload ?? '{}')).toMatchObject({
      notification: { type: 'reconciliation_needed', task_id: taskId },
    });
    const read = (await bob.request('GET', `/api/v1/tasks/${taskId}`)).json().data.task;
    expect(read.allowed_actions).toEqual(['reconcile']);
    expect((await bob.request('GET', '/api/v1/approvals')).json().data.held_calls).toMatchObject([
      { tool_call_id: callId },
    ]);
    expect((await bob.request('POST', `/api/v1/tasks/${taskId}/abort`, {})).statusCode).toBe(404);
    llm.enqueue({ kind: 'text', text: 'Ran again.' });
    const answered = await bob.request('POST', `/api/v1/tasks/${taskId}/reconcile`, {
      call_id: callId,
      outcome: 'not_run',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.task.tool_calls).toMatchObject([
      { reconciliation: { outcome: 'not_run', user_id: bob.id } },
    ]);
    expect(await api.platform.orchestrator.tick(taskId)).toMatchObject({
      status: 'COMPLETED',
      final_response: 'Ran again.',
    });
    expect(executions).toHaveLength(2);
  });
});
