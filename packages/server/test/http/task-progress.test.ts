import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

interface TaskBody {
  id: number;
  status: string;
  step_count: number;
  max_steps: number;
  max_steps_reached: boolean;
  history: { sequence: number; role: string }[];
  totals: Record<string, number>;
  turns: {
    history_sequence: number;
    input_tokens: number;
    output_tokens: number;
    reasoning_tokens: number;
    cached_tokens: number;
    model: string | null;
  }[];
  auto_retry: {
    state: string;
    attempts: number;
    max_retries: number;
    retry_after_minutes: number;
    retry_at: string | null;
  };
}

describe.each(testEngines)('task progress on $name', (engine) => {
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

  const read = async (taskId: number, query = ''): Promise<TaskBody> => {
    const response = await alice.request('GET', `/api/v1/tasks/${taskId}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.task;
  };
  const run = async (agentId: number, prompt = 'Go') => {
    const task = await api.platform.orchestrator.start(agentId, prompt);
    await api.platform.orchestrator.tick(task.id);
    return task.id;
  };

  it('lists each turn’s tokens against the assistant row it produced, and their sum is the total', async () => {
    const agent = await api.agentOf(alice.id);
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ id: 'e1', name: 'echo', arguments: { text: 'hi' } }],
        usage: { inputTokens: 120, outputTokens: 15, cachedInputTokens: 100 },
      },
      { kind: 'text', text: 'Done.', usage: { inputTokens: 160, outputTokens: 30, reasoningTokens: 7 } },
    );
    const task = await read(await run(agent.id));
    expect(task.status).toBe('COMPLETED');
    const assistantRows = task.history.filter((row) => row.role === 'assistant').map((row) => row.sequence);
    expect(task.turns.map((turn) => turn.history_sequence)).toEqual(assistantRows);
    expect(task.turns).toMatchObject([
      { input_tokens: 120, output_tokens: 15, cached_tokens: 100, model: 'fake-model' },
      { input_tokens: 160, output_tokens: 30, reasoning_tokens: 7 },
    ]);
    for (const key of ['input_tokens', 'output_tokens', 'reasoning_tokens', 'cached_tokens'] as const) {
      expect(task.turns.reduce((sum, turn) => sum + turn[key], 0)).toBe(task.totals[key]);
    }
    const [first] = assistantRows;
    const later = await read(task.id, `?since_sequence=${first}`);
    expect(later.turns.map((turn) => turn.history_sequence)).toEqual(assistantRows.slice(1));
  });

  it('says a retry is scheduled and when, then that the agent’s retries are used up', async () => {
    const agent = await api.agentOf(alice.id, { retryAfterMinutes: 5, maxRetries: 1 });
    llm.enqueue({ kind: 'error', status: 503 });
    const taskId = await run(agent.id);
    const scheduled = await read(taskId);
    expect(scheduled.status).toBe('FAILED');
    expect(scheduled.auto_retry).toMatchObject({
      state: 'scheduled',
      attempts: 1,
      max_retries: 1,
      retry_after_minutes: 5,
    });
    expect(Date.parse(scheduled.auto_retry.retry_at ?? '')).toBeGreaterThan(Date.now());

    await api.platform.database.db
      .updateTable('tasks')
      .set({ retry_after: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', taskId)
      .execute();
    await api.platform.orchestrator.housekeeping.queueDueRetries();
    expect((await read(taskId)).auto_retry.state).toBe('none');
    llm.enqueue({ kind: 'error', status: 503 });
    await api.platform.orchestrator.tick(taskId);
    expect((await read(taskId)).auto_retry).toMatchObject({
      state: 'exhausted',
      attempts: 1,
      retry_at: null,
    });
  });

  it('says when the agent retries nothing, and when a failure is not one that is retried', async () => {
    const plain = await api.agentOf(alice.id);
    llm.enqueue({ kind: 'error', status: 503 });
    expect((await read(await run(plain.id))).auto_retry).toMatchObject({
      state: 'not_configured',
      max_retries: 0,
    });

    const retrying = await api.agentOf(alice.id, {
      retryAfterMinutes: 5,
      maxRetries: 3,
      maxSteps: 1,
      pauseAtStepLimit: false,
    });
    llm.enqueue({ kind: 'tool_calls', calls: [{ id: 'e1', name: 'echo', arguments: { text: 'again' } }] });
    const capped = await read(await run(retrying.id));
    expect(capped).toMatchObject({ status: 'FAILED', max_steps_reached: true });
    expect(capped.auto_retry.state).toBe('not_retryable');
  });

  it('resets the steps and continues a task that used its whole budget', async () => {
    const agent = await api.agentOf(alice.id, { maxSteps: 1, pauseAtStepLimit: false });
    llm.enqueue({ kind: 'tool_calls', calls: [{ id: 'e1', name: 'echo', arguments: { text: 'one' } }] });
    const taskId = await run(agent.id);
    expect(await read(taskId)).toMatchObject({ status: 'FAILED', max_steps_reached: true, step_count: 1 });

    const continued = await alice.request('POST', `/api/v1/tasks/${taskId}/continue`, {
      prompt: 'Carry on',
      additional_steps: 3,
    });
    expect(continued.json().data.task).toMatchObject({
      status: 'QUEUED',
      step_count: 0,
      max_steps: 3,
      max_steps_reached: false,
    });
    llm.enqueue({ kind: 'text', text: 'Finished.' });
    await api.platform.orchestrator.tick(taskId);
    expect(await read(taskId)).toMatchObject({ status: 'COMPLETED', max_steps_reached: false });
  });
});
