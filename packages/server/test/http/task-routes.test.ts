import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimTask } from '../../src/orchestrator/index.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi, taskRows } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('task routes on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let bob: ApiUser;
  let agent: { id: number };

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    bob = await api.signUp();
    agent = await api.agentOf(alice.id, { maxSteps: 7 });
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const expectError = (
    response: { statusCode: number; json(): { error: { code: string } } },
    status: number,
    code: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  };

  async function createTask(user: ApiUser, body: Record<string, unknown>) {
    const response = await user.request('POST', '/api/v1/tasks', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.task as { id: number; status: string; updated_at: string };
  }

  describe('POST /tasks', () => {
    it('queues a task for your agent and answers 201 with it', async () => {
      const task = await createTask(alice, { agent_id: agent.id, prompt: 'Hello' });
      expect(task).toMatchObject({
        agent_id: agent.id,
        status: 'QUEUED',
        user_prompt: 'Hello',
        max_steps: 7,
        step_count: 0,
        parent_task_id: null,
        history: [{ sequence: 0, role: 'user', content: 'Hello' }],
        tool_calls: [],
        totals: {
          input_tokens: 0,
          output_tokens: 0,
          reasoning_tokens: 0,
          cached_tokens: 0,
          cache_creation_tokens: 0,
        },
      });
      const stored = await api.platform.orchestrator.getTask(task.id);
      expect(stored).toMatchObject({ user_id: alice.id, runner_user_id: alice.id });
    });

    it('in sync mode, runs the task before it answers', async () => {
      const sync = await openTaskApi(engine, llm, { syncMode: true });
      try {
        const user = await sync.signUp();
        const own = await sync.agentOf(user.id);
        llm.enqueue({ kind: 'text', text: 'Right away.' });
        const response = await user.request('POST', '/api/v1/tasks', { agent_id: own.id, prompt: 'Now' });
        expect(response.statusCode).toBe(201);
        expect(response.json().data.task).toMatchObject({
          status: 'COMPLETED',
          final_response: 'Right away.',
        });
      } finally {
        await sync.dispose();
      }
    });

    it('takes max_steps and a parent task of yours', async () => {
      const parent = await createTask(alice, { agent_id: agent.id, prompt: 'Parent' });
      const child = await createTask(alice, {
        agent_id: agent.id,
        prompt: 'Child',
        max_steps: 3,
        parent_task_id: parent.id,
      });
      expect(child).toMatchObject({ max_steps: 3, parent_task_id: parent.id });
    });

    it('refuses malformed input with 422 and creates nothing', async () => {
      for (const body of [
        { agent_id: agent.id },
        { agent_id: agent.id, prompt: '' },
        { agent_id: agent.id, prompt: '   \n' },
        { agent_id: agent.id, prompt: 'x', max_steps: 0 },
        { agent_id: agent.id, prompt: 'x', max_steps: 101 },
        { agent_id: 'one', prompt: 'x' },
        { agent_id: agent.id, prompt: 'x', media_ids: [] },
      ]) {
        expectError(await alice.request('POST', '/api/v1/tasks', body), 422, 'VALIDATION_ERROR');
      }
      expect(await db().selectFrom('tasks').select('id').execute()).toEqual([]);
    });

    it('answers 404 for an agent or a parent task you do not own, and creates nothing', async () => {
      const bobsAgent = await api.agentOf(bob.id);
      const bobsTask = await createTask(bob, { agent_id: bobsAgent.id, prompt: 'Bob’s' });
      for (const body of [
        { agent_id: bobsAgent.id, prompt: 'x' },
        { agent_id: 999_999, prompt: 'x' },
        { agent_id: agent.id, prompt: 'x', parent_task_id: bobsTask.id },
        { agent_id: agent.id, prompt: 'x', parent_task_id: 999_999 },
      ]) {
        expectError(await alice.request('POST', '/api/v1/tasks', body), 404, 'NOT_FOUND');
      }
      expect(await db().selectFrom('tasks').select('id').execute()).toEqual([{ id: bobsTask.id }]);
    });
  });

  describe('GET /tasks', () => {
    async function touch(taskId: number, updatedAt: string) {
      await db().updateTable('tasks').set({ updated_at: updatedAt }).where('id', '=', taskId).execute();
    }

    it('lists your tasks, most recently updated first, with pagination and the server time', async () => {
      const other = await api.agentOf(alice.id, { name: 'Other' });
      const first = await createTask(alice, { agent_id: agent.id, prompt: 'first' });
      const second = await createTask(alice, { agent_id: other.id, prompt: 'second' });
      const third = await createTask(alice, { agent_id: agent.id, prompt: 'third' });
      await touch(first.id, '2030-01-01T00:00:03.000Z');
      await touch(second.id, '2030-01-01T00:00:01.000Z');
      await touch(third.id, '2030-01-01T00:00:02.000Z');
      await createTask(bob, { agent_id: (await api.agentOf(bob.id)).id, prompt: 'not yours' });

      const before = new Date().toISOString();
      const response = await alice.request('GET', '/api/v1/tasks');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.tasks.map((task: { id: number }) => task.id)).toEqual([first.id, third.id, second.id]);
      expect(data.pagination).toEqual({ page: 1, per_page: 20, total: 3, last_page: 1 });
      expect(data.server_time >= before).toBe(true);
      expect(data.tasks[0]).not.toHaveProperty('history');

      const paged = (await alice.request('GET', '/api/v1/tasks?per_page=2&page=2')).json().data;
      expect(paged.tasks.map((task: { id: number }) => task.id)).toEqual([second.id]);
      expect(paged.pagination).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });

      const byAgent = (await alice.request('GET', `/api/v1/tasks?agent_id=${other.id}`)).json().data;
      expect(byAgent.tasks.map((task: { id: number }) => task.id)).toEqual([second.id]);
    });

    it('filters by status and by `since` on updated_at, whatever ISO form `since` takes', async () => {
      const old = await createTask(alice, { agent_id: agent.id, prompt: 'old' });
      const recent = await createTask(alice, { agent_id: agent.id, prompt: 'recent' });
      await touch(old.id, '2030-01-01T00:00:00.000Z');
      await touch(recent.id, '2030-01-01T00:00:00.500Z');
      await db().updateTable('tasks').set({ status: 'COMPLETED' }).where('id', '=', old.id).execute();

      for (const since of ['2030-01-01T00:00:00Z', '2030-01-01T01:00:00.000%2B01:00']) {
        const response = await alice.request('GET', `/api/v1/tasks?since=${since}`);
        expect(response.json().data.tasks.map((task: { id: number }) => task.id)).toEqual([recent.id]);
      }
      const completed = (await alice.request('GET', '/api/v1/tasks?status=COMPLETED')).json().data;
      expect(completed.tasks.map((task: { id: number }) => task.id)).toEqual([old.id]);
    });

    it('top_level=true leaves out sub-tasks, so an agent page lists only its conversations', async () => {
      const parent = await createTask(alice, { agent_id: agent.id, prompt: 'parent' });
      const child = await createTask(alice, {
        agent_id: agent.id,
        prompt: 'child',
        parent_task_id: parent.id,
      });
      const all = (await alice.request('GET', `/api/v1/tasks?agent_id=${agent.id}`)).json().data;
      expect(all.tasks.map((task: { id: number }) => task.id).sort()).toEqual([parent.id, child.id].sort());
      const topLevel = (
        await alice.request('GET', `/api/v1/tasks?agent_id=${agent.id}&top_level=true`)
      ).json().data;
      expect(topLevel.tasks.map((task: { id: number }) => task.id)).toEqual([parent.id]);
      expect(topLevel.pagination.total).toBe(1);
      const subTasks = (await alice.request('GET', '/api/v1/tasks?top_level=false')).json().data;
      expect(subTasks.tasks.map((task: { id: number }) => task.id)).toEqual([child.id]);
    });

    it('refuses malformed filters and pages with 422', async () => {
      for (const query of [
        'per_page=101',
        'page=0',
        'status=DONE',
        'since=yesterday',
        'agent_id=x',
        'top_level=maybe',
      ]) {
        expectError(await alice.request('GET', `/api/v1/tasks?${query}`), 422, 'VALIDATION_ERROR');
      }
    });
  });

  describe('GET /tasks/{id}', () => {
    it('shows history, every tool call and token totals; since_sequence narrows only the history', async () => {
      llm.enqueue(
        {
          kind: 'tool_calls',
          calls: [{ id: 'call_echo', name: 'echo', arguments: { text: 'ping' } }],
          usage: { inputTokens: 100, outputTokens: 20 },
        },
        { kind: 'text', text: 'It said ping.', usage: { inputTokens: 150, outputTokens: 5 } },
      );
      const created = await createTask(alice, { agent_id: agent.id, prompt: 'Echo ping' });
      expect((await api.platform.orchestrator.tick(created.id)).status).toBe('COMPLETED');

      const response = await alice.request('GET', `/api/v1/tasks/${created.id}`);
      expect(response.statusCode).toBe(200);
      const { task } = response.json().data;
      expect(task).toMatchObject({ status: 'COMPLETED', final_response: 'It said ping.', step_count: 2 });
      expect(task.history.map((row: { role: string }) => row.role)).toEqual([
        'user',
        'assistant',
        'tool',
        'assistant',
      ]);
      expect(task.history[1].tool_calls).toEqual([
        { id: 'call_echo', name: 'echo', arguments: { text: 'ping' } },
      ]);
      expect(task.tool_calls).toHaveLength(1);
      expect(task.tool_calls[0]).toMatchObject({
        provider_call_id: 'call_echo',
        tool_name: 'echo',
        status: 'COMPLETED',
        proposed_arguments: { text: 'ping' },
        result_success: true,
        result_content: 'echo: ping',
      });
      const usage = await db()
        .selectFrom('task_history')
        .selectAll()
        .where('task_id', '=', created.id)
        .where('provider', 'is not', null)
        .execute();
      const sum = (key: 'input_tokens' | 'output_tokens' | 'cached_tokens') =>
        usage.reduce((total, row) => total + (row[key] ?? 0), 0);
      expect(task.totals).toMatchObject({
        input_tokens: sum('input_tokens'),
        output_tokens: 25,
        cached_tokens: sum('cached_tokens'),
      });
      expect(task.totals.input_tokens).toBeGreaterThan(0);

      const since = (await alice.request('GET', `/api/v1/tasks/${created.id}?since_sequence=1`)).json().data
        .task;
      expect(since.history.map((row: { sequence: number }) => row.sequence)).toEqual([2, 3]);
      expect(since.tool_calls).toHaveLength(1);
    });

    it('answers 404 for another user’s task or none, and 422 for a malformed id or sequence', async () => {
      const task = await createTask(alice, { agent_id: agent.id, prompt: 'Mine' });
      expectError(await bob.request('GET', `/api/v1/tasks/${task.id}`), 404, 'NOT_FOUND');
      expectError(await bob.request('GET', `/api/v1/tasks/${task.id}?since_sequence=-1`), 404, 'NOT_FOUND');
      expectError(await alice.request('GET', '/api/v1/tasks/999999'), 404, 'NOT_FOUND');
      expectError(await alice.request('GET', '/api/v1/tasks/0'), 422, 'VALIDATION_ERROR');
      expectError(
        await alice.request('GET', `/api/v1/tasks/${task.id}?since_sequence=-1`),
        422,
        'VALIDATION_ERROR',
      );
    });
  });

  describe('DELETE /tasks/{id}', () => {
    it('deletes the task with its history and tool calls', async () => {
      llm.enqueue(
        { kind: 'tool_calls', calls: [{ id: 'e', name: 'echo', arguments: { text: 'x' } }] },
        { kind: 'text', text: 'Done.' },
      );
      const task = await createTask(alice, { agent_id: agent.id, prompt: 'Echo' });
      await api.platform.orchestrator.tick(task.id);
      const response = await alice.request('DELETE', `/api/v1/tasks/${task.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { deleted: true } });
      expect(await taskRows(db(), task.id)).toEqual({
        task: undefined,
        history: [],
        toolCalls: [],
        usage: [],
      });
      expectError(await alice.request('DELETE', `/api/v1/tasks/${task.id}`), 404, 'NOT_FOUND');
    });

    it('refuses with 409 while the task runs, and keeps it', async () => {
      const task = await createTask(alice, { agent_id: agent.id, prompt: 'Busy' });
      await claimTask(db(), task.id, 'worker:1', 60_000);
      const before = await taskRows(db(), task.id);
      expectError(await alice.request('DELETE', `/api/v1/tasks/${task.id}`), 409, 'INVALID_STATE');
      expect(await taskRows(db(), task.id)).toEqual(before);
    });

    it('answers another user with 404 and deletes nothing', async () => {
      const task = await createTask(alice, { agent_id: agent.id, prompt: 'Mine' });
      const before = await taskRows(db(), task.id);
      expectError(await bob.request('DELETE', `/api/v1/tasks/${task.id}`), 404, 'NOT_FOUND');
      expect(await taskRows(db(), task.id)).toEqual(before);
    });
  });
});
