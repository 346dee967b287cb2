import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { ConversationExportResource } from '../../src/http/schemas/conversation-export-resource.js';
import { testEngines } from '../support/test-databases.js';
import { expectError, useConversationApi } from './conversation-api.js';

describe.each(testEngines)('exporting conversations on $name', (engine) => {
  const { llm, api, alice, bob, agent } = useConversationApi(engine);

  async function conversation(): Promise<number> {
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'say', name: 'echo', arguments: { text: 'hi there' } }] },
      { kind: 'text', text: 'I said hi.' },
    );
    const task = await api.platform.orchestrator.start(agent.id, 'Greet the team');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('COMPLETED');
    return task.id;
  }

  it('writes a Markdown transcript with the messages and the tool call', async () => {
    const taskId = await conversation();
    const response = await alice.request('GET', `/api/v1/tasks/${taskId}/export?format=markdown`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="greet-the-team-${taskId}.md"`,
    );
    const text = response.body;
    expect(text).toMatch(/^# Greet the team\n/);
    expect(text).toContain('## User');
    expect(text).toContain('Greet the team');
    expect(text).toContain('## Assistant');
    expect(text).toContain('I said hi.');
    expect(text).toContain('### Tool call: echo (COMPLETED)');
    expect(text).toContain('"text": "hi there"');
    expect(text).toContain('echo: hi there');
    // Markdown is the default.
    const plain = await alice.request('GET', `/api/v1/tasks/${taskId}/export`);
    expect(plain.body).toBe(text);
  });

  it('writes JSON that matches its schema', async () => {
    const taskId = await conversation();
    const response = await alice.request('GET', `/api/v1/tasks/${taskId}/export?format=json`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="greet-the-team-${taskId}.json"`,
    );
    const body = response.json();
    const validator = Compile(ConversationExportResource);
    expect([...validator.Errors(body)]).toEqual([]);
    expect(body.task).toMatchObject({ id: taskId, title: 'Greet the team', agent_name: expect.any(String) });
    expect(body.messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'assistant',
    ]);
    expect(body.messages[1].tool_calls).toEqual([
      {
        provider_call_id: 'say',
        tool_name: 'echo',
        status: 'COMPLETED',
        arguments: { text: 'hi there' },
        decision: null,
        result: { success: true, content: 'echo: hi there' },
      },
    ]);
  });

  it("lets an approver of the agent export the task they decide on, and nothing of the owner's more", async () => {
    const policy = await alice.request('PUT', `/api/v1/agents/${agent.id}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [bob.id],
      escalation_user_ids: [],
      deadline: null,
      deadline_reason: null,
      operations: [],
    });
    expect(policy.statusCode, policy.body).toBe(200);
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'd1', name: 'files', arguments: { action: 'delete', path: '/x' } }],
    });
    const task = await api.platform.orchestrator.start(agent.id, 'Delete it');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');

    const exported = await bob.request('GET', `/api/v1/tasks/${task.id}/export?format=json`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().task).toMatchObject({ id: task.id, title: 'Delete it' });
    expectError(await bob.request('PATCH', `/api/v1/tasks/${task.id}`, { title: 'Mine' }), 404, 'NOT_FOUND');
    expectError(await bob.request('POST', `/api/v1/tasks/${task.id}/regenerate`), 404, 'NOT_FOUND');
    const stranger = await api.signUp();
    expectError(await stranger.request('GET', `/api/v1/tasks/${task.id}/export`), 404, 'NOT_FOUND');
  });

  it('refuses another user and an unknown format', async () => {
    const taskId = await conversation();
    expectError(await bob.request('GET', `/api/v1/tasks/${taskId}/export`), 404, 'NOT_FOUND');
    expectError(
      await alice.request('GET', `/api/v1/tasks/${taskId}/export?format=pdf`),
      422,
      'VALIDATION_ERROR',
    );
  });
});
