import { describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import { taskOf, useConversationApi } from './conversation-api.js';

describe.each(testEngines)('rejected and failed call counts on $name', (engine) => {
  const { llm, api, alice, agent } = useConversationApi(engine);

  it('counts one rejected and one failed call in the list and the detail', async () => {
    const orchestrator = api.platform.orchestrator;
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'boom', name: 'explode', arguments: {} }] },
      {
        kind: 'tool_calls',
        calls: [{ id: 'del', name: 'files', arguments: { action: 'delete', path: '/x' } }],
      },
      { kind: 'text', text: 'Left it.' },
    );
    const task = await orchestrator.start(agent.id, 'Tidy up');
    expect((await orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
    const rejected = await alice.request('POST', `/api/v1/tasks/${task.id}/reject`, { reason: 'No.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await orchestrator.tick(task.id)).status).toBe('COMPLETED');
    // A second task of the page without calls counts none.
    llm.enqueue({ kind: 'text', text: 'Hi.' });
    const quiet = await orchestrator.start(agent.id, 'Hello');
    await orchestrator.tick(quiet.id);

    const detail = taskOf(await alice.request('GET', `/api/v1/tasks/${task.id}`));
    expect(detail.tool_calls.map((call) => call.status)).toEqual(['FAILED', 'REJECTED']);
    expect(detail).toMatchObject({ rejected_call_count: 1, failed_call_count: 1 });
    const list = (await alice.request('GET', '/api/v1/tasks')).json().data.tasks as {
      id: number;
      rejected_call_count: number;
      failed_call_count: number;
    }[];
    expect(list.find((item) => item.id === task.id)).toMatchObject({
      rejected_call_count: 1,
      failed_call_count: 1,
    });
    expect(list.find((item) => item.id === quiet.id)).toMatchObject({
      rejected_call_count: 0,
      failed_call_count: 0,
    });
  });
});
