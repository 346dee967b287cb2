import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('approval notifications on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let agentId: number;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    agentId = (await api.agentOf(alice.id, { name: 'File keeper' })).id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;

  async function pausedFor(...paths: string[]): Promise<number> {
    llm.enqueue({
      kind: 'tool_calls',
      calls: paths.map((path, index) => ({
        id: `c${index + 1}`,
        name: 'files',
        arguments: { action: 'delete', path },
      })),
    });
    const taskId = (await api.platform.orchestrator.start(agentId, 'Tidy up')).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
    return taskId;
  }

  const bell = async () => (await alice.request('GET', '/api/v1/notifications')).json().data;

  const readEvents = async () =>
    (
      await db()
        .selectFrom('events')
        .select('payload')
        .where('user_id', '=', alice.id)
        .where('type', '=', 'notification_read')
        .orderBy('sequence')
        .execute()
    ).map((row) => JSON.parse(row.payload) as { notification_ids: number[] });

  it('names the agent and what the first call would do, and counts the calls', async () => {
    const taskId = await pausedFor('/a', '/b');
    const { notifications: items, unread_count } = await bell();
    expect(unread_count).toBe(1);
    expect(items[0]).toMatchObject({
      type: 'pending_approval',
      title: 'Approval needed: File keeper — delete /a (+1 more)',
      body: `Task #${taskId}: 2 tool calls await a decision: files.`,
      task_id: taskId,
      read_at: null,
    });
  });

  it('is done once every call is decided, not before, and the owner’s clients are told', async () => {
    const taskId = await pausedFor('/a', '/b');
    const [notification] = (await bell()).notifications;
    const decide = (id: string, decision: 'approve' | 'reject') =>
      alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
        decisions: [{ provider_call_id: id, decision }],
      });

    expect((await decide('c1', 'reject')).statusCode).toBe(200);
    expect((await bell()).unread_count).toBe(1);
    expect(await readEvents()).toEqual([]);

    expect((await decide('c2', 'approve')).statusCode).toBe(200);
    const after = await bell();
    expect(after.unread_count).toBe(0);
    expect(after.notifications[0]).toMatchObject({ id: notification.id, read_at: expect.any(String) });
    expect(await readEvents()).toMatchObject([{ notification_ids: [notification.id] }]);
  });

  it('is done when all calls are rejected at once', async () => {
    const taskId = await pausedFor('/a');
    const response = await alice.request('POST', `/api/v1/tasks/${taskId}/reject`, { reason: 'No' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await bell()).unread_count).toBe(0);
    expect(await readEvents()).toHaveLength(1);
  });

  it('is done when the task is deleted, and leaves other tasks’ notifications alone', async () => {
    const deleted = await pausedFor('/a');
    const kept = await pausedFor('/b');
    expect((await alice.request('DELETE', `/api/v1/tasks/${deleted}`)).statusCode).toBe(200);
    const { notifications: items, unread_count } = await bell();
    expect(unread_count).toBe(1);
    expect(items.find((item: { task_id: number | null }) => item.task_id === kept)?.read_at).toBeNull();
    const [event] = await readEvents();
    const [gone] = event?.notification_ids ?? [];
    expect(items.find((item: { id: number }) => item.id === gone)).toMatchObject({
      task_id: null,
      data: { task_id: deleted },
      read_at: expect.any(String),
    });
  });
});
