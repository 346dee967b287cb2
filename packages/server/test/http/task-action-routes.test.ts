import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskStatus } from '../../src/db/index.js';
import { claimTask } from '../../src/orchestrator/index.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi, taskRows } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { executions } from '../support/test-tools.js';

interface TaskBody {
  readonly id: number;
  readonly status: TaskStatus;
  readonly max_steps: number;
  readonly history: { role: string; content: string | null; tool_call_id: string | null }[];
  readonly tool_calls: {
    provider_call_id: string;
    status: string;
    approved_arguments: unknown;
    reject_reason: string | null;
    decision: {
      outcome: string;
      user_id: number | null;
      decided_at: string;
      reason: string | null;
      arguments_edited: boolean;
      via: string;
      channel: string | null;
    } | null;
  }[];
}

describe.each(testEngines)('task action routes on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let bob: ApiUser;
  let agent: { id: number };

  beforeEach(async () => {
    executions.length = 0;
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    bob = await api.signUp();
    agent = await api.agentOf(alice.id);
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const orchestrator = () => api.platform.orchestrator;
  const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.code).toBe(code);
  };
  const taskOf = (response: LightMyRequestResponse): TaskBody => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.task;
  };
  const setStatus = (taskId: number, status: TaskStatus, values: { retry_of_task_id?: number } = {}) =>
    db()
      .updateTable('tasks')
      .set({ status, ...values })
      .where('id', '=', taskId)
      .execute();

  const queued = async (prompt = 'Do it') => (await orchestrator().start(agent.id, prompt)).id;

  const deleteCall = (id: string, path = '/x') => ({
    id,
    name: 'files',
    arguments: { action: 'delete', path },
  });

  /** A task paused for the approval of the given delete calls. */
  async function pausedFor(...callIds: string[]): Promise<number> {
    llm.enqueue({ kind: 'tool_calls', calls: callIds.map((id) => deleteCall(id, `/${id}`)) });
    const taskId = await queued('Delete files');
    expect((await orchestrator().tick(taskId)).status).toBe('PENDING_APPROVAL');
    return taskId;
  }

  async function completed(): Promise<number> {
    llm.enqueue({ kind: 'text', text: 'Hi.' });
    const taskId = await queued('Hello');
    expect((await orchestrator().tick(taskId)).status).toBe('COMPLETED');
    return taskId;
  }

  describe('POST /tasks/{id}/approve', () => {
    it('approves a call, which runs with the next run of the task', async () => {
      const taskId = await pausedFor('d1');
      const task = taskOf(
        await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
          decisions: [
            { provider_call_id: 'd1', decision: 'approve', arguments: { action: 'delete', path: '/y' } },
          ],
        }),
      );
      expect(task.status).toBe('QUEUED');
      expect(task.tool_calls[0]).toMatchObject({
        status: 'APPROVED',
        approved_arguments: { action: 'delete', path: '/y' },
        // Decided with the session cookie: in the web UI.
        decision: {
          outcome: 'approved',
          user_id: alice.id,
          arguments_edited: true,
          via: 'per_call',
          channel: 'ui',
        },
      });
      const call = await db()
        .selectFrom('tool_calls')
        .selectAll()
        .where('task_id', '=', taskId)
        .executeTakeFirst();
      expect(call?.approved_by).toBe(alice.id);

      llm.enqueue({ kind: 'text', text: 'Deleted.' });
      expect((await orchestrator().tick(taskId)).status).toBe('COMPLETED');
      expect(executions).toEqual([{ tool: 'files.delete', args: { action: 'delete', path: '/y' } }]);
    });

    it('keeps undecided calls pending and tells the model a rejection’s reason', async () => {
      const taskId = await pausedFor('d1', 'd2');
      const task = taskOf(
        await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
          decisions: [{ provider_call_id: 'd1', decision: 'reject', reason: 'Keep that file.' }],
        }),
      );
      expect(task.status).toBe('PENDING_APPROVAL');
      expect(task.tool_calls.map((call) => call.status)).toEqual(['REJECTED', 'PENDING_APPROVAL']);
      expect(task.tool_calls[0]?.reject_reason).toBe('Keep that file.');
      expect(task.history.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'd1' });
      expect(task.history.at(-1)?.content).toContain('Keep that file.');
    });

    it('refuses a malformed body with 422 and changes nothing', async () => {
      const taskId = await pausedFor('d1');
      const before = await taskRows(db(), taskId);
      for (const body of [
        {},
        { decisions: [] },
        { decisions: [{ provider_call_id: 'd1', decision: 'maybe' }] },
        { decisions: [{ provider_call_id: '', decision: 'approve' }] },
        { decisions: [{ provider_call_id: 'd1', decision: 'approve', extra: 1 }] },
        { decisions: [{ provider_call_id: 'd1', decision: 'approve', arguments: 'rm -rf' }] },
      ]) {
        expectError(
          await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, body),
          422,
          'VALIDATION_ERROR',
        );
      }
      expect(await taskRows(db(), taskId)).toEqual(before);
    });

    it('refuses ids not awaiting a decision and arguments failing the tool schema with 422', async () => {
      const taskId = await pausedFor('d1');
      const before = await taskRows(db(), taskId);
      for (const decision of [
        { provider_call_id: 'nope', decision: 'approve' },
        {
          provider_call_id: 'd1',
          decision: 'approve',
          arguments: { action: 'delete', path: '/x', count: 9 },
        },
        { provider_call_id: 'd1', decision: 'approve', arguments: { action: 'delete' } },
        { provider_call_id: 'd1', decision: 'approve', arguments: { action: 'read', path: '/x' } },
      ]) {
        expectError(
          await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, { decisions: [decision] }),
          422,
          'VALIDATION_ERROR',
        );
      }
      expect(await taskRows(db(), taskId)).toEqual(before);
    });

    it('answers 409 when the task awaits no approval', async () => {
      const taskId = await completed();
      expectError(
        await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
          decisions: [{ provider_call_id: 'd1', decision: 'approve' }],
        }),
        409,
        'INVALID_STATE',
      );
    });
  });

  describe('POST /tasks/{id}/reject', () => {
    it('rejects every pending call with one reason and queues the task', async () => {
      const taskId = await pausedFor('d1', 'd2');
      const created = await alice.request('POST', '/api/v1/auth/tokens', { name: 'script' });
      const { token } = (created.json() as { data: { token: string } }).data;
      // With an API token: decided over the API.
      const task = taskOf(
        await api.anonymous(
          'POST',
          `/api/v1/tasks/${taskId}/reject`,
          { reason: 'Not today.' },
          { authorization: `Bearer ${token}` },
        ),
      );
      expect(task.status).toBe('QUEUED');
      // Seed 001: the bulk path leaves the per-call rejection columns empty; the record of
      // decisions still says who rejected the calls, when and why.
      expect(task.tool_calls.map((call) => [call.status, call.reject_reason])).toEqual([
        ['REJECTED', null],
        ['REJECTED', null],
      ]);
      for (const call of task.tool_calls) {
        expect(call.decision).toMatchObject({
          outcome: 'rejected',
          user_id: alice.id,
          reason: 'Not today.',
          arguments_edited: false,
          via: 'bulk',
          channel: 'api',
        });
      }
      expect(task.history.slice(-2).map((row) => [row.tool_call_id, row.content])).toEqual([
        ['d1', 'Action rejected by user: Not today.'],
        ['d2', 'Action rejected by user: Not today.'],
      ]);
    });

    it('works without a reason, refuses a malformed one (422) and a task awaiting nothing (409)', async () => {
      const taskId = await pausedFor('d1');
      expectError(
        await alice.request('POST', `/api/v1/tasks/${taskId}/reject`, { reason: 42 }),
        422,
        'VALIDATION_ERROR',
      );
      expect(taskOf(await alice.request('POST', `/api/v1/tasks/${taskId}/reject`)).status).toBe('QUEUED');
      expectError(await alice.request('POST', `/api/v1/tasks/${taskId}/reject`, {}), 409, 'INVALID_STATE');
    });
  });

  describe('POST /tasks/{id}/continue', () => {
    it('re-prompts a completed task; additional_steps replaces the step budget', async () => {
      const taskId = await completed();
      const task = taskOf(
        await alice.request('POST', `/api/v1/tasks/${taskId}/continue`, {
          prompt: 'And then?',
          additional_steps: 4,
        }),
      );
      expect(task).toMatchObject({ status: 'QUEUED', max_steps: 4, user_prompt: 'And then?' });
      expect(task.history.at(-1)).toMatchObject({ role: 'user', content: 'And then?' });
    });

    it('refuses a blank prompt or a budget out of range (422) and a paused task (409)', async () => {
      const done = await completed();
      for (const body of [
        { prompt: ' ' },
        { prompt: 'x', additional_steps: 0 },
        { prompt: 'x', additional_steps: 101 },
        { prompt: 'x', max_steps: 3 },
      ]) {
        expectError(
          await alice.request('POST', `/api/v1/tasks/${done}/continue`, body),
          422,
          'VALIDATION_ERROR',
        );
      }
      const paused = await pausedFor('d1');
      expectError(
        await alice.request('POST', `/api/v1/tasks/${paused}/continue`, { prompt: 'x' }),
        409,
        'INVALID_STATE',
      );
    });
  });

  describe('POST /tasks/{id}/abort', () => {
    it('aborts, idempotently; a finished, queued or paused task is 409', async () => {
      const taskId = await queued();
      expectError(await alice.request('POST', `/api/v1/tasks/${taskId}/abort`), 409, 'INVALID_STATE');
      expectError(
        await alice.request('POST', `/api/v1/tasks/${await pausedFor('d1')}/abort`),
        409,
        'INVALID_STATE',
      );
      await setStatus(taskId, 'RUNNING');
      expect(taskOf(await alice.request('POST', `/api/v1/tasks/${taskId}/abort`)).status).toBe('ABORTED');
      expect(taskOf(await alice.request('POST', `/api/v1/tasks/${taskId}/abort`, {})).status).toBe('ABORTED');
      expectError(
        await alice.request('POST', `/api/v1/tasks/${await completed()}/abort`),
        409,
        'INVALID_STATE',
      );
      expectError(
        await alice.request('POST', `/api/v1/tasks/${taskId}/abort`, { now: true }),
        422,
        'VALIDATION_ERROR',
      );
    });
  });

  describe('POST /tasks/{id}/abort-sub-agent', () => {
    it('aborts the sub-agent and every ancestor waiting for it', async () => {
      const root = await queued('root');
      const parent = (await orchestrator().start(agent.id, 'parent', { parentTaskId: root })).id;
      const child = (await orchestrator().start(agent.id, 'child', { parentTaskId: parent })).id;
      await setStatus(child, 'RUNNING');
      await setStatus(root, 'AWAITING_SUB_AGENTS');
      await setStatus(parent, 'AWAITING_SUB_AGENTS');
      expect(taskOf(await alice.request('POST', `/api/v1/tasks/${child}/abort-sub-agent`)).status).toBe(
        'ABORTED',
      );
      for (const id of [root, parent]) expect((await orchestrator().getTask(id)).status).toBe('ABORTED');
      expectError(
        await alice.request('POST', `/api/v1/tasks/${await completed()}/abort-sub-agent`),
        409,
        'INVALID_STATE',
      );
    });
  });

  describe('POST /tasks/{id}/retry and DELETE /tasks/{id}/retry-chain', () => {
    it('retries a failed task; any other is 409', async () => {
      const taskId = await queued();
      await setStatus(taskId, 'FAILED');
      expect(taskOf(await alice.request('POST', `/api/v1/tasks/${taskId}/retry`)).status).toBe('QUEUED');
      expectError(await alice.request('POST', `/api/v1/tasks/${taskId}/retry`), 409, 'INVALID_STATE');
    });

    it('cancels a scheduled automatic retry; a task without one is 409', async () => {
      const taskId = await queued();
      await setStatus(taskId, 'FAILED', { retry_of_task_id: taskId });
      const task = taskOf(await alice.request('DELETE', `/api/v1/tasks/${taskId}/retry-chain`));
      expect(task).toMatchObject({ status: 'CANCELLED', retry_of_task_id: null });
      expectError(await alice.request('DELETE', `/api/v1/tasks/${taskId}/retry-chain`), 409, 'INVALID_STATE');
    });
  });

  describe('POST /tasks/{id}/tick', () => {
    it('runs one turn with its tool calls and queues the task again, until it settles', async () => {
      llm.enqueue(
        { kind: 'tool_calls', calls: [{ id: 'e1', name: 'echo', arguments: { text: 'one' } }] },
        { kind: 'text', text: 'Done.' },
      );
      const taskId = await queued('Echo');
      const first = taskOf(await alice.request('POST', `/api/v1/tasks/${taskId}/tick`));
      expect(first).toMatchObject({ status: 'QUEUED', step_count: 1 });
      expect(first.tool_calls.map((call) => call.status)).toEqual(['COMPLETED']);
      expect(llm.requests).toHaveLength(1);
      expect((await orchestrator().getTask(taskId)).lease_owner).toBeNull();

      const second = taskOf(await alice.request('POST', `/api/v1/tasks/${taskId}/tick`, {}));
      expect(second).toMatchObject({ status: 'COMPLETED', final_response: 'Done.' });
      expectError(await alice.request('POST', `/api/v1/tasks/${taskId}/tick`), 409, 'INVALID_STATE');
    });

    it('answers 409 while another worker holds the lease, and leaves the task alone', async () => {
      const taskId = await queued();
      await claimTask(db(), taskId, 'other-worker:1', 60_000);
      const before = await taskRows(db(), taskId);
      expectError(await alice.request('POST', `/api/v1/tasks/${taskId}/tick`), 409, 'INVALID_STATE');
      expect(await taskRows(db(), taskId)).toEqual(before);
      expect(llm.requests).toEqual([]);
    });

    it('ticks a task whose runner stopped mid-run again once the lease reaper has requeued it', async () => {
      llm.enqueue({ kind: 'text', text: 'Picked up again.' });
      const taskId = await queued();
      // A run whose process died: RUNNING under a lease nobody extends any more.
      await claimTask(db(), taskId, 'crashed-process:1', -1_000);
      expectError(await alice.request('POST', `/api/v1/tasks/${taskId}/tick`), 409, 'INVALID_STATE');

      api.platform.startLeaseReaper();
      await vi.waitFor(async () => expect((await orchestrator().getTask(taskId)).status).toBe('QUEUED'));
      const task = taskOf(await alice.request('POST', `/api/v1/tasks/${taskId}/tick`));
      expect(task).toMatchObject({ status: 'COMPLETED', final_response: 'Picked up again.' });
    });
  });

  describe('tenant isolation', () => {
    it('answers every action on another user’s task with 404, whatever the body, and changes nothing', async () => {
      const paused = await pausedFor('d1');
      const done = await completed();
      const failed = await queued();
      await setStatus(failed, 'FAILED', { retry_of_task_id: failed });
      const waiting = await queued();
      const requests: [number, 'POST' | 'DELETE', string, unknown][] = [
        [paused, 'POST', 'approve', { decisions: [{ provider_call_id: 'd1', decision: 'approve' }] }],
        [paused, 'POST', 'approve', { decisions: 'all' }],
        [paused, 'POST', 'reject', { reason: 'mine now' }],
        [paused, 'POST', 'abort', undefined],
        [paused, 'POST', 'abort-sub-agent', undefined],
        [done, 'POST', 'continue', { prompt: 'take over' }],
        [done, 'POST', 'continue', {}],
        [failed, 'POST', 'retry', undefined],
        [failed, 'DELETE', 'retry-chain', undefined],
        [waiting, 'POST', 'tick', undefined],
        [waiting, 'DELETE', '', undefined],
        [done, 'DELETE', '', undefined],
      ];
      const ids = [paused, done, failed, waiting];
      const before = await Promise.all(ids.map((id) => taskRows(db(), id)));
      for (const [taskId, method, action, body] of requests) {
        const url = `/api/v1/tasks/${taskId}${action === '' ? '' : `/${action}`}`;
        expectError(await bob.request(method, url, body), 404, 'NOT_FOUND');
      }
      expect(await Promise.all(ids.map((id) => taskRows(db(), id)))).toEqual(before);
      expect(llm.requests).toHaveLength(2);
      expect(executions).toEqual([]);
    });

    it('answers 404 for a task that does not exist', async () => {
      expectError(await alice.request('POST', '/api/v1/tasks/999999/abort'), 404, 'NOT_FOUND');
      expectError(await alice.request('POST', '/api/v1/tasks/999999/tick'), 404, 'NOT_FOUND');
    });
  });
});
