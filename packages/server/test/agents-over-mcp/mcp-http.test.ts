/**
 * `/mcp` over real HTTP with the SDK's own client: a user's agents as tools, a run to its answer,
 * a pause for approval decided over REST and picked up again, failures, cancellation, list
 * changes, and who may not get in: no token, a wrong one, another user, a foreign page.
 */
import { McpError, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import { firstText, type McpFixture, type McpPerson, openMcpFixture } from './mcp-fixture.js';

describe.each(testEngines)('/mcp on $name', (engine) => {
  let fixture: McpFixture;
  let ada: McpPerson;

  beforeEach(async () => {
    fixture = await openMcpFixture(engine);
    ada = await fixture.person('ada@example.test');
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  const bearer = (person: McpPerson) => ({ authorization: `Bearer ${person.token}` });

  it("lists the user's agents that are not archived, named after them, and no one else's", async () => {
    const research = await fixture.agent(ada.id, 'Research Assistant', 'Finds things out.');
    await fixture.agent(ada.id, 'Research assistant');
    const archived = await fixture.agent(ada.id, 'Old one');
    await ada.rest('PATCH', `/agents/${archived.id}`, { is_archived: true });
    const grace = await fixture.person('grace@example.test');
    await fixture.agent(grace.id, 'Secret Planner');

    const client = await fixture.connect(bearer(ada));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'research_assistant',
      expect.stringMatching(/^research_assistant_\d+$/),
    ]);
    const [first] = tools;
    expect(first?.title).toBe('Research Assistant');
    expect(first?.description).toMatch(/^Finds things out\./);
    expect(first?.description).toContain('pending approval');
    expect(first?.inputSchema.properties).toHaveProperty('prompt');
    expect(first?.inputSchema.properties).toHaveProperty('task_id');
    expect(research.id).toBeGreaterThan(0);
  });

  it('runs the agent and answers with its final answer, reporting progress on the way', async () => {
    await fixture.agent(ada.id, 'Helper');
    fixture.llm.enqueue({ kind: 'text', text: 'Forty-two.' });
    const client = await fixture.connect(bearer(ada));
    const progress: string[] = [];
    const result = await client.callTool(
      { name: 'helper', arguments: { prompt: 'What is the answer?' } },
      undefined,
      {
        onprogress: (update) => progress.push(update.message ?? ''),
      },
    );
    expect(result.isError).toBeFalsy();
    expect(firstText(result)).toBe('Forty-two.');
    const { task_id: taskId, status } = result.structuredContent as { task_id: number; status: string };
    expect(status).toBe('COMPLETED');
    expect(progress.length).toBeGreaterThan(0);
    const task = await ada.rest('GET', `/tasks/${taskId}`);
    expect(task.body.data?.task?.status).toBe('COMPLETED');
  });

  it('answers "pending approval" with a link, and the answer once the call is approved over REST', async () => {
    await fixture.agent(ada.id, 'Helper');
    fixture.llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ id: 'call_1', name: 'calculator', arguments: { expression: '6 * 7' } }],
      },
      { kind: 'text', text: 'It is 42.' },
    );
    const client = await fixture.connect(bearer(ada));
    const paused = await client.callTool({ name: 'helper', arguments: { prompt: 'Compute 6 * 7.' } });
    expect(paused.isError).toBeFalsy();
    const { task_id: taskId } = paused.structuredContent as { task_id: number };
    expect(firstText(paused)).toMatch(
      new RegExp(`^pending approval: ${fixture.server.url}/tasks/${taskId}\\n`),
    );
    expect(firstText(paused)).toContain('calculator');

    // Asked again before anyone decided, it says the same.
    const still = await client.callTool({ name: 'helper', arguments: { task_id: taskId } });
    expect(firstText(still)).toMatch(/^pending approval: /);

    const approved = await ada.rest('POST', `/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'call_1', decision: 'approve' }],
    });
    expect(approved.status).toBe(200);
    const resumed = await client.callTool({ name: 'helper', arguments: { task_id: taskId } });
    expect(resumed.isError).toBeFalsy();
    expect(firstText(resumed)).toBe('It is 42.');
  });

  it('continues a finished task with a follow-up prompt', async () => {
    await fixture.agent(ada.id, 'Helper');
    fixture.llm.enqueue({ kind: 'text', text: 'First.' }, { kind: 'text', text: 'Second.' });
    const client = await fixture.connect(bearer(ada));
    const first = await client.callTool({ name: 'helper', arguments: { prompt: 'One' } });
    const { task_id: taskId } = first.structuredContent as { task_id: number };
    const second = await client.callTool({ name: 'helper', arguments: { prompt: 'Two', task_id: taskId } });
    expect(firstText(second)).toBe('Second.');
    expect((second.structuredContent as { task_id: number }).task_id).toBe(taskId);
  });

  it('answers a failed run as an error result with the reason', async () => {
    await fixture.agent(ada.id, 'Helper');
    // A refused key pauses the task for a new one; a refused request fails it.
    fixture.llm.enqueue({ kind: 'error', status: 404, message: 'no such model' });
    const client = await fixture.connect(bearer(ada));
    const result = await client.callTool({ name: 'helper', arguments: { prompt: 'Hello' } });
    expect(result.isError).toBe(true);
    expect(firstText(result)).toMatch(/^The task failed: .*LLM configuration/);
  });

  it('refuses bad arguments with a coded error result', async () => {
    await fixture.agent(ada.id, 'Helper');
    const client = await fixture.connect(bearer(ada));
    const empty = await client.callTool({ name: 'helper', arguments: {} });
    expect(empty.isError).toBe(true);
    expect(firstText(empty)).toMatch(/^VALIDATION_ERROR: /);
    const unknownTask = await client.callTool({ name: 'helper', arguments: { task_id: 999_999 } });
    expect(firstText(unknownTask)).toMatch(/^NOT_FOUND: /);
  });

  it('aborts the task when the client cancels the call', async () => {
    await fixture.agent(ada.id, 'Helper');
    fixture.llm.enqueue({ kind: 'hang' });
    const client = await fixture.connect(bearer(ada));
    const cancel = new AbortController();
    const call = client.callTool({ name: 'helper', arguments: { prompt: 'Take your time' } }, undefined, {
      signal: cancel.signal,
    });
    await fixture.llm.waitForRequests(1, 10_000);
    cancel.abort();
    await expect(call).rejects.toThrow();
    const tasks = await ada.rest('GET', '/tasks');
    const [taskId] = (tasks.body.data?.tasks ?? []).map((task) => task.id);
    await expect
      .poll(async () => (await ada.rest('GET', `/tasks/${taskId}`)).body.data?.task?.status)
      .toBe('ABORTED');
  });

  it('announces a changed tool list when an agent is created, renamed or archived', async () => {
    const helper = await fixture.agent(ada.id, 'Helper');
    const client = await fixture.connect(bearer(ada));
    await client.listTools();
    let changes = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      changes += 1;
    });
    expect((await ada.rest('POST', '/agents', { name: 'Writer' })).status).toBe(201);
    await expect.poll(() => changes).toBe(1);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['helper', 'writer']);
    await ada.rest('PATCH', `/agents/${helper.id}`, { name: 'Calculating Helper' });
    await expect.poll(() => changes).toBe(2);
    await ada.rest('PATCH', `/agents/${helper.id}`, { is_archived: true });
    await expect.poll(() => changes).toBe(3);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['writer']);
  });

  it("never runs another user's agent, even by its tool name", async () => {
    const grace = await fixture.person('grace@example.test');
    await fixture.agent(grace.id, 'Secret Planner');
    const client = await fixture.connect(bearer(ada));
    await expect(
      client.callTool({ name: 'secret_planner', arguments: { prompt: 'Tell me' } }),
    ).rejects.toThrow(McpError);
    expect(fixture.llm.requests).toHaveLength(0);
  });

  it('refuses a missing or wrong token, and a page from another origin', async () => {
    await expect(fixture.connect({})).rejects.toThrow(/401|UNAUTHENTICATED/);
    await expect(fixture.connect({ authorization: 'Bearer spora_pat_wrong' })).rejects.toThrow(
      /401|UNAUTHENTICATED/,
    );
    await expect(fixture.connect({ ...bearer(ada), origin: 'https://evil.example' })).rejects.toThrow(
      /403|FORBIDDEN/,
    );
    const sameOrigin = await fixture.connect({ ...bearer(ada), origin: fixture.server.url });
    expect((await sameOrigin.listTools()).tools).toEqual([]);
  });

  it('takes the session cookie only with its CSRF header', async () => {
    await fixture.test.platform.accounts.create({
      email: 'cookie@example.test',
      password: 'correct horse battery staple',
    });
    const login = await fetch(`${fixture.server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cookie@example.test', password: 'correct horse battery staple' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { data } = (await login.json()) as { data: { csrf_token: string } };
    await expect(fixture.connect({ cookie })).rejects.toThrow(/403|CSRF_INVALID/);
    const client = await fixture.connect({ cookie, 'x-csrf-token': data.csrf_token });
    expect((await client.listTools()).tools).toEqual([]);
  });

  it('keeps a session to the user who opened it', async () => {
    const client = await fixture.connect(bearer(ada));
    const sessionId = (client.transport as { sessionId?: string } | undefined)?.sessionId;
    expect(sessionId).toBeTruthy();
    const grace = await fixture.person('grace@example.test');
    const response = await fetch(new URL('/mcp', fixture.server.url), {
      method: 'POST',
      headers: {
        ...bearer(grace),
        'mcp-session-id': sessionId ?? '',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(404);
  });
});

describe.each(testEngines.slice(0, 1))('/mcp with a public address on $name', (engine) => {
  it('links pending approvals to the address people open Spora at', async () => {
    const fixture = await openMcpFixture(engine, { publicUrl: 'https://spora.example.test/' });
    try {
      const ada = await fixture.person('ada@example.test');
      await fixture.agent(ada.id, 'Helper');
      fixture.llm.enqueue({
        kind: 'tool_calls',
        calls: [{ id: 'call_1', name: 'calculator', arguments: { expression: '1 + 1' } }],
      });
      const client = await fixture.connect({ authorization: `Bearer ${ada.token}` });
      const paused = await client.callTool({ name: 'helper', arguments: { prompt: 'Add.' } });
      const { task_id: taskId } = paused.structuredContent as { task_id: number };
      expect(firstText(paused)).toMatch(
        new RegExp(`^pending approval: https://spora\\.example\\.test/tasks/${taskId}\\n`),
      );
      // A page at the public address is this server's own.
      const fromPublicPage = await fixture.connect({
        authorization: `Bearer ${ada.token}`,
        origin: 'https://spora.example.test',
      });
      expect((await fromPublicPage.listTools()).tools.map((tool) => tool.name)).toEqual(['helper']);
    } finally {
      await fixture.dispose();
    }
  });
});

describe.each(testEngines.slice(0, 1))('/mcp in client runtime mode on $name', (engine) => {
  it('runs the task itself, since no worker does', async () => {
    const fixture = await openMcpFixture(engine, { runtimeMode: 'client' }, { worker: false });
    try {
      const ada = await fixture.person('ada@example.test');
      await fixture.agent(ada.id, 'Helper');
      fixture.llm.enqueue({ kind: 'text', text: 'Done without a worker.' });
      const client = await fixture.connect({ authorization: `Bearer ${ada.token}` });
      const result = await client.callTool({ name: 'helper', arguments: { prompt: 'Go' } });
      expect(firstText(result)).toBe('Done without a worker.');
    } finally {
      await fixture.dispose();
    }
  });
});
