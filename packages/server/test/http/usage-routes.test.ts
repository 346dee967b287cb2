import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { seedUsage } from '../support/usage-seed.js';

/** `/usage`: tokens and cost per day of a time zone; members read only their own. */
describe.each(testEngines)('usage routes on $name', (engine) => {
  let api: TestApi;
  let admin: ApiUser;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine);
    admin = await api.signUp({ role: 'admin' });
    alice = await api.signUp({ email: 'alice@example.test' });
    bob = await api.signUp({ email: 'bob@example.test' });
    const db = api.platform.database.db;
    const alpha = await createAgent(db, alice.id, { name: 'Alpha' });
    const bravo = await createAgent(db, bob.id, { name: 'Bravo' });
    await seedUsage(db, { userId: alice.id, agentId: alpha.id }, [
      { at: '2025-03-10T23:30:00.000Z', model: 'gpt-4o', cost: 0.01 },
      { at: '2025-03-11T08:00:00.000Z', model: 'gpt-4o', cost: 0.02 },
      { at: '2025-03-11T09:00:00.000Z', model: 'mystery-model', cost: null },
    ]);
    await seedUsage(db, { userId: bob.id, agentId: bravo.id }, [
      { at: '2025-03-11T10:00:00.000Z', model: 'gpt-4o-mini', cost: 0.5 },
    ]);
  });

  afterEach(async () => {
    await api.dispose();
  });

  const report = async (user: ApiUser, query: string) => {
    const response = await user.request('GET', `/api/v1/usage?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it("groups everyone's usage by user for an administrator, largest cost first, unknown prices apart", async () => {
    const data = await report(admin, 'from=2025-03-10&to=2025-03-11&group_by=user');
    expect(data).toMatchObject({
      bucket: 'day',
      currency: 'USD',
      time_zone: 'UTC',
      days: ['2025-03-10', '2025-03-11'],
    });
    expect(data.series.map((series: { label: string }) => series.label)).toEqual([
      'bob@example.test',
      'alice@example.test',
    ]);
    const aliceSeries = data.series[1];
    expect(aliceSeries.key).toBe(String(alice.id));
    expect(aliceSeries.totals).toMatchObject({ turns: 3, priced_turns: 2, unpriced_turns: 1 });
    expect(aliceSeries.totals.cost).toBeCloseTo(0.03, 10);
    expect(aliceSeries.points.map((point: { turns: number }) => point.turns)).toEqual([1, 2]);
    expect(data.totals).toMatchObject({ turns: 4, unpriced_turns: 1 });
    expect(data.totals.cost).toBeCloseTo(0.53, 10);
  });

  it('never shows a model of unknown price as zero', async () => {
    const data = await report(admin, 'from=2025-03-11&to=2025-03-11&group_by=model');
    const mystery = data.series.find((series: { key: string }) => series.key === 'mystery-model');
    expect(mystery.totals).toMatchObject({ cost: null, priced_turns: 0, unpriced_turns: 1 });
    expect(data.series.map((series: { key: string }) => series.key)).toEqual([
      'gpt-4o-mini',
      'gpt-4o',
      'mystery-model',
    ]);
  });

  it("places turns in the days of the reader's time zone", async () => {
    const days = async (zone: string, from = '2025-03-10', to = '2025-03-11') =>
      (
        await report(admin, `from=${from}&to=${to}&time_zone=${encodeURIComponent(zone)}`)
      ).series[0].points.map((point: { date: string; turns: number }) => [point.date, point.turns]);
    expect(await days('UTC')).toEqual([
      ['2025-03-10', 1],
      ['2025-03-11', 3],
    ]);
    // +05:30: 23:30 UTC on the 10th is 05:00 on the 11th.
    expect(await days('Asia/Kolkata')).toEqual([
      ['2025-03-10', 0],
      ['2025-03-11', 4],
    ]);
    // The day's start in the zone bounds the range: 18:30 UTC on the 10th begins the 11th in Kolkata.
    expect(await days('Asia/Kolkata', '2025-03-11', '2025-03-11')).toEqual([['2025-03-11', 4]]);
    // -07:00 after the change to summer time: 08:00 UTC on the 11th is 01:00 that day.
    expect(await days('America/Los_Angeles')).toEqual([
      ['2025-03-10', 1],
      ['2025-03-11', 3],
    ]);
    // +14:00: 10:00 UTC on the 11th is midnight beginning the 12th.
    expect(await days('Pacific/Kiritimati', '2025-03-11', '2025-03-12')).toEqual([
      ['2025-03-11', 3],
      ['2025-03-12', 1],
    ]);
  });

  it("shows a member only their own usage, whatever user they ask for, and not another's", async () => {
    const own = await report(alice, `from=2025-03-10&to=2025-03-11&group_by=user&user_id=${bob.id}`);
    expect(own.series.map((series: { key: string }) => series.key)).toEqual([String(alice.id)]);
    expect(own.totals.turns).toBe(3);
    const other = await report(bob, 'from=2025-03-10&to=2025-03-11&group_by=agent');
    expect(other.series.map((series: { label: string }) => series.label)).toEqual(['Bravo']);
    expect(other.totals.cost).toBeCloseTo(0.5, 10);
    const narrowed = await report(admin, `from=2025-03-10&to=2025-03-11&user_id=${alice.id}`);
    expect(narrowed.totals.turns).toBe(3);
  });

  it('exports CSV with an empty cost for unknown prices', async () => {
    const response = await alice.request(
      'GET',
      '/api/v1/usage?from=2025-03-10&to=2025-03-11&group_by=model&format=csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('usage-2025-03-10-2025-03-11.csv');
    expect(response.body.trimEnd().split('\r\n')).toEqual([
      'date,group_by,key,label,turns,input_tokens,output_tokens,cached_tokens,cache_creation_tokens,reasoning_tokens,cost_usd,priced_turns,unpriced_turns',
      '2025-03-10,model,gpt-4o,gpt-4o,1,1000,100,0,0,0,0.010000,1,0',
      '2025-03-11,model,gpt-4o,gpt-4o,1,1000,100,0,0,0,0.020000,1,0',
      '2025-03-11,model,mystery-model,mystery-model,1,1000,100,0,0,0,,0,1',
    ]);
  });

  it('refuses bad dates, ranges, zones and groupings with coded 422s', async () => {
    const refused = async (query: string, code: string) => {
      const response = await admin.request('GET', `/api/v1/usage?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().error.code, query).toBe(code);
    };
    await refused('from=2025-02-30&to=2025-03-01', 'USAGE_RANGE_INVALID');
    await refused('from=2025-03-02&to=2025-03-01', 'USAGE_RANGE_INVALID');
    await refused('from=2024-01-01&to=2025-03-01', 'USAGE_RANGE_INVALID');
    await refused('from=yesterday&to=2025-03-01', 'USAGE_RANGE_INVALID');
    await refused('from=2025-03-01&to=2025-03-01&time_zone=Mars/Olympus', 'TIME_ZONE_UNKNOWN');
    await refused('from=2025-03-01&to=2025-03-01&group_by=team', 'VALIDATION_ERROR');
    await refused('from=2025-03-01&to=2025-03-01&bucket=hour', 'VALIDATION_ERROR');
    await refused('to=2025-03-01', 'VALIDATION_ERROR');
    expect((await api.anonymous('GET', '/api/v1/usage?from=2025-03-01&to=2025-03-01')).statusCode).toBe(401);
  });
});

