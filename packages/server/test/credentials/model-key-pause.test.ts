/**
 * A model key that is missing, or that the provider refuses (401/403), pauses the task in
 * AWAITING_CONNECTION instead of failing it, with no step lost; saving the configuration queues
 * every task that waited for it, and only those; another user saving their own key resumes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('a model key pause on $name', (engine) => {
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

  /** A configuration of `user`'s own through the API, and an agent of theirs that uses it. */
  async function configuredAgent(user: ApiUser, settings: Record<string, string>) {
    const created = await user.request('POST', '/api/v1/llm-configs', {
      name: 'Mine',
      driver_class: 'core/OpenAiCompatibleDriver',
      settings: { base_url: llm.openaiBaseUrl, model: 'fake-model', ...settings },
    });
    expect(created.statusCode, created.body).toBe(201);
    const config = created.json().data.config as { id: number };
    const agent = await api.agentOf(user.id, { llmConfigId: config.id });
    return { config, agent };
  }

  const readTask = async (user: ApiUser, taskId: number) =>
    (await user.request('GET', `/api/v1/tasks/${taskId}`)).json().data.task;
  const notifications = () =>
    api.platform.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('type', '=', 'credential_needed')
      .execute();

  it('pauses on a key revoked mid-task with no step lost, and saving a new key runs it to its answer', async () => {
    const { config, agent } = await configuredAgent(alice, { api_key: 'old-key' });
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'c1', name: 'echo', arguments: { text: 'one' } }] },
      { kind: 'error', status: 401, message: 'Incorrect API key provided' },
    );
    const task = await api.platform.orchestrator.start(agent.id, 'Echo once, then answer');
    const paused = await api.platform.orchestrator.tick(task.id);
    expect(paused).toMatchObject({ status: 'AWAITING_CONNECTION', step_count: 1, error_code: null });
    const read = await readTask(alice, task.id);
    expect(read.awaited_credential).toEqual({
      kind: 'llm_configuration',
      id: config.id,
      name: 'Mine',
      reason: 'rejected',
      status: 401,
    });
    expect(read.allowed_actions).toEqual(['abort']);
    expect(await notifications()).toMatchObject([{ task_id: task.id, user_id: alice.id, read_at: null }]);
    const inbox = async () => (await alice.request('GET', '/api/v1/approvals')).json().data.paused_tasks;
    expect(await inbox()).toMatchObject([
      { task: { id: task.id }, status: 'AWAITING_CONNECTION', reason: 'credential' },
    ]);

    llm.enqueue({ kind: 'text', text: 'Echoed one.' });
    const saved = await alice.request('PUT', `/api/v1/llm-configs/${config.id}`, {
      settings: { api_key: 'new-key' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const queued = await readTask(alice, task.id);
    expect(queued).toMatchObject({ status: 'QUEUED', awaited_credential: null });
    expect(await inbox()).toEqual([]);
    const done = await api.platform.orchestrator.tick(task.id);
    // Two model turns answered; the refused request's step was given back.
    expect(done).toMatchObject({ status: 'COMPLETED', final_response: 'Echoed one.', step_count: 2 });
    expect(llm.requests.at(-1)?.headers.authorization).toBe('Bearer new-key');
    expect((await notifications())[0]?.read_at).not.toBeNull();
  });

  it('pauses on a missing key (403), and a name change or an unrelated save does not resume it', async () => {
    const { config, agent } = await configuredAgent(alice, {});
    const other = await configuredAgent(alice, { api_key: 'other' });
    llm.enqueue({ kind: 'error', status: 403, message: 'no key' });
    const task = await api.platform.orchestrator.start(agent.id, 'Hello');
    expect(await api.platform.orchestrator.tick(task.id)).toMatchObject({
      status: 'AWAITING_CONNECTION',
      step_count: 0,
    });
    expect((await readTask(alice, task.id)).awaited_credential).toMatchObject({
      id: config.id,
      reason: 'missing',
      status: 403,
    });
    await alice.request('PUT', `/api/v1/llm-configs/${other.config.id}`, { settings: { api_key: 'x' } });
    await alice.request('PUT', `/api/v1/llm-configs/${config.id}`, { name: 'Renamed' });
    expect((await readTask(alice, task.id)).status).toBe('AWAITING_CONNECTION');

    const bob = await api.signUp();
    const bobs = await configuredAgent(bob, { api_key: 'bob' });
    await bob.request('PUT', `/api/v1/llm-configs/${bobs.config.id}`, { settings: { api_key: 'bob-2' } });
    // Another user's configuration is not theirs to save.
    const refused = await bob.request('PUT', `/api/v1/llm-configs/${config.id}`, {
      settings: { api_key: 'k' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await readTask(alice, task.id)).status).toBe('AWAITING_CONNECTION');

    llm.enqueue({ kind: 'text', text: 'Hi.' });
    await alice.request('PUT', `/api/v1/llm-configs/${config.id}`, { settings: { api_key: 'now-set' } });
    expect(await api.platform.orchestrator.tick(task.id)).toMatchObject({
      status: 'COMPLETED',
      final_response: 'Hi.',
      step_count: 1,
    });
    expect((await notifications())[0]?.read_at).not.toBeNull();
  });

  it('is stopped by abort, which marks its notification read', async () => {
    const { agent } = await configuredAgent(alice, { api_key: 'k' });
    llm.enqueue({ kind: 'error', status: 401, message: 'revoked' });
    const task = await api.platform.orchestrator.start(agent.id, 'Hello');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('AWAITING_CONNECTION');
    const aborted = await alice.request('POST', `/api/v1/tasks/${task.id}/abort`);
    expect(aborted.statusCode, aborted.body).toBe(200);
    expect((await readTask(alice, task.id)).awaited_credential).toBeNull();
    expect((await notifications())[0]?.read_at).not.toBeNull();
  });
});
