import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mcpPath } from '../../src/http/mcp-endpoint.js';
import { tokenRouteRules } from '../../src/http/token-access.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import { type ApiUser, openTestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(testEngines)('API token scopes and agent lists on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let agent: { id: number };
  let otherAgent: { id: number };

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    agent = await api.agentOf(alice.id, { name: 'Mine' });
    otherAgent = await api.agentOf(alice.id, { name: 'Other' });
  });

  afterEach(async () => {
    await api.dispose();
  });

  async function tokenFor(user: ApiUser, body: Record<string, unknown>) {
    const response = await user.request('POST', '/api/v1/auth/tokens', { name: 'script', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { token: string; api_token: Record<string, unknown> };
  }
  const as =
    (token: string) =>
    (method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> =>
      api.anonymous(method, `/api/v1${url}`, body, { authorization: `Bearer ${token}` });
  const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.code).toBe(code);
  };
  const queued = async (agentId: number) => (await api.platform.orchestrator.start(agentId, 'Hello')).id;

  it('keeps the scope and agents a token was created with, and makes scope-less tokens admin', async () => {
    const limited = await tokenFor(alice, { scope: 'tasks', agent_ids: [agent.id] });
    expect(limited.api_token).toMatchObject({ scope: 'tasks', agent_ids: [agent.id] });
    const plain = await tokenFor(alice, {});
    expect(plain.api_token).toMatchObject({ scope: 'admin', agent_ids: null });
    const stored = await api.platform.database.db
      .selectFrom('api_tokens')
      .select(['scope', 'agent_ids'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { scope: 'tasks', agent_ids: JSON.stringify([agent.id]) },
      { scope: 'admin', agent_ids: null },
    ]);
  });

  it('lets a read token read anything its user may, and refuses every write', async () => {
    const taskId = await queued(agent.id);
    const read = as((await tokenFor(alice, { scope: 'read' })).token);
    expect((await read('GET', '/agents')).statusCode).toBe(200);
    expect((await read('GET', `/agents/${agent.id}`)).statusCode).toBe(200);
    expect((await read('GET', `/tasks/${taskId}`)).statusCode).toBe(200);
    const refused = await read('POST', '/tasks', { agent_id: agent.id, prompt: 'Hi' });
    expectError(refused, 403, 'TOKEN_SCOPE_INSUFFICIENT');
    expect(refused.json().error.details).toEqual({ required_scope: 'tasks', token_scope: 'read' });
    expectError(
      await read('PATCH', `/agents/${agent.id}`, { name: 'Renamed' }),
      403,
      'TOKEN_SCOPE_INSUFFICIENT',
    );
    expectError(await read('DELETE', `/tasks/${taskId}`), 403, 'TOKEN_SCOPE_INSUFFICIENT');
    expectError(await read('DELETE', `/agents/${agent.id}`), 403, 'TOKEN_SCOPE_INSUFFICIENT');
    expectError(await read('PATCH', '/auth/account', { display_name: 'X' }), 403, 'TOKEN_SCOPE_INSUFFICIENT');
    expect((await read('GET', '/no-such-route')).statusCode).toBe(404);
    const unchanged = await alice.request('GET', `/api/v1/agents/${agent.id}`);
    expect(unchanged.json().data.agent.name).toBe('Mine');
  });

  it('lets a tasks token start and decide tasks but not change an agent', async () => {
    const tasks = as((await tokenFor(alice, { scope: 'tasks' })).token);
    const started = await tasks('POST', '/tasks', { agent_id: agent.id, prompt: 'Hi' });
    expect(started.statusCode, started.body).toBe(201);
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'd1', name: 'files', arguments: { action: 'delete', path: '/x' } }],
    });
    const taskId = await queued(agent.id);
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
    const rejected = await tasks('POST', `/tasks/${taskId}/reject`, { reason: 'No.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const changed = await tasks('PATCH', `/agents/${agent.id}`, { name: 'Renamed' });
    expectError(changed, 403, 'TOKEN_SCOPE_INSUFFICIENT');
    expect(changed.json().error.details.required_scope).toBe('agents');
    expectError(await tasks('POST', '/agents', { name: 'New' }), 403, 'TOKEN_SCOPE_INSUFFICIENT');
  });

  it('lets an agents token change its agents but not the account or its tokens', async () => {
    const agents = as((await tokenFor(alice, { scope: 'agents' })).token);
    expect((await agents('PATCH', `/agents/${agent.id}`, { name: 'Renamed' })).statusCode).toBe(200);
    expectError(await agents('POST', '/auth/tokens', { name: 'wider' }), 403, 'TOKEN_SCOPE_INSUFFICIENT');
    expectError(await agents('PATCH', '/auth/password', {}), 403, 'TOKEN_SCOPE_INSUFFICIENT');
  });

  it('answers 404 for other agents and their tasks to a token limited to some agents', async () => {
    const ownTask = await queued(agent.id);
    const otherTask = await queued(otherAgent.id);
    const limited = as((await tokenFor(alice, { scope: 'agents', agent_ids: [agent.id] })).token);
    expect((await limited('GET', `/agents/${agent.id}`)).statusCode).toBe(200);
    expect((await limited('GET', `/tasks/${ownTask}`)).statusCode).toBe(200);
    expectError(await limited('GET', `/agents/${otherAgent.id}`), 404, 'NOT_FOUND');
    expectError(await limited('PATCH', `/agents/${otherAgent.id}`, { name: 'X' }), 404, 'NOT_FOUND');
    expectError(await limited('GET', `/tasks/${otherTask}`), 404, 'NOT_FOUND');
    expectError(await limited('POST', `/tasks/${otherTask}/abort`, {}), 404, 'NOT_FOUND');
    expectError(await limited('POST', '/tasks', { agent_id: otherAgent.id, prompt: 'Hi' }), 404, 'NOT_FOUND');
    expectError(
      await limited('POST', '/tasks', { agent_id: agent.id, prompt: 'Hi', parent_task_id: otherTask }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await limited('POST', '/tasks', { agent_id: agent.id, prompt: 'Hi', attachments: [1] }),
      403,
      'TOKEN_AGENT_LIMITED',
    );
    const started = await limited('POST', '/tasks', { agent_id: agent.id, prompt: 'Hi' });
    expect(started.statusCode, started.body).toBe(201);
    // Lists that span agents are refused rather than filtered; tasks can be listed per agent.
    expectError(await limited('GET', '/agents'), 403, 'TOKEN_AGENT_LIMITED');
    expectError(await limited('GET', '/approvals'), 403, 'TOKEN_AGENT_LIMITED');
    expectError(await limited('GET', '/tasks'), 403, 'TOKEN_AGENT_LIMITED');
    expectError(await limited('GET', `/tasks?agent_id=${otherAgent.id}`), 403, 'TOKEN_AGENT_LIMITED');
    const listed = await limited('GET', `/tasks?agent_id=${agent.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed
        .json()
        .data.tasks.map((task: { id: number }) => task.id)
        .sort(),
    ).toEqual([ownTask, started.json().data.task.id].sort());
  });

  it("refuses to limit a token to someone else's agent", async () => {
    const bob = await api.signUp();
    const bobsAgent = await api.agentOf(bob.id);
    const response = await alice.request('POST', '/api/v1/auth/tokens', {
      name: 'script',
      agent_ids: [agent.id, bobsAgent.id],
    });
    expectError(response, 422, 'VALIDATION_ERROR');
    expect(response.json().error.details.fields).toHaveProperty('agent_ids');
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const { token, api_token: created } = await tokenFor(alice, { scope: 'read' });
    await api.platform.database.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', Number(created.id))
      .execute();
    expectError(await as(token)('GET', '/auth/me'), 401, 'TOKEN_EXPIRED');
  });

  it('never lets a token mint a wider or longer-lived token', async () => {
    const read = as((await tokenFor(alice, { scope: 'read' })).token);
    expectError(
      await read('POST', '/auth/tokens', { name: 'wider', scope: 'admin' }),
      403,
      'TOKEN_SCOPE_INSUFFICIENT',
    );
    const limited = as((await tokenFor(alice, { scope: 'admin', agent_ids: [agent.id] })).token);
    expectError(await limited('POST', '/auth/tokens', { name: 'unlimited' }), 403, 'TOKEN_AGENT_LIMITED');
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const expiring = as((await tokenFor(alice, { scope: 'admin', expires_at: expiresAt })).token);
    expectError(await expiring('POST', '/auth/tokens', { name: 'forever' }), 403, 'TOKEN_SCOPE_INSUFFICIENT');
    const narrower = await expiring('POST', '/auth/tokens', {
      name: 'narrower',
      scope: 'read',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(narrower.statusCode, narrower.body).toBe(201);
  });

  it('opens /mcp only to a tasks token (or wider) without an agent list', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
    };
    // `/mcp` is not in the OpenAPI document, so it is injected without the contract check.
    const mcp = async (token: string) =>
      api.app.inject({
        method: 'POST',
        url: mcpPath,
        payload: initialize,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json, text/event-stream' },
      });
    expectError(await mcp((await tokenFor(alice, { scope: 'read' })).token), 403, 'TOKEN_SCOPE_INSUFFICIENT');
    const limited = await tokenFor(alice, { scope: 'tasks', agent_ids: [agent.id] });
    expectError(await mcp(limited.token), 403, 'TOKEN_AGENT_LIMITED');
  });

  it("keeps a member's admin token a member", async () => {
    const admin = as((await tokenFor(alice, { scope: 'admin' })).token);
    expectError(await admin('GET', '/users'), 403, 'FORBIDDEN');
  });

  it('leaves sessions unaffected', async () => {
    const response = await alice.request('PATCH', `/api/v1/agents/${agent.id}`, { name: 'Renamed' });
    expect(response.statusCode).toBe(200);
  });
});

describe('route classification for API tokens', () => {
  it('classifies every signed-in route, and lists no route that does not exist', async () => {
    const [engine] = testEngines;
    if (!engine) throw new Error('no test engine');
    const api = await openTestApi(engine);
    try {
      const document = (await api.anonymous('GET', '/api/v1/openapi.json')).json() as {
        paths: Record<string, Record<string, { security?: unknown[]; 'x-token-scope'?: string }>>;
      };
      // The document tells clients which scope each operation needs.
      expect(document.paths['/api/v1/tasks']?.post?.['x-token-scope']).toBe('tasks');
      expect(document.paths['/api/v1/agents/{id}']?.patch?.['x-token-scope']).toBe('agents');
      expect(document.paths['/api/v1/auth/login']?.post?.['x-token-scope']).toBeUndefined();
      const signedIn: string[] = [];
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          if (operation.security?.length === 0 || method === 'head') continue;
          // The document writes `{id}`; Fastify and the rules table write `:id`.
          const route = path.replace(/^\/api\/v1/, '').replace(/\{(\w+)\}/g, ':$1');
          signedIn.push(`${method.toUpperCase()} ${route}`);
        }
      }
      // `/mcp` is left out of the document; it is a route like the others.
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        expect(api.app.hasRoute({ method, url: mcpPath })).toBe(true);
        signedIn.push(`${method} ${mcpPath}`);
      }
      const unclassified = signedIn.filter((route) => !(route in tokenRouteRules));
      expect(unclassified, 'add these routes to tokenRouteRules in src/http/token-access.ts').toEqual([]);
      const stale = Object.keys(tokenRouteRules).filter((route) => !signedIn.includes(route));
      expect(stale, 'these rules name no signed-in route').toEqual([]);
    } finally {
      await api.dispose();
    }
  });
});