/** `/model-prices` and `/llm-configs/{id}/prices`: who may change prices, and what is refused. */
describe.each(testEngines)('model price routes on $name', (engine) => {
  let api: TestApi;
  let admin: ApiUser;
  let member: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine);
    admin = await api.signUp({ role: 'admin' });
    member = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const price = {
    input_per_million: 1.25,
    output_per_million: 10,
    cached_input_per_million: 0.125,
    cache_creation_per_million: null,
  };

  it('lists the shipped prices to everyone and lets only administrators change them', async () => {
    const listed = await member.request('GET', '/api/v1/model-prices');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.prices).toContainEqual(
      expect.objectContaining({
        model: 'gpt-4o',
        input_per_million: 2.5,
        output_per_million: 10,
        source: 'default',
        currency: 'USD',
      }),
    );
    expect(
      (await member.request('POST', '/api/v1/model-prices', { model: 'gpt-5', ...price })).statusCode,
    ).toBe(403);

    const created = await admin.request('POST', '/api/v1/model-prices', { model: ' GPT-5 ', ...price });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().data.price;
    expect(row).toMatchObject({
      model: 'gpt-5',
      source: 'custom',
      updated_by: admin.id,
      cache_creation_per_million: null,
    });
    const again = await admin.request('POST', '/api/v1/model-prices', { model: 'gpt-5', ...price });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('MODEL_PRICE_EXISTS');

    const gpt4o = listed.json().data.prices.find((one: { model: string }) => one.model === 'gpt-4o');
    const renamed = await admin.request('PUT', `/api/v1/model-prices/${row.id}`, {
      model: 'gpt-4o',
      ...price,
    });
    expect(renamed.json().error.code).toBe('MODEL_PRICE_EXISTS');
    const changed = await admin.request('PUT', `/api/v1/model-prices/${gpt4o.id}`, {
      model: 'gpt-4o',
      ...price,
      input_per_million: 3,
    });
    expect(changed.json().data.price).toMatchObject({ input_per_million: 3, source: 'custom' });
    expect((await member.request('DELETE', `/api/v1/model-prices/${row.id}`)).statusCode).toBe(403);
    expect((await admin.request('DELETE', `/api/v1/model-prices/${row.id}`)).statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/v1/model-prices/${row.id}`)).statusCode).toBe(404);
    expect(
      (await admin.request('PUT', '/api/v1/model-prices/99999', { model: 'x', ...price })).statusCode,
    ).toBe(404);
  });

  it('refuses zero, negative and unknown fields with a coded 422', async () => {
    for (const body of [
      { model: 'm', ...price, input_per_million: 0 },
      { model: 'm', ...price, output_per_million: -1 },
      { model: 'm', ...price, cached_input_per_million: 0 },
      { model: 'm', ...price, input_per_million: '2' },
      { model: 'm', ...price, currency: 'EUR' },
      { model: '', ...price },
      { model: 'm', output_per_million: 1 },
    ]) {
      const response = await admin.request('POST', '/api/v1/model-prices', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it("sets a configuration's own prices for whoever may change the configuration", async () => {
    const db = api.platform.database.db;
    const global = await createLlmConfiguration(db, { name: 'Global' });
    const own = await createLlmConfiguration(db, {
      name: 'Mine',
      userId: member.id,
      isGlobal: false,
      isDefault: false,
    });
    const other = await api.signUp();
    const prices = {
      input_per_million: 1,
      output_per_million: 2,
      cached_input_per_million: null,
      cache_creation_per_million: null,
    };

    const set = await member.request('PUT', `/api/v1/llm-configs/${own.id}/prices`, { prices });
    expect(set.statusCode, set.body).toBe(200);
    expect((await member.request('GET', `/api/v1/llm-configs/${own.id}/prices`)).json().data.prices).toEqual({
      ...prices,
      currency: 'USD',
    });
    expect((await other.request('GET', `/api/v1/llm-configs/${own.id}/prices`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/v1/llm-configs/${own.id}/prices`, { prices })).statusCode).toBe(
      404,
    );
    expect(
      (await member.request('PUT', `/api/v1/llm-configs/${global.id}/prices`, { prices })).statusCode,
    ).toBe(403);
    expect(
      (await admin.request('PUT', `/api/v1/llm-configs/${global.id}/prices`, { prices })).statusCode,
    ).toBe(200);
    const zero = await member.request('PUT', `/api/v1/llm-configs/${own.id}/prices`, {
      prices: { ...prices, input_per_million: 0 },
    });
    expect(zero.statusCode).toBe(422);
    const cleared = await member.request('PUT', `/api/v1/llm-configs/${own.id}/prices`, { prices: null });
    expect(cleared.json().data.prices).toBeNull();
  });
});
