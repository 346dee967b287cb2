import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/runtime/index.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openSse, type SseMessage } from '../support/sse-client.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

const password = 'correct horse battery staple';

interface Session {
  readonly cookie: string;
  readonly csrfToken: string;
}

describe.each(testEngines)('end to end over HTTP on $name', (engine) => {
  const llm = sharedFakeLlm();
  let test: TestPlatform;
  let server: RunningServer;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
    await test.platform.accounts.create({ email: 'operator@example.test', password });
    await test.platform.startWorker();
    server = await startServer(test.platform);
  });

  afterEach(async () => {
    await server.stop();
    await test.dispose();
  });

  async function call(
    session: Session | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: { data?: Record<string, unknown>; error?: { code: string } } }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (session) {
      headers.cookie = session.cookie;
      headers['x-csrf-token'] = session.csrfToken;
    }
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
  }

  async function signIn(): Promise<Session> {
    const response = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'operator@example.test', password }),
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = setCookie.split(';')[0] ?? '';
    const { data } = (await response.json()) as { data: { csrf_token: string } };
    return { cookie, csrfToken: data.csrf_token };
  }

  const data = <T>(response: { body: { data?: Record<string, unknown> } }, key: string) =>
    response.body.data?.[key] as T;

  it('pauses for approval, takes an edited approval and a rejection, and completes', async () => {
    const session = await signIn();

    const config = await call(session, 'POST', '/llm-configs', {
      name: 'Fake model',
      driver_class: 'core/OpenAiCompatibleDriver',
      settings: { base_url: llm.openaiBaseUrl, api_key: 'sk-test-key', model: 'fake-model' },
    });
    expect(config.status).toBe(201);
    const configId = data<{ id: number }>(config, 'config').id;

    const agentResponse = await call(session, 'POST', '/agents', {
      name: 'Arithmetic',
      system_prompt: 'You compute.',
      llm_driver_config_id: configId,
    });
    expect(agentResponse.status).toBe(201);
    const agentId = data<{ id: number }>(agentResponse, 'agent').id;

    expect((await call(session, 'POST', `/agents/${agentId}/tools/calculator/enable`, {})).status).toBe(201);
    const flags = await call(session, 'PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
      requires_approval: true,
    });
    expect(flags.status).toBe(200);

    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'call_add', name: 'calculator', arguments: { expression: '2 + 2' } },
          { id: 'call_mul', name: 'calculator', arguments: { expression: '3 * 3' } },
        ],
      },
      { kind: 'text', text: 'The sum is 5; the product was not computed.' },
    );

    const events = await openSse(`${server.url}/api/v1/events`, { cookie: session.cookie });
    expect(events.status).toBe(200);
    const started = await call(session, 'POST', '/tasks', { agent_id: agentId, prompt: 'Add and multiply.' });
    expect(started.status).toBe(201);
    const taskId = data<{ id: number }>(started, 'task').id;

    const forTask = (type: string) => (message: SseMessage) =>
      message.event === type && JSON.parse(message.data).task_id === taskId;
    const pause = await events.waitFor(forTask('pending_approval'));
    const pending = JSON.parse(pause.data).pending_calls as { provider_call_id: string }[];
    expect(pending.map((entry) => entry.provider_call_id).sort()).toEqual(['call_add', 'call_mul']);
    const lastSeen = pause.id;
    expect(lastSeen).toMatch(/^\d+$/);
    events.close();

    const paused = await call(session, 'GET', `/tasks/${taskId}`);
    expect(data<{ status: string }>(paused, 'task').status).toBe('PENDING_APPROVAL');

    const approved = await call(session, 'POST', `/tasks/${taskId}/approve`, {
      decisions: [
        { provider_call_id: 'call_add', decision: 'approve', arguments: { expression: '2 + 3' } },
        { provider_call_id: 'call_mul', decision: 'reject', reason: 'Not needed.' },
      ],
    });
    expect(approved.status).toBe(200);

    // Reconnect from the last event seen: what happened meanwhile is replayed, then the rest live.
    const resumed = await openSse(`${server.url}/api/v1/events`, {
      cookie: session.cookie,
      'last-event-id': String(lastSeen),
    });
    const completed = await resumed.waitFor(
      (message) => forTask('task_status')(message) && JSON.parse(message.data).task.status === 'COMPLETED',
      { timeoutMs: 15_000 },
    );
    expect(JSON.parse(completed.data).task.final_response).toBe(
      'The sum is 5; the product was not computed.',
    );
    const ids = resumed.received
      .filter((message) => message.id !== null)
      .map((message) => Number(message.id));
    expect(ids[0]).toBe(Number(lastSeen) + 1);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(resumed.received.some((message) => message.event === 'reset')).toBe(false);
    resumed.close();

    const finished = data<{
      status: string;
      tool_calls: {
        provider_call_id: string;
        status: string;
        approved_arguments: unknown;
        result_content: string | null;
      }[];
    }>(await call(session, 'GET', `/tasks/${taskId}`), 'task');
    expect(finished.status).toBe('COMPLETED');
    const byId = Object.fromEntries(finished.tool_calls.map((entry) => [entry.provider_call_id, entry]));
    expect(byId.call_add).toMatchObject({ status: 'COMPLETED', approved_arguments: { expression: '2 + 3' } });
    expect(byId.call_add?.result_content).toContain('5');
    expect(byId.call_mul?.status).toBe('REJECTED');

    // The model saw the edited call's result and the rejection.
    const secondRequest = JSON.stringify(llm.requests[1]?.body ?? {});
    expect(secondRequest).toContain('call_add');
    expect(secondRequest).toContain('Not needed.');
  });
});
