import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAgentToolset } from '../../src/orchestrator/agent-toolset.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { type HttpFixture, startHttpFixture } from './mcp-fixture.js';

const token = 'fixture-token';

/**
 * A private MCP server's tools are its owner's alone: every route that names a tool, the agent
 * service and the loop look tools up in what the caller (or the agent's owner) may see.
 */
describe.each(testEngines)('another user’s MCP tools on $name', (engine) => {
  let fixture: HttpFixture;
  let api: TestApi;
  let owner: ApiUser;
  let outsider: ApiUser;
  let outsidersAgent: number;

  beforeAll(async () => {
    fixture = await startHttpFixture({ bearer: token });
  });
  afterAll(() => fixture.stop());
  beforeEach(async () => {
    api = await openTestApi(engine);
    owner = await api.signUp();
    outsider = await api.signUp();
    const registered = await owner.request('POST', '/api/v1/mcp-servers', {
      slug: 'remote',
      name: 'Private fixture',
      transport: 'http',
      url: fixture.url,
      bearer_token: token,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    outsidersAgent = (await outsider.request('POST', '/api/v1/agents', { name: 'Outsider' })).json().data
      .agent.id;
  });
  afterEach(() => api.dispose());

  const routes = (agentId: number, tool: string) =>
    [
      ['POST', `/api/v1/agents/${agentId}/tools/${tool}/enable`, {}],
      ['DELETE', `/api/v1/agents/${agentId}/tools/${tool}/enable`, undefined],
      ['GET', `/api/v1/agents/${agentId}/tools/${tool}/status`, undefined],
      ['GET', `/api/v1/agents/${agentId}/tools/${tool}/operations/call`, undefined],
      ['PATCH', `/api/v1/agents/${agentId}/tools/${tool}/operations/call`, { requires_approval: false }],
      ['GET', `/api/v1/agents/${agentId}/tools/${tool}/settings`, undefined],
      ['PUT', `/api/v1/agents/${agentId}/tools/${tool}/settings`, { settings: {} }],
      ['DELETE', `/api/v1/agents/${agentId}/tools/${tool}/settings`, undefined],
      ['GET', `/api/v1/agents/${agentId}/tools/${tool}/description`, undefined],
      ['GET', `/api/v1/tools/${tool}/user-settings`, undefined],
      ['PUT', `/api/v1/tools/${tool}/user-settings`, { settings: {} }],
    ] as const;

  it('answers NOT_FOUND on every route that names the tool, by its full name and by its bare one', async () => {
    for (const tool of ['mcp-remote:echo', 'echo']) {
      for (const [method, url, body] of routes(outsidersAgent, tool)) {
        const response = await outsider.request(method, url, body);
        expect([method, url, response.statusCode, response.json().error?.code]).toEqual([
          method,
          url,
          404,
          'NOT_FOUND',
        ]);
      }
    }
    const statuses = (await outsider.request('GET', `/api/v1/agents/${outsidersAgent}/tools/status`)).json()
      .data.statuses as { tool_class: string }[];
    expect(statuses.map((status) => status.tool_class)).not.toContain('mcp-remote/echo');
    expect(await api.platform.database.db.selectFrom('agent_tools').select('id').execute()).toEqual([]);
  });

  it('lets the server’s owner use the same routes', async () => {
    const ownersAgent = (await owner.request('POST', '/api/v1/agents', { name: 'Owner' })).json().data.agent
      .id;
    for (const [method, url, body] of routes(ownersAgent, 'mcp-remote:echo')) {
      const response = await owner.request(method, url, body);
      expect([method, url, response.statusCode < 300]).toEqual([method, url, true]);
    }
  });

  it('refuses the tool in a tool plan (configure_tools) and leaves it out of a run', async () => {
    const agents = api.platform.agentsOf(outsider.id);
    await expect(agents.enableTool(outsidersAgent, 'mcp-remote/echo')).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(
      agents.applyToolPlan(outsidersAgent, [{ toolClass: 'mcp-remote/echo', enabled: true, operations: [] }]),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    // A row from before this was checked: the loop never offers the tool.
    const now = new Date().toISOString();
    await api.platform.database.db
      .insertInto('agent_tools')
      .values({
        agent_id: outsidersAgent,
        tool_class: 'mcp-remote/echo',
        tool_name: 'mcp-remote:echo',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const toolset = await loadAgentToolset(api.platform.database.db, api.platform.tools, {
      id: outsidersAgent,
      ownerUserId: outsider.id,
    });
    expect(toolset.find('mcp-remote:echo')).toBeUndefined();
  });
});
