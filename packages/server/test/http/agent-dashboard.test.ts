/**
 * What the dashboard reads from `GET /agents` and `GET /agents/{id}`: each agent's live activity
 * and whether its tasks can reach a model, resolved agent → owner's preference → global default.
 */
import { ToolSetting } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../src/db/index.js';
import { nowIso, openDatabase } from '../../src/db/index.js';
import { presentAgents } from '../../src/http/agent-presentation.js';
import { OpenAiCompatibleDriver } from '../../src/llm/index.js';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

/** A driver with a setting it cannot run without. */
@ToolSetting({ key: 'tenant', label: 'Tenant', type: 'text', required: true })
class TenantDriver extends OpenAiCompatibleDriver {
  static override getName(): string {
    return 'tenant_compatible';
  }
}

interface AgentBody {
  id: number;
  activity: {
    running: number;
    pending_approval: number;
    failed: number;
    aborted: number;
    last_activity_at: string | null;
  };
  llm: {
    status: string;
    source: string | null;
    configuration: { id: number; name: string } | null;
    problem: { code: string; message: string; missing_settings: string[] } | null;
  };
}

describe.each(testEngines)('agents on the dashboard on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine);
    alice = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const agents = async (user: ApiUser = alice): Promise<AgentBody[]> => {
    const response = await user.request('GET', '/api/v1/agents');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.agents;
  };
  const agent = async (id: number): Promise<AgentBody> =>
    (await alice.request('GET', `/api/v1/agents/${id}`)).json().data.agent;

  async function task(
    agentId: number,
    status: TaskStatus,
    parentTaskId: number | null = null,
    updatedAt = nowIso(),
  ) {
    const created = await api.platform.orchestrator.start(agentId, 'Work', { parentTaskId });
    await db()
      .updateTable('tasks')
      .set({ status, updated_at: updatedAt })
      .where('id', '=', created.id)
      .execute();
    return created.id;
  }

  describe('activity', () => {
    it('counts top-level tasks by state, approvals at any depth, and the last change', async () => {
      const busy = await createAgent(db(), alice.id, { name: 'Busy' });
      const helper = await createAgent(db(), alice.id, { name: 'Helper' });
      const idle = await createAgent(db(), alice.id, { name: 'Idle' });
      await task(busy.id, 'RUNNING');
      await task(busy.id, 'QUEUED');
      const parent = await task(busy.id, 'AWAITING_SUB_AGENTS');
      await task(busy.id, 'PENDING_APPROVAL');
      await task(busy.id, 'FAILED');
      await task(busy.id, 'FAILED');
      await task(busy.id, 'ABORTED');
      await task(busy.id, 'COMPLETED', null, '2099-01-01T00:00:00.000Z');
      // The sub-agent's own task: it needs approval, and is not one of the helper's conversations.
      await task(helper.id, 'PENDING_APPROVAL', parent);
      await task(helper.id, 'FAILED', parent);

      const byId = new Map((await agents()).map((entry) => [entry.id, entry]));
      expect(byId.get(busy.id)?.activity).toEqual({
        running: 3,
        pending_approval: 1,
        failed: 2,
        aborted: 1,
        last_activity_at: '2099-01-01T00:00:00.000Z',
      });
      expect(byId.get(helper.id)?.activity).toMatchObject({ running: 0, pending_approval: 1, failed: 0 });
      expect(byId.get(idle.id)?.activity).toEqual({
        running: 0,
        pending_approval: 0,
        failed: 0,
        aborted: 0,
        last_activity_at: null,
      });
      expect((await agent(busy.id)).activity).toEqual(byId.get(busy.id)?.activity);
    });

    it('counts only your own tasks', async () => {
      const bob = await api.signUp();
      const mine = await createAgent(db(), alice.id);
      await task(mine.id, 'RUNNING');
      await createAgent(db(), bob.id);
      expect((await agents(bob))[0]?.activity.running).toBe(0);
      expect((await agents())[0]?.activity.running).toBe(1);
    });
  });

  describe('LLM readiness', () => {
    it('says no configuration reaches an agent, and why', async () => {
      const created = await createAgent(db(), alice.id);
      expect((await agent(created.id)).llm).toMatchObject({
        status: 'not_configured',
        source: null,
        configuration: null,
        problem: { code: 'NOT_CONFIGURED', missing_settings: [] },
      });
    });

    it('resolves the agent’s own configuration, then the owner’s preference, then the global default', async () => {
      const globalDefault = await createLlmConfiguration(db(), { name: 'Global' });
      const preferred = await createLlmConfiguration(db(), {
        name: 'Mine',
        userId: alice.id,
        isGlobal: false,
        isDefault: false,
      });
      const own = await createLlmConfiguration(db(), {
        name: 'Own',
        userId: alice.id,
        isGlobal: false,
        isDefault: false,
      });
      const withOwn = await createAgent(db(), alice.id, { llmConfigId: own.id });
      const plain = await createAgent(db(), alice.id);
      const expectSource = async (id: number, source: string, configurationId: number) =>
        expect((await agents()).find((entry) => entry.id === id)?.llm).toMatchObject({
          status: 'ready',
          source,
          configuration: { id: configurationId },
          problem: null,
        });

      await expectSource(withOwn.id, 'agent', own.id);
      await expectSource(plain.id, 'global_default', globalDefault.id);
      const saved = await alice.request('PUT', '/api/v1/user-preferences/llm', {
        config_id: preferred.id,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await expectSource(plain.id, 'user_preference', preferred.id);
      await expectSource(withOwn.id, 'agent', own.id);
    });

    it('passes over another user’s private configuration, as a run does', async () => {
      const bob = await api.signUp();
      const bobs = await createLlmConfiguration(db(), { userId: bob.id, isGlobal: false, isDefault: false });
      const created = await createAgent(db(), alice.id, { llmConfigId: bobs.id });
      expect((await agent(created.id)).llm.status).toBe('not_configured');
    });

    it('names what is wrong with a configuration that would not run', async () => {
      api.platform.drivers.register({ kind: 'core' }, TenantDriver);
      const missingDriver = await createLlmConfiguration(db(), {
        name: 'Gone',
        driverClass: 'removed/GoneDriver',
        isDefault: false,
      });
      const unreadable = await createLlmConfiguration(db(), { name: 'Broken', isDefault: false });
      await db()
        .updateTable('llm_driver_configurations')
        .set({ settings: 'not json' })
        .where('id', '=', unreadable.id)
        .execute();
      const incomplete = await createLlmConfiguration(db(), {
        name: 'Incomplete',
        driverClass: 'core/TenantDriver',
        isDefault: false,
      });
      const problemOf = async (configurationId: number) => {
        const created = await createAgent(db(), alice.id, { llmConfigId: configurationId });
        const { llm } = await agent(created.id);
        expect(llm).toMatchObject({
          status: 'unusable',
          source: 'agent',
          configuration: { id: configurationId },
        });
        return llm.problem;
      };
      expect(await problemOf(missingDriver.id)).toMatchObject({
        code: 'DRIVER_NOT_INSTALLED',
        missing_settings: [],
      });
      expect((await problemOf(missingDriver.id))?.message).toContain('removed/GoneDriver');
      expect(await problemOf(unreadable.id)).toMatchObject({ code: 'SETTINGS_UNREADABLE' });
      expect(await problemOf(incomplete.id)).toMatchObject({
        code: 'SETTINGS_MISSING',
        missing_settings: ['tenant'],
      });
    });

    it('reads the whole list in a fixed number of queries, however many agents', async () => {
      await createLlmConfiguration(db(), { name: 'Global' });
      let queries = 0;
      const counted = openDatabase(api.platform.config.database, { onQuery: () => (queries += 1) });
      try {
        const services = { ...api.platform, database: counted };
        const queriesFor = async (count: number) => {
          const owner = await api.signUp();
          for (let index = 0; index < count; index += 1) {
            const created = await createAgent(db(), owner.id, { name: `Agent ${index}` });
            await task(created.id, 'RUNNING');
          }
          const rows = await api.platform.agentsOf(owner.id).listAgents();
          queries = 0;
          const presented = await presentAgents(services, owner.id, rows);
          expect(presented).toHaveLength(count);
          expect(presented.every((entry) => entry.activity.running === 1)).toBe(true);
          return queries;
        };
        const one = await queriesFor(1);
        expect(one).toBeGreaterThan(0);
        expect(await queriesFor(12)).toBe(one);
      } finally {
        await counted.close();
      }
    });
  });
});
