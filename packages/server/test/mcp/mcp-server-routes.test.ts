/**
 * `/mcp-servers` against a real streamable-HTTP MCP server behind a bearer token: registering
 * lists the tools, secrets are stored encrypted and never shown, the tools appear in `GET /tools`
 * and on the agent's tool list (for their owner only), a wrong token is reported by the test, and
 * the rules on who manages what hold.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { fixtureServerScript, type HttpFixture, startHttpFixture } from './mcp-fixture.js';

const token = 'fixture-secret-token';

describe.each(testEngines)('/mcp-servers on $name', (engine) => {
  let fixture: HttpFixture;
  let api: TestApi;
  let admin: ApiUser;
  let member: ApiUser;

  beforeAll(async () => {
    fixture = await startHttpFixture({ bearer: token });
  });

  afterAll(async () => {
    await fixture.stop();
  });

  beforeEach(async () => {
    api = await openTestApi(engine);
    admin = await api.signUp({ role: 'admin' });
    member = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const httpServer = (overrides: Record<string, unknown> = {}) => ({
    slug: 'remote',
    name: 'Remote fixture',
    transport: 'http',
    url: fixture.url,
    bearer_token: token,
    headers: { 'X-Team': 'blue' },
    ...overrides,
  });

  it('registers a server, lists its tools and never shows its secrets', async () => {
    const created = await member.request('POST', '/api/v1/mcp-servers', httpServer());
    expect(created.statusCode).toBe(201);
    const server = created.json().data.server;
    expect(server).toMatchObject({
      slug: 'remote',
      scope: 'user',
      transport: 'http',
      headers: { 'X-Team': '***' },
      has_bearer_token: true,
      plugin_slug: 'mcp-remote',
      last_error: null,
    });
    expect(server.tools.map((tool: { tool_name: string }) => tool.tool_name)).toEqual([
      'mcp-remote:echo',
      'mcp-remote:fail',
      'mcp-remote:hang',
      'mcp-remote:crash',
      'mcp-remote:evolve',
    ]);
    expect(JSON.stringify(created.json())).not.toContain(token);
    const row = await api.platform.database.db
      .selectFrom('mcp_servers')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.secrets).toMatch(/^enc:/);
    expect(row.secrets).not.toContain(token);

    const tools = (await member.request('GET', '/api/v1/tools')).json().data.tools;
    const echo = tools.find((tool: { tool_name: string }) => tool.tool_name === 'mcp-remote:echo');
    expect(echo).toMatchObject({ tool_class: 'mcp-remote/echo', plugin_slug: 'mcp-remote', category: 'MCP' });
    expect(echo.operations).toEqual([
      expect.objectContaining({ name: 'call', enabled_by_default: true, requires_approval_by_default: true }),
    ]);
    // Another user's server's tools are not theirs to see.
    const adminTools = (await admin.request('GET', '/api/v1/tools')).json().data.tools;
    expect(adminTools.some((tool: { plugin_slug: string | null }) => tool.plugin_slug === 'mcp-remote')).toBe(
      false,
    );
    expect((await admin.request('GET', `/api/v1/mcp-servers/${server.id}`)).statusCode).toBe(404);
  });

  it('reports a refused token in the test and after a change, and lists again once it is right', async () => {
    const created = (
      await member.request('POST', '/api/v1/mcp-servers', httpServer({ bearer_token: 'wrong' }))
    ).json().data.server;
    expect(created.last_error).toMatch(/unavailable/);
    expect(created.tools).toEqual([]);
    const failed = await member.request('POST', `/api/v1/mcp-servers/${created.id}/test`, {});
    expect(failed.json().data.result).toMatchObject({ ok: false, tool_count: 0 });
    const fixed = await member.request('PUT', `/api/v1/mcp-servers/${created.id}`, { bearer_token: token });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.server).toMatchObject({ last_error: null, has_bearer_token: true });
    expect(fixed.json().data.server.tools).toHaveLength(5);
    const tested = await member.request('POST', `/api/v1/mcp-servers/${created.id}/test`, {});
    expect(tested.json().data.result).toEqual({ ok: true, error: null, tool_count: 5, changed_schemas: [] });
  });

  it('lets only administrators register stdio and global servers, and change global ones', async () => {
    const stdio = {
      slug: 'local',
      name: 'Local',
      transport: 'stdio',
      command: process.execPath,
      args: [fixtureServerScript],
    };
    const refused = await member.request('POST', '/api/v1/mcp-servers', stdio);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.fields.transport).toMatch(/administrators/);
    const global = await member.request('POST', '/api/v1/mcp-servers', httpServer({ scope: 'global' }));
    expect(global.statusCode).toBe(403);

    const created = await admin.request('POST', '/api/v1/mcp-servers', { ...stdio, scope: 'global' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.server.id;
    expect(created.json().data.server.tools).toHaveLength(5);
    // Everyone sees a global server and its tools, but only administrators change it.
    const listed = (await member.request('GET', '/api/v1/mcp-servers')).json().data.servers;
    expect(listed.map((server: { slug: string }) => server.slug)).toEqual(['local']);
    expect((await member.request('PUT', `/api/v1/mcp-servers/${id}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await member.request('DELETE', `/api/v1/mcp-servers/${id}`)).statusCode).toBe(403);
    const memberTools = (await member.request('GET', '/api/v1/tools')).json().data.tools;
    expect(memberTools.some((tool: { tool_name: string }) => tool.tool_name === 'mcp-local:echo')).toBe(true);

    const taken = await admin.request('POST', '/api/v1/mcp-servers', { ...stdio });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('INVALID_STATE');

    expect((await admin.request('DELETE', `/api/v1/mcp-servers/${id}`)).statusCode).toBe(200);
    const after = (await member.request('GET', '/api/v1/tools')).json().data.tools;
    expect(after.some((tool: { tool_name: string }) => tool.tool_name.startsWith('mcp-local:'))).toBe(false);
  });

  it('refuses invalid registrations with every field at once', async () => {
    const response = await admin.request('POST', '/api/v1/mcp-servers', {
      slug: 'ok',
      name: ' ',
      transport: 'http',
      url: 'ftp://example.test',
      headers: { 'bad header': 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual([
      'headers.bad header',
      'name',
      'url',
    ]);
  });

  it('enables an MCP tool on an agent with its operation flags like any tool', async () => {
    await member.request('POST', '/api/v1/mcp-servers', httpServer());
    const agent = await member.request('POST', '/api/v1/agents', { name: 'Caller' });
    const agentId = agent.json().data.agent.id;
    const enabled = await member.request(
      'POST',
      `/api/v1/agents/${agentId}/tools/mcp-remote:echo/enable`,
      {},
    );
    expect(enabled.statusCode).toBe(201);
    const patched = await member.request(
      'PATCH',
      `/api/v1/agents/${agentId}/tools/mcp-remote:echo/operations/call`,
      {
        requires_approval: false,
      },
    );
    expect(patched.statusCode).toBe(200);
    const statuses = (await member.request('GET', `/api/v1/agents/${agentId}/tools/status`)).json().data
      .statuses;
    expect(
      statuses.find((entry: { tool_class: string }) => entry.tool_class === 'mcp-remote/echo'),
    ).toMatchObject({
      is_enabled: true,
    });
    const operation = await member.request(
      'GET',
      `/api/v1/agents/${agentId}/tools/mcp-remote:echo/operations/call`,
    );
    expect(operation.json().data.operation).toMatchObject({
      requires_approval: false,
      effective_requires_approval: false,
    });
  });
});
