/**
 * `/budgets`: bad input refused with its own code, a member's budgets invisible and unchangeable
 * to another member (404), global budgets for administrators only, a cost budget over an
 * unpriced model warned about, and a raise that queues the task waiting on it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('budget routes on $name', (engine) => {
  let api: TestApi;
  let admin: ApiUser;
  let alice: ApiUser;
  let bob: ApiUser;
  let aliceAgent: { id: number };

  beforeEach(async () => {
    api = await openTestApi(engine);
    admin = await api.signUp({ role: 'admin' });
    alice = await api.signUp({ email: 'alice@example.test' });
    bob = await api.signUp({ email: 'bob@example.test' });
    aliceAgent = await createAgent(api.platform.database.db, alice.id, { name: 'Alpha' });
  });

  afterEach(async () => {
    await api.dispose();
  });

  const create = (user: ApiUser, body: Record<string, unknown>) =>
    user.request('POST', '/api/v1/budgets', body);

  it('refuses bad input with coded 422s', async () => {
    const base = { scope: 'user', unit: 'tokens', limit: 1000, period: 'day' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, limit: 0 }, 'BUDGET_INVALID'],
      [{ ...base, limit: -5 }, 'BUDGET_INVALID'],
      [{ ...base, limit: 10.5 }, 'BUDGET_INVALID'],
      [{ ...base, unit: 'cost', currency: 'EUR' }, 'BUDGET_CURRENCY_UNKNOWN'],
      [{ ...base, period: 'week' }, 'BUDGET_PERIOD_UNKNOWN'],
      [{ ...base, period: undefined }, 'BUDGET_PERIOD_UNKNOWN'],
      [{ ...base, unit: 'requests' }, 'BUDGET_UNIT_UNKNOWN'],
      [{ ...base, scope: 'team' }, 'BUDGET_SCOPE_UNKNOWN'],
      [{ ...base, time_zone: 'Mars/Olympus' }, 'TIME_ZONE_UNKNOWN'],
      [{ ...base, scope: 'agent' }, 'BUDGET_INVALID'],
      [
        { scope: 'task', unit: 'tokens', limit: 10, period: 'day', agent_id: aliceAgent.id },
        'BUDGET_INVALID',
      ],
    ];
    for (const [body, code] of cases) {
      const response = await create(alice, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.code, JSON.stringify(body)).toBe(code);
    }
    const made = (await create(alice, base)).json().data.budget;
    const change = await alice.request('PATCH', `/api/v1/budgets/${made.id}`, { limit: 0 });
    expect(change.json().error.code).toBe('BUDGET_INVALID');
    const task = await alice.request('POST', '/api/v1/tasks', {
      agent_id: aliceAgent.id,
      prompt: 'Hi',
      budget: { unit: 'cost', limit: 1, currency: 'GBP' },
    });
    expect(task.json().error.code).toBe('BUDGET_CURRENCY_UNKNOWN');
  });

  it("keeps a member's budgets from another member, and global budgets for administrators", async () => {
    const own = await create(alice, {
      scope: 'agent',
      agent_id: aliceAgent.id,
      unit: 'tokens',
      limit: 500,
      period: 'month',
      time_zone: 'Europe/Berlin',
    });
    expect(own.statusCode, own.body).toBe(201);
    const budget = own.json().data.budget;
    expect(budget).toMatchObject({
      scope: 'agent',
      limit: 500,
      spent: 0,
      editable: true,
      time_zone: 'Europe/Berlin',
    });
    expect((await bob.request('GET', `/api/v1/budgets/${budget.id}`)).statusCode).toBe(404);
    expect((await bob.request('PATCH', `/api/v1/budgets/${budget.id}`, { limit: 9 })).statusCode).toBe(404);
    expect((await bob.request('DELETE', `/api/v1/budgets/${budget.id}`)).statusCode).toBe(404);
    expect((await bob.request('GET', '/api/v1/budgets')).json().data.budgets).toEqual([]);
    // Nor can Bob put a budget on Alice's agent or on Alice.
    const foreign = await create(bob, {
      scope: 'agent',
      agent_id: aliceAgent.id,
      unit: 'tokens',
      limit: 5,
      period: 'day',
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await create(bob, { scope: 'user', user_id: alice.id, unit: 'tokens', limit: 5, period: 'day' }))
        .statusCode,
    ).toBe(404);

    expect(
      (await create(alice, { scope: 'global', unit: 'tokens', limit: 5, period: 'day' })).statusCode,
    ).toBe(403);
    const global = await create(admin, { scope: 'global', unit: 'cost', limit: 25, period: 'month' });
    expect(global.statusCode, global.body).toBe(201);
    const listed = (await alice.request('GET', '/api/v1/budgets')).json().data.budgets;
    expect(listed.map((each: { scope: string; editable: boolean }) => [each.scope, each.editable])).toEqual([
      ['agent', true],
      ['global', false],
    ]);
    expect(
      (await alice.request('DELETE', `/api/v1/budgets/${global.json().data.budget.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await admin.request('PATCH', `/api/v1/budgets/${budget.id}`, { limit: 800 })).json().data.budget.limit,
    ).toBe(800);
  });

  it('warns when a cost budget covers a model without a known price', async () => {
    const db = api.platform.database.db;
    const configuration = await db
      .insertInto('llm_driver_configurations')
      .values({
        user_id: alice.id,
        name: 'Mystery',
        driver_class: 'openai-compatible',
        settings: JSON.stringify({ model: 'mystery-model-9' }),
        is_global: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('agents')
      .set({ llm_driver_config_id: configuration.id })
      .where('id', '=', aliceAgent.id)
      .execute();
    const response = await create(alice, {
      scope: 'agent',
      agent_id: aliceAgent.id,
      unit: 'cost',
      limit: 2,
      period: 'day',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.warnings).toEqual([
      expect.objectContaining({ code: 'PRICE_UNKNOWN', models: ['mystery-model-9'] }),
    ]);
    const tokens = await create(alice, {
      scope: 'agent',
      agent_id: aliceAgent.id,
      unit: 'tokens',
      limit: 2,
      period: 'day',
    });
    expect(tokens.json().data.warnings).toEqual([]);
  });
});
