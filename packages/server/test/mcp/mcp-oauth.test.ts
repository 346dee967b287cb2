/**
 * An MCP server behind OAuth 2.1, with the authorization server the SDK's server-side helpers
 * build, started by the test: a user connects their own account (discovery, dynamic client
 * registration, PKCE), the tokens are stored encrypted per user and refreshed before they expire;
 * a run of a user who is not connected waits, with a notification that has the link, and runs
 * the call once they connect.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { McpServerService } from '../../src/mcp/index.js';
import { setOperationOverride } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

const script = fileURLToPath(new URL('../fixtures/mcp/oauth-fixture-server.mjs', import.meta.url));

/** Follows the authorization URL as a browser would, to the redirect back to Spora. */
async function approveInBrowser(authorizationUrl: string): Promise<{ code: string; state: string }> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.pathname).toBe('/settings/mcp-servers/connected');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

describe.each(testEngines)('MCP OAuth on $name', (engine) => {
  let fixture: ChildProcess;
  let url: string;
  let harness: LoopHarness;
  let model: ScriptedLlmDriver;
  let servers: McpServerService;

  beforeAll(async () => {
    // Tokens that live 30 s are always within the minute Spora refreshes ahead: every call refreshes.
    fixture = spawn(process.execPath, [script, '0'], {
      env: { ...process.env, FIXTURE_TOKEN_SECONDS: '30' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve) => {
      let seen = '';
      fixture.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString('utf8');
        const match = /listening (\d+)/.exec(seen);
        if (match) resolve(Number(match[1]));
      });
    });
    url = `http://localhost:${port}/mcp`;
  });

  afterAll(() => {
    fixture.kill();
  });

  beforeEach(async () => {
    model = new ScriptedLlmDriver();
    harness = await openLoopHarness(engine, 'worker', () => model, { liveEvents: true });
    servers = harness.test.platform.mcpServers.of({ id: harness.userId, isAdmin: false });
  });

  afterEach(async () => {
    await harness.dispose();
  });

  const db = () => harness.test.platform.database.db;
  const register = () =>
    servers.create({ slug: 'secure', name: 'Secure', transport: 'http', url, auth: 'oauth' });
  const connect = async (serverId: number) => {
    const authorizationUrl = await servers.connect(serverId);
    expect(authorizationUrl?.searchParams.get('code_challenge_method')).toBe('S256');
    const { code, state } = await approveInBrowser(authorizationUrl?.href ?? '');
    return servers.finishConnect(state, code);
  };
  const storedTokens = async () => {
    const row = await db().selectFrom('mcp_oauth_credentials').selectAll().executeTakeFirstOrThrow();
    expect(row.data).toMatch(/^enc:/);
    const decrypted = harness.test.platform.encryption.decrypt(row.data, 'test');
    if (!decrypted.ok) throw new Error('undecryptable');
    return (JSON.parse(decrypted.value) as { tokens: { access_token: string; refresh_token: string } })
      .tokens;
  };

  it('lists nothing until the user connects, then lists and calls with their tokens, refreshed ahead of expiry', async () => {
    const server = await register();
    expect(server.tools).toEqual([]);
    expect(server.lastError).toMatch(/connect/i);
    expect(await servers.isConnected(server)).toBe(false);

    const connected = await connect(server.id);
    expect(await servers.isConnected(connected)).toBe(true);
    expect(connected.tools.map((tool) => tool.name)).toEqual(['echo']);
    const afterConnect = await storedTokens();
    expect(
      JSON.stringify(await db().selectFrom('mcp_oauth_credentials').selectAll().execute()),
    ).not.toContain(afterConnect.access_token);

    const agent = await harness.agent({ tools: { 'mcp-secure/echo': 'mcp-secure:echo' } });
    await setOperationOverride(db(), agent.id, 'mcp-secure/echo', 'call', { requires_approval: 0 });
    model.enqueue(
      { toolCalls: [{ id: 'e', name: 'mcp-secure:echo', arguments: { text: 'hi' } }] },
      { text: 'done' },
    );
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    expect(task.status).toBe('COMPLETED');
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', task.id).execute();
    expect(call).toMatchObject({ status: 'COMPLETED', result_content: 'secure echo: hi' });
    // The token was due within the minute, so it was refreshed before the call.
    const afterCall = await storedTokens();
    expect(afterCall.access_token).not.toBe(afterConnect.access_token);
    expect(afterCall.refresh_token).not.toBe(afterConnect.refresh_token);
  });

  it('waits for a missing connection, notifies the owner once, and runs the call once they connect', async () => {
    const server = await register();
    await connect(server.id);
    const agent = await harness.agent({ tools: { 'mcp-secure/echo': 'mcp-secure:echo' } });
    await setOperationOverride(db(), agent.id, 'mcp-secure/echo', 'call', { requires_approval: 0 });
    await servers.disconnect(server.id);

    model.enqueue(
      { toolCalls: [{ id: 'a', name: 'mcp-secure:echo', arguments: { text: '1' } }] },
      { text: 'done' },
    );
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    expect(task.status).toBe('AWAITING_CONNECTION');
    const callsOf = (taskId: number) =>
      db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('id').execute();
    // The call did not fail: it waits, approved, with no result, to be made again.
    expect(await callsOf(task.id)).toMatchObject([
      { status: 'APPROVED', result_content: null, execution_started_at: null },
    ]);
    const link = harness.test.platform.mcpServers.connectUrl(server.id);
    const notices = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('type', '=', 'mcp_connect')
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ user_id: harness.userId, task_id: task.id });
    expect(JSON.parse(notices[0]?.data ?? '{}')).toMatchObject({
      connect_url: link,
      mcp_server_id: server.id,
    });

    await connect(server.id);
    const resumed = await harness.settled(task.id);
    expect(resumed).toMatchObject({ status: 'COMPLETED', final_response: 'done' });
    expect(await callsOf(task.id)).toMatchObject([{ status: 'COMPLETED', result_content: 'secure echo: 1' }]);
  });

  it('waits when the token expired and its refresh is refused, and runs the call once they connect again', async () => {
    const server = await register();
    await connect(server.id);
    const agent = await harness.agent({ tools: { 'mcp-secure/echo': 'mcp-secure:echo' } });
    await setOperationOverride(db(), agent.id, 'mcp-secure/echo', 'call', { requires_approval: 0 });
    const revoked = await fetch(new URL('/revoke-all', url), { method: 'POST' });
    expect(revoked.status).toBe(200);

    model.enqueue(
      { toolCalls: [{ id: 'x', name: 'mcp-secure:echo', arguments: { text: '2' } }] },
      { text: 'done' },
    );
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    expect(task.status).toBe('AWAITING_CONNECTION');

    await connect(server.id);
    const resumed = await harness.settled(task.id);
    expect(resumed).toMatchObject({ status: 'COMPLETED', final_response: 'done' });
    const calls = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', task.id).execute();
    expect(calls).toMatchObject([{ status: 'COMPLETED', result_content: 'secure echo: 2' }]);
  });

  it('waits for the connection after a person approved the call, then runs it once they connect', async () => {
    const server = await register();
    await connect(server.id);
    const agent = await harness.agent({ tools: { 'mcp-secure/echo': 'mcp-secure:echo' } });
    await servers.disconnect(server.id);
    model.enqueue(
      { toolCalls: [{ id: 'a', name: 'mcp-secure:echo', arguments: { text: 'ok' } }] },
      { text: 'done' },
    );
    const paused = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    expect(paused.status).toBe('PENDING_APPROVAL');
    await harness.orchestrator.resume(paused.id, [{ provider_call_id: 'a', decision: 'approve' }]);
    expect((await harness.settled(paused.id)).status).toBe('AWAITING_CONNECTION');

    await connect(server.id);
    expect(await harness.settled(paused.id)).toMatchObject({ status: 'COMPLETED', final_response: 'done' });
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', paused.id).execute();
    expect(call).toMatchObject({ status: 'COMPLETED', result_content: 'secure echo: ok' });
  });

  it('aborts a task waiting for a connection, closing its waiting call', async () => {
    const server = await register();
    await connect(server.id);
    const agent = await harness.agent({ tools: { 'mcp-secure/echo': 'mcp-secure:echo' } });
    await setOperationOverride(db(), agent.id, 'mcp-secure/echo', 'call', { requires_approval: 0 });
    await servers.disconnect(server.id);
    model.enqueue({ toolCalls: [{ id: 'a', name: 'mcp-secure:echo', arguments: { text: '1' } }] });
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Echo')).id);
    expect(task.status).toBe('AWAITING_CONNECTION');
    expect((await harness.orchestrator.abort(task.id)).status).toBe('ABORTED');
    const [call] = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', task.id).execute();
    expect(call?.status).not.toBe('APPROVED');
  });

  it('refuses a callback whose state is not the user’s own connection', async () => {
    const server = await register();
    const authorizationUrl = await servers.connect(server.id);
    const { code, state } = await approveInBrowser(authorizationUrl?.href ?? '');
    const other = harness.test.platform.mcpServers.of({ id: harness.userId + 1000, isAdmin: false });
    await expect(other.finishConnect(state, code)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(servers.finishConnect('not-a-state', code)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('connects through the API: POST …/connect gives the URL, POST …/oauth/callback completes it', async () => {
    const { buildHttpApp } = await import('../../src/http/index.js');
    const app = await buildHttpApp(harness.test.platform);
    const email = 'oauth-api@example.test';
    await harness.test.platform.accounts.create({ email, password: 'correct horse battery staple' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'correct horse battery staple' },
    });
    const headers = {
      cookie: String(login.headers['set-cookie']).split(';')[0] ?? '',
      'x-csrf-token': login.json().data.csrf_token as string,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/mcp-servers',
      headers,
      payload: { slug: 'secure', name: 'Secure', transport: 'http', url, auth: 'oauth' },
    });
    const id = created.json().data.server.id;
    expect(created.json().data.server).toMatchObject({ auth: 'oauth', connected: false, tools: [] });
    const started = await app.inject({
      method: 'POST',
      url: `/api/v1/mcp-servers/${id}/connect`,
      headers,
      payload: {},
    });
    const { connection } = started.json().data;
    expect(connection.connected).toBe(false);
    const { code, state } = await approveInBrowser(connection.authorization_url);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/mcp-servers/oauth/callback',
      headers,
      payload: { state: 'nope', code },
    });
    expect(wrong.statusCode).toBe(404);
    const done = await app.inject({
      method: 'POST',
      url: '/api/v1/mcp-servers/oauth/callback',
      headers,
      payload: { state, code },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.server).toMatchObject({ connected: true, last_error: null });
    expect(done.json().data.server.tools.map((tool: { tool_name: string }) => tool.tool_name)).toEqual([
      'mcp-secure:echo',
    ]);
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/mcp-servers/${id}/connect`,
      headers,
      payload: {},
    });
    expect(again.json().data.connection).toEqual({ connected: true, authorization_url: null });
    await app.close();
  });
});
