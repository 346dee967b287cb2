import { describe, expect, it } from 'vitest';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { expectError, settledTask, useConversationApi } from './conversation-api.js';

describe.each(testEngines)('searching conversations on $name', (engine) => {
  const { llm, api, alice, bob, agent } = useConversationApi(engine);

  const search = async (user: ApiUser, q: string, extra = '') => {
    const response = await user.request('GET', `/api/v1/tasks?q=${encodeURIComponent(q)}${extra}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { tasks: { id: number }[]; pagination: { total: number } };
    return { ids: data.tasks.map((task) => task.id).sort((a, b) => a - b), total: data.pagination.total };
  };

  it('finds by title, by a message in the middle of a conversation, whatever the case', async () => {
    llm.enqueue(
      { kind: 'text', text: 'The Colosseum opens at nine.' },
      { kind: 'text', text: 'Noted.' },
      { kind: 'text', text: 'Bread needs flour.' },
    );
    const trip = await settledTask(api, agent.id, 'Plan a trip');
    await api.platform.orchestrator.continue(trip, 'Add a museum');
    await api.platform.orchestrator.tick(trip);
    const baking = await settledTask(api, agent.id, 'How to bake bread');
    const renamed = await alice.request('PATCH', `/api/v1/tasks/${baking}`, { title: 'Sourdough Weekend' });
    expect(renamed.statusCode).toBe(200);

    expect(await search(alice, 'colosseum')).toEqual({ ids: [trip], total: 1 });
    expect(await search(alice, 'SOURDOUGH')).toEqual({ ids: [baking], total: 1 });
    expect(await search(alice, 'Plan A')).toEqual({ ids: [trip], total: 1 });
    expect(await search(alice, 'needs flour')).toEqual({ ids: [baking], total: 1 });
    expect(await search(alice, 'a')).toEqual({ ids: [trip, baking], total: 2 });
    expect(await search(alice, 'nothing like it')).toEqual({ ids: [], total: 0 });
    // It combines with the other filters and keeps the paging.
    expect(await search(alice, 'a', `&agent_id=${agent.id}&top_level=true&per_page=1`)).toMatchObject({
      total: 2,
    });
    expect((await search(alice, 'a', '&per_page=1')).ids).toHaveLength(1);
  });

  it('matches % and _ only literally', async () => {
    llm.enqueue(
      { kind: 'text', text: 'Fine.' },
      { kind: 'text', text: 'Fine.' },
      { kind: 'text', text: 'Fine.' },
    );
    const percent = await settledTask(api, agent.id, 'Grow 50% faster');
    const underscore = await settledTask(api, agent.id, 'Rename my_file');
    await settledTask(api, agent.id, 'Grow 50 faster with myXfile');
    expect(await search(alice, '50%')).toEqual({ ids: [percent], total: 1 });
    expect(await search(alice, 'my_f')).toEqual({ ids: [underscore], total: 1 });
    expect(await search(alice, '%')).toEqual({ ids: [percent], total: 1 });
  });

  it("finds only the caller's conversations, and refuses an empty or overlong text", async () => {
    llm.enqueue({ kind: 'text', text: 'Fine.' }, { kind: 'text', text: 'Fine.' });
    const own = await settledTask(api, agent.id, 'Secret plan');
    const bobsAgent = await api.agentOf(bob.id);
    const bobs = await settledTask(api, bobsAgent.id, 'Secret plan too');
    expect(await search(alice, 'secret')).toEqual({ ids: [own], total: 1 });
    expect(await search(bob, 'secret')).toEqual({ ids: [bobs], total: 1 });
    expectError(await alice.request('GET', '/api/v1/tasks?q='), 422, 'VALIDATION_ERROR');
    expectError(await alice.request('GET', `/api/v1/tasks?q=${'x'.repeat(201)}`), 422, 'VALIDATION_ERROR');
  });
});
