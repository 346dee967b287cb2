import { describe, expect, it } from 'vitest';
import { taskRows } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { expectError, taskOf, useConversationApi } from './conversation-api.js';

describe.each(testEngines)('branching conversations on $name', (engine) => {
  const { llm, api, alice, bob, agent } = useConversationApi(engine);

  const orchestrator = () => api.platform.orchestrator;

  /**
   * A settled conversation of two exchanges, the first with an echo call: user 0, assistant 1
   * (the call), tool 2, assistant 3, then user 4, assistant 5.
   */
  async function conversation(): Promise<number> {
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'say', name: 'echo', arguments: { text: 'hi' } }] },
      { kind: 'text', text: 'Said hi.' },
      { kind: 'text', text: 'Bye.' },
    );
    const task = await orchestrator().start(agent.id, 'Say hi');
    expect((await orchestrator().tick(task.id)).status).toBe('COMPLETED');
    await orchestrator().continue(task.id, 'Now say bye');
    expect((await orchestrator().tick(task.id)).status).toBe('COMPLETED');
    return task.id;
  }

  const branch = (user: ApiUser, taskId: number, body: Record<string, unknown>) =>
    user.request('POST', `/api/v1/tasks/${taskId}/branch`, body);

  it('copies the history before the edited message with its tool calls, appends the new one, and leaves the source', async () => {
    const sourceId = await conversation();
    const rename = await alice.request('PATCH', `/api/v1/tasks/${sourceId}`, { title: 'Greetings' });
    expect(rename.statusCode).toBe(200);
    const sourceBefore = await taskRows(api.platform.database.db, sourceId);

    const created = taskOf(await branch(alice, sourceId, { sequence: 4, prompt: 'Now say goodnight' }), 201);
    expect(created).toMatchObject({
      status: 'QUEUED',
      title: 'Greetings',
      branched_from: { task_id: sourceId, sequence: 4 },
      llm_driver_config_id: null,
      totals: { input_tokens: 0, cost: null },
    });
    expect(created.history.map((row) => [row.sequence, row.role, row.content])).toEqual([
      [0, 'user', 'Say hi'],
      [1, 'assistant', null],
      [2, 'tool', 'echo: hi'],
      [3, 'assistant', 'Said hi.'],
      [4, 'user', 'Now say goodnight'],
    ]);
    expect(created.tool_calls).toMatchObject([
      { provider_call_id: 'say', tool_name: 'echo', status: 'COMPLETED' },
    ]);
    const stored = await orchestrator().getTask(created.id);
    expect(stored).toMatchObject({ user_id: alice.id, runner_user_id: alice.id, agent_id: agent.id });

    // Driven like a continued task: the model reads the copied history and the new message.
    llm.enqueue({ kind: 'text', text: 'Goodnight.' });
    expect((await orchestrator().tick(created.id)).status).toBe('COMPLETED');
    const asked = llm.requests.at(-1)?.body as { messages: { role: string; content: unknown }[] };
    expect(asked.messages.at(-1)).toMatchObject({ role: 'user', content: 'Now say goodnight' });

    expect(await taskRows(api.platform.database.db, sourceId)).toEqual(sourceBefore);
    const source = taskOf(await alice.request('GET', `/api/v1/tasks/${sourceId}`));
    expect(source.branches).toEqual([
      { task_id: created.id, title: 'Greetings', created_at: expect.any(String) },
    ]);
    expect(source.branched_from).toBeNull();
  });

  it('names a branch of an untitled conversation by its own first message', async () => {
    const sourceId = await conversation();
    const created = taskOf(await branch(alice, sourceId, { sequence: 0, prompt: 'Say hello instead' }), 201);
    expect(created.title).toBe('Say hello instead');
    const later = taskOf(await branch(alice, sourceId, { sequence: 4, prompt: 'Now say goodnight' }), 201);
    expect(later.title).toBe('Say hi');
  });

  it('regenerates from the last user message with its own text', async () => {
    const sourceId = await conversation();
    const created = taskOf(await alice.request('POST', `/api/v1/tasks/${sourceId}/regenerate`), 201);
    expect(created.branched_from).toEqual({ task_id: sourceId, sequence: 4 });
    expect(created.history.map((row) => row.content)).toEqual([
      'Say hi',
      null,
      'echo: hi',
      'Said hi.',
      'Now say bye',
    ]);
    expect(created.title).toBe('Say hi');
    const second = taskOf(await alice.request('POST', `/api/v1/tasks/${sourceId}/regenerate`), 201);
    const source = taskOf(await alice.request('GET', `/api/v1/tasks/${sourceId}`));
    expect(source.branches.map((entry) => entry.task_id)).toEqual([created.id, second.id]);
  });

  it('keeps the branch when its source is deleted, no longer linked to it', async () => {
    const sourceId = await conversation();
    const created = taskOf(await alice.request('POST', `/api/v1/tasks/${sourceId}/regenerate`), 201);
    const deleted = await alice.request('DELETE', `/api/v1/tasks/${sourceId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const branch = taskOf(await alice.request('GET', `/api/v1/tasks/${created.id}`));
    expect(branch).toMatchObject({ branched_from: null, title: 'Say hi' });
    expect(branch.history).toHaveLength(5);
  });

  it('keeps the source’s model override and branches from the first message with an empty history', async () => {
    const sourceId = await conversation();
    const configuration = await api.platform.database.db
      .selectFrom('llm_driver_configurations')
      .select('id')
      .executeTakeFirstOrThrow();
    await alice.request('PATCH', `/api/v1/tasks/${sourceId}`, { llm_driver_config_id: configuration.id });
    const created = taskOf(await branch(alice, sourceId, { sequence: 0, prompt: 'Say hello' }), 201);
    expect(created.llm_driver_config_id).toBe(configuration.id);
    expect(created.history.map((row) => [row.sequence, row.content])).toEqual([[0, 'Say hello']]);
  });

  it('refuses a running source with 409, a sequence that is not a user message with 422, and another user with 404', async () => {
    const sourceId = await conversation();
    expectError(await branch(alice, sourceId, { sequence: 3, prompt: 'x' }), 422, 'BRANCH_SEQUENCE_INVALID');
    expectError(await branch(alice, sourceId, { sequence: 99, prompt: 'x' }), 422, 'BRANCH_SEQUENCE_INVALID');
    expectError(await branch(alice, sourceId, { sequence: 0, prompt: ' ' }), 422, 'VALIDATION_ERROR');
    expectError(await branch(bob, sourceId, { sequence: 0, prompt: 'x' }), 404, 'NOT_FOUND');
    expectError(await bob.request('POST', `/api/v1/tasks/${sourceId}/regenerate`), 404, 'NOT_FOUND');

    await orchestrator().continue(sourceId, 'Once more');
    expectError(await branch(alice, sourceId, { sequence: 0, prompt: 'x' }), 409, 'INVALID_STATE');
    expectError(await alice.request('POST', `/api/v1/tasks/${sourceId}/regenerate`), 409, 'INVALID_STATE');
    const branches = await api.platform.database.db
      .selectFrom('tasks')
      .select('id')
      .where('branched_from_task_id', '=', sourceId)
      .execute();
    expect(branches).toEqual([]);
  });
});
