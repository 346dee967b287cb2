/**
 * `/api/v1/agents`: create, list (with filters), read, change and delete your own agents; the
 * model configuration must be yours or global; another user's agent is a 404 whose rows no write
 * changes. On every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimTask } from '../../src/orchestrator/index.js';
import { createLlmConfiguration } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('agent routes on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine);
    alice = await api.signUp();
    bob = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const agentRows = () => db().selectFrom('agents').selectAll().orderBy('id').execute();
  const create = async (user: ApiUser, body: Record<string, unknown>) => {
    const response = await user.request('POST', '/api/v1/agents', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.agent as { id: number } & Record<string, unknown>;
  };
  const configuration = (userId: number | null) =>
    createLlmConfiguration(db(), { userId, isGlobal: userId === null, isDefault: false });

  describe('create', () => {
    it('creates an agent with the defaults and no tools', async () => {
      const response = await alice.request('POST', '/api/v1/agents', { name: '  Helper  ' });
      expect(response.statusCode).toBe(201);
      const { agent } = response.json().data;
      expect(agent).toEqual({
        id: expect.any(Number),
        name: 'Helper',
        description: null,
        system_prompt: null,
        notes: null,
        llm_driver_config_id: null,
        max_steps: 10,
        is_active: true,
        allow_followup: true,
        pause_at_step_limit: true,
        reconcile_uncertain_calls: true,
        retry_after_minutes: 0,
        max_retries: 0,
        is_pinned: false,
        is_archived: false,
        is_favorite: false,
        tools: [],
        activity: { running: 0, pending_approval: 0, failed: 0, aborted: 0, last_activity_at: null },
        llm: {
          status: 'not_configured',
          source: null,
          configuration: null,
          problem: { code: 'NOT_CONFIGURED', message: expect.any(String), missing_settings: [] },
        },
        shared: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(await agentRows()).toEqual([expect.objectContaining({ id: agent.id, user_id: alice.id })]);
    });

    it('stores every field it is given, the model configuration included when it is yours or global', async () => {
      const own = await configuration(alice.id);
      const global = await configuration(null);
      const agent = await create(alice, {
        name: 'Full',
        description: 'does things',
        system_prompt: 'Be brief.',
        notes: 'remember',
        llm_driver_config_id: own.id,
        max_steps: 25,
        allow_followup: false,
        retry_after_minutes: 5,
        max_retries: 2,
        is_pinned: true,
        is_archived: false,
        is_favorite: true,
      });
      expect(agent).toMatchObject({
        description: 'does things',
        system_prompt: 'Be brief.',
        notes: 'remember',
        llm_driver_config_id: own.id,
        max_steps: 25,
        allow_followup: false,
        retry_after_minutes: 5,
        max_retries: 2,
        is_pinned: true,
        is_favorite: true,
      });
      expect((await create(alice, { name: 'G', llm_driver_config_id: global.id })).llm_driver_config_id).toBe(
        global.id,
      );
    });

    it.each([
      [{}, 'name'],
      [{ name: 'A', colour: 'red' }, 'colour'],
      [{ name: 'A', max_steps: '10' }, 'max_steps'],
      [{ name: 'A', max_steps: 0 }, 'max_steps'],
      [{ name: 'A', is_pinned: 'true' }, 'is_pinned'],
      [{ name: 'x'.repeat(101) }, 'name'],
    ])('refuses %j with VALIDATION_ERROR on %s and writes nothing', async (body, field) => {
      const response = await alice.request('POST', '/api/v1/agents', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { [field]: expect.any(String) } },
      });
      expect(await agentRows()).toEqual([]);
    });

    it('refuses a blank name and a model configuration that is not yours or global', async () => {
      const theirs = await configuration(bob.id);
      const blank = await alice.request('POST', '/api/v1/agents', { name: '   ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().error.details.fields).toHaveProperty('name');
      for (const id of [theirs.id, theirs.id + 1000]) {
        const response = await alice.request('POST', '/api/v1/agents', {
          name: 'A',
          llm_driver_config_id: id,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: { fields: { llm_driver_config_id: expect.any(String) } },
        });
      }
      expect(await agentRows()).toEqual([]);
    });

    it('needs a signed-in user and the CSRF token', async () => {
      expect((await api.anonymous('POST', '/api/v1/agents', { name: 'A' })).statusCode).toBe(401);
      expect((await api.anonymous('GET', '/api/v1/agents')).json().error.code).toBe('UNAUTHENTICATED');
      const noCsrf = await api.anonymous('POST', '/api/v1/agents', { name: 'A' }, { cookie: alice.cookie });
      expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
      expect(await agentRows()).toEqual([]);
    });
  });

  describe('list and read', () => {
    it('lists only your agents, newest first, narrowed by the dashboard flags', async () => {
      const archived = await create(alice, { name: 'Old', is_archived: true });
      const pinned = await create(alice, { name: 'Pinned', is_pinned: true, is_favorite: true });
      await create(bob, { name: 'Theirs' });
      const ids = async (query: string) =>
        ((await alice.request('GET', `/api/v1/agents${query}`)).json().data.agents as { id: number }[]).map(
          (agent) => agent.id,
        );
      expect(await ids('')).toEqual([pinned.id, archived.id]);
      expect(await ids('?archived=true')).toEqual([archived.id]);
      expect(await ids('?archived=false')).toEqual([pinned.id]);
      expect(await ids('?pinned=true&favorite=true')).toEqual([pinned.id]);
      expect(await ids('?favorite=false')).toEqual([archived.id]);
      const bad = await alice.request('GET', '/api/v1/agents?archived=maybe');
      expect(bad.statusCode).toBe(422);
    });

    it('shows the enabled tools with their names and icons', async () => {
      const agent = await create(alice, { name: 'Tooled' });
      await alice.request('POST', `/api/v1/agents/${agent.id}/tools/calculator/enable`);
      await alice.request('POST', `/api/v1/agents/${agent.id}/tools/read_url/enable`);
      const expected = [
        { tool_class: 'core/CalculatorTool', tool_name: 'calculator', icon: 'zap' },
        { tool_class: 'core/ReadUrlTool', tool_name: 'read_url', icon: 'globe' },
      ];
      const read = await alice.request('GET', `/api/v1/agents/${agent.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.agent.tools).toEqual(expected);
      expect((await alice.request('GET', '/api/v1/agents')).json().data.agents[0].tools).toEqual(expected);
    });

    it('keeps showing a tool that is no longer registered, by the name its row recorded', async () => {
      const agent = await create(alice, { name: 'Orphan' });
      const now = new Date().toISOString();
      await db()
        .insertInto('agent_tools')
        .values({
          agent_id: agent.id,
          tool_class: 'gone/RemovedTool',
          tool_name: 'removed',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const read = await alice.request('GET', `/api/v1/agents/${agent.id}`);
      expect(read.json().data.agent.tools).toEqual([
        { tool_class: 'gone/RemovedTool', tool_name: 'removed', icon: null },
      ]);
    });

    it('answers 404 NOT_FOUND for an agent that does not exist', async () => {
      const response = await alice.request('GET', '/api/v1/agents/999');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect((await alice.request('GET', '/api/v1/agents/abc')).statusCode).toBe(422);
    });
  });

  describe('change and delete', () => {
    it('changes only the given fields, booleans and the model configuration included', async () => {
      const global = await configuration(null);
      const agent = await create(alice, { name: 'A', description: 'first', max_steps: 5 });
      const response = await alice.request('PATCH', `/api/v1/agents/${agent.id}`, {
        is_pinned: true,
        is_archived: true,
        is_favorite: true,
        llm_driver_config_id: global.id,
        description: null,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.agent).toMatchObject({
        name: 'A',
        description: null,
        max_steps: 5,
        is_pinned: true,
        is_archived: true,
        is_favorite: true,
        llm_driver_config_id: global.id,
      });
      const cleared = await alice.request('PATCH', `/api/v1/agents/${agent.id}`, {
        llm_driver_config_id: null,
      });
      expect(cleared.json().data.agent.llm_driver_config_id).toBeNull();
    });

    it('refuses an empty patch, unknown fields, and a configuration that is not yours, changing nothing', async () => {
      const theirs = await configuration(bob.id);
      const agent = await create(alice, { name: 'A' });
      const before = await agentRows();
      for (const body of [
        {},
        { colour: 'red' },
        { name: 'B', llm_driver_config_id: theirs.id },
        { max_steps: 1000 },
      ]) {
        const response = await alice.request('PATCH', `/api/v1/agents/${agent.id}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect(await agentRows()).toEqual(before);
      expect((await alice.request('PATCH', '/api/v1/agents/999', { name: 'B' })).statusCode).toBe(404);
    });

    it('deletes an agent with its tools; afterwards it is a 404', async () => {
      const agent = await create(alice, { name: 'Doomed' });
      await alice.request('POST', `/api/v1/agents/${agent.id}/tools/calculator/enable`);
      const response = await alice.request('DELETE', `/api/v1/agents/${agent.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { deleted: true } });
      expect((await alice.request('GET', `/api/v1/agents/${agent.id}`)).statusCode).toBe(404);
      expect((await alice.request('DELETE', `/api/v1/agents/${agent.id}`)).statusCode).toBe(404);
      expect(await db().selectFrom('agent_tools').selectAll().execute()).toEqual([]);
    });

    it('answers 409 while one of its tasks runs, and deletes nothing', async () => {
      const agent = await create(alice, { name: 'Busy' });
      const task = await api.platform.orchestrator.start(agent.id, 'Working on it');
      await claimTask(db(), task.id, 'worker:1', 60_000);
      const response = await alice.request('DELETE', `/api/v1/agents/${agent.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('INVALID_STATE');
      expect((await alice.request('GET', `/api/v1/agents/${agent.id}`)).statusCode).toBe(200);
      expect((await api.platform.orchestrator.getTask(task.id)).status).toBe('RUNNING');
    });
  });

  describe("another user's agent", () => {
    it('is a 404 for reads and writes, and the writes change nothing', async () => {
      const agent = await create(alice, { name: 'Private', notes: 'mine' });
      const before = await agentRows();
      const attempts: [Parameters<ApiUser['request']>[0], string, unknown?][] = [
        ['GET', `/api/v1/agents/${agent.id}`],
        ['PATCH', `/api/v1/agents/${agent.id}`, { name: 'Stolen' }],
        ['PATCH', `/api/v1/agents/${agent.id}`, { llm_driver_config_id: 999 }],
        ['DELETE', `/api/v1/agents/${agent.id}`],
      ];
      for (const [method, url, body] of attempts) {
        const response = await bob.request(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      expect((await bob.request('GET', '/api/v1/agents')).json().data.agents).toEqual([]);
      expect(await agentRows()).toEqual(before);
    });
  });
});
