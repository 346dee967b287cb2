/**
 * A rehearsal with a worker running its tasks: cancelling aborts the task the model is answering;
 * and API tokens limited to some agents reach only those agents' rehearsals and prompt sets.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('rehearsals with a worker and API tokens on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TestApi;
  let owner: ApiUser;
  let agentId: number;

  beforeEach(async () => {
    api = await openTestApi(engine);
    await createLlmConfiguration(api.platform.database.db, {
      settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
    });
    await api.platform.startWorker();
    owner = await api.signUp();
    agentId = (await createAgent(api.platform.database.db, owner.id, { name: 'Slow' })).id;
  });

  afterEach(async () => {
    await api.dispose();
  });

  const statusOf = async (taskId: number) =>
    (
      await api.platform.database.db
        .selectFrom('tasks')
        .select('status')
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow()
    ).status;

  it('cancels a running rehearsal: its task is aborted and the rehearsal reads as cancelled', async () => {
    // An answer that takes long enough for the cancel to find the task running.
    llm.enqueue({ kind: 'text', text: 'Too late.', delayMs: 60_000 });
    const made = await owner.request('POST', `/api/v1/agents/${agentId}/rehearsals`, {
      source: { kind: 'prompt', prompt: 'Take your time' },
    });
    const { id, runs } = (made.json() as { data: { id: number; runs: { task_id: number }[] } }).data;
    const taskId = runs[0]?.task_id as number;
    await llm.waitForRequests(1, 30_000);
    expect(await statusOf(taskId)).toBe('RUNNING');

    const cancelled = await owner.request('POST', `/api/v1/rehearsals/${id}/cancel`, {});
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled', runs: [{ task_id: taskId }] } });
    expect(await statusOf(taskId)).toBe('ABORTED');
  });

  it('keeps a token limited to some agents to their rehearsals and prompt sets', async () => {
    const other = (await createAgent(api.platform.database.db, owner.id, { name: 'Other' })).id;
    const sets = async (agent: number) =>
      (
        (
          await owner.request('POST', `/api/v1/agents/${agent}/rehearsal-prompt-sets`, {
            name: 'Set',
            prompts: ['Hello'],
          })
        ).json() as { data: { id: number } }
      ).data.id;
    const mineSet = await sets(agentId);
    const otherSet = await sets(other);
    llm.enqueue({ kind: 'text', text: 'A.', delayMs: 60_000 }, { kind: 'text', text: 'B.', delayMs: 60_000 });
    const rehearse = async (agent: number) =>
      (
        (
          await owner.request('POST', `/api/v1/agents/${agent}/rehearsals`, {
            source: { kind: 'prompt', prompt: 'Hi' },
          })
        ).json() as { data: { id: number } }
      ).data.id;
    const mine = await rehearse(agentId);
    const theirs = await rehearse(other);

    const minted = await owner.request('POST', '/api/v1/auth/tokens', {
      name: 'Limited',
      scope: 'agents',
      agent_ids: [agentId],
    });
    const token = (minted.json() as { data: { token: string } }).data.token;
    const withToken = (method: 'GET' | 'PATCH' | 'POST', url: string, body?: unknown) =>
      api.anonymous(method, url, body, { authorization: `Bearer ${token}` });

    expect((await withToken('GET', `/api/v1/rehearsals/${mine}`)).statusCode).toBe(200);
    expect((await withToken('GET', `/api/v1/rehearsals/${theirs}`)).statusCode).toBe(404);
    expect((await withToken('POST', `/api/v1/rehearsals/${theirs}/cancel`, {})).statusCode).toBe(404);
    expect((await withToken('GET', `/api/v1/agents/${other}/rehearsals`)).statusCode).toBe(404);
    expect(
      (await withToken('PATCH', `/api/v1/rehearsal-prompt-sets/${mineSet}`, { name: 'Renamed' })).statusCode,
    ).toBe(200);
    expect(
      (await withToken('PATCH', `/api/v1/rehearsal-prompt-sets/${otherSet}`, { name: 'No' })).statusCode,
    ).toBe(404);
    for (const id of [mine, theirs]) await owner.request('POST', `/api/v1/rehearsals/${id}/cancel`, {});
  });
});
