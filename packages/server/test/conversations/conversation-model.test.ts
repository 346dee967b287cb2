import { describe, expect, it } from 'vitest';
import { createLlmConfiguration } from '../support/seed.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { expectError, settledTask, taskOf, useConversationApi } from './conversation-api.js';

describe.each(testEngines)('a conversation’s model on $name', (engine) => {
  const { llm, api, alice, bob, agent } = useConversationApi(engine);

  const configurationOf = (userId: number, name: string, model: string) =>
    createLlmConfiguration(api.platform.database.db, {
      userId,
      isGlobal: false,
      isDefault: false,
      name,
      settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model },
    });
  const switchTo = (user: ApiUser, taskId: number, id: number | null) =>
    user.request('PATCH', `/api/v1/tasks/${taskId}`, { llm_driver_config_id: id });
  const modelsAsked = () => llm.requests.map((request) => (request.body as { model?: string }).model);

  it('answers the next turn with the configuration the conversation switched to', async () => {
    const other = await configurationOf(alice.id, 'Other', 'other-model');
    llm.enqueue({ kind: 'text', text: 'First.' }, { kind: 'text', text: 'Second.' });
    const taskId = await settledTask(api, agent.id, 'Hello');
    const before = taskOf(await alice.request('GET', `/api/v1/tasks/${taskId}`));
    expect(before).toMatchObject({
      llm_driver_config_id: null,
      answering_model: { name: 'Test model', model: 'fake-model' },
    });

    const switched = taskOf(await switchTo(alice, taskId, other.id));
    expect(switched).toMatchObject({
      llm_driver_config_id: other.id,
      answering_model: { llm_driver_config_id: other.id, name: 'Other', model: 'other-model' },
    });
    const listed = (await alice.request('GET', '/api/v1/tasks')).json().data.tasks[0];
    expect(listed.answering_model).toEqual(switched.answering_model);

    await api.platform.orchestrator.continue(taskId, 'And again');
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('COMPLETED');
    expect(modelsAsked()).toEqual(['fake-model', 'other-model']);

    const back = taskOf(await switchTo(alice, taskId, null));
    expect(back).toMatchObject({ llm_driver_config_id: null, answering_model: { model: 'fake-model' } });
  });

  it('goes back to the agent’s choice when its configuration is deleted', async () => {
    const other = await configurationOf(alice.id, 'Other', 'other-model');
    llm.enqueue({ kind: 'text', text: 'First.' });
    const taskId = await settledTask(api, agent.id, 'Hello');
    expect(taskOf(await switchTo(alice, taskId, other.id)).llm_driver_config_id).toBe(other.id);
    const deleted = await alice.request('DELETE', `/api/v1/llm-configs/${other.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(taskOf(await alice.request('GET', `/api/v1/tasks/${taskId}`))).toMatchObject({
      llm_driver_config_id: null,
      answering_model: { model: 'fake-model' },
    });
  });

  it("refuses another user's configuration with 422 and keeps the conversation's", async () => {
    const bobs = await configurationOf(bob.id, 'Bob’s', 'bob-model');
    llm.enqueue({ kind: 'text', text: 'First.' });
    const taskId = await settledTask(api, agent.id, 'Hello');
    expectError(await switchTo(alice, taskId, bobs.id), 422, 'CONVERSATION_MODEL_UNUSABLE');
    expectError(await switchTo(alice, taskId, 999_999), 422, 'CONVERSATION_MODEL_UNUSABLE');
    expect(taskOf(await alice.request('GET', `/api/v1/tasks/${taskId}`)).llm_driver_config_id).toBeNull();
    // Nor may Bob switch Alice's conversation to his own.
    expectError(await switchTo(bob, taskId, bobs.id), 404, 'NOT_FOUND');
  });
});
