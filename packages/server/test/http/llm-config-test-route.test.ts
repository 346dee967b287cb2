import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const openAi = 'core/OpenAiCompatibleDriver';
const anthropic = 'core/AnthropicCompatibleDriver';

describe.each(testEngines)('POST /llm-configs/{id}/test on $name', (engine) => {
  let llm: FakeLlm;
  let api: TestApi;
  let admin: ApiUser;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(async () => {
    await llm.close();
  });

  beforeEach(async () => {
    llm.reset();
    llm.setResponder(undefined);
    api = await openTestApi(engine);
    admin = await api.signUp({ role: 'admin' });
    alice = await api.signUp();
    bob = await api.signUp();
  });
  afterEach(async () => {
    await api.dispose();
  });

  async function create(user: ApiUser, body: Record<string, unknown>): Promise<number> {
    const response = await user.request('POST', '/api/v1/llm-configs', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.config.id;
  }
  const fakeConfig = (user: ApiUser, settings: Record<string, unknown> = {}, extra = {}) =>
    create(user, {
      name: 'Fake',
      driver_class: openAi,
      settings: { base_url: llm.openaiBaseUrl, model: 'fake-model', api_key: 'sk-test', ...settings },
      ...extra,
    });
  const test = (user: ApiUser, id: number) => user.request('POST', `/api/v1/llm-configs/${id}/test`, {});

  it('sends one small request and reports the answer, the model and the latency', async () => {
    llm.enqueue({ kind: 'text', text: 'OK' });
    const id = await fakeConfig(alice);
    const response = await test(alice, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result).toMatchObject({
      ok: true,
      answer: 'OK',
      latency_ms: expect.any(Number),
      input_tokens: expect.any(Number),
      output_tokens: expect.any(Number),
    });
    expect(llm.requests).toHaveLength(1);
    // The stored key was decrypted for the request, and the request asked for a short answer.
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    const body = llm.requests[0]?.body as Record<string, unknown>;
    expect(body.model).toBe('fake-model');
    expect(body.tools).toBeUndefined();
    expect(body.max_completion_tokens ?? body.max_tokens).toBe(64);
  });

  it('works for the Anthropic-compatible driver too', async () => {
    llm.enqueue({ kind: 'text', text: 'Hello' });
    const id = await create(alice, {
      name: 'Messages-protocol model',
      driver_class: anthropic,
      settings: { base_url: llm.anthropicBaseUrl, model: 'fake-messages-model', api_key: 'k' },
    });
    const result = (await test(alice, id)).json().data.result;
    expect(result).toMatchObject({ ok: true, answer: 'Hello' });
    expect(llm.requests[0]?.protocol).toBe('anthropic');
  });

  it('reports a refused key as AUTH_ERROR with the provider’s status, without retrying', async () => {
    llm.enqueue({ kind: 'error', status: 401, message: 'Invalid API key.' });
    const id = await fakeConfig(alice);
    const result = (await test(alice, id)).json().data.result;
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'AUTH_ERROR', status: 401, retryable: false, message: expect.any(String) },
    });
    expect(llm.requests).toHaveLength(1);
  });

  it('reports a rate limit once, as retryable, instead of waiting and retrying', async () => {
    llm.enqueue({ kind: 'error', status: 429, message: 'Slow down.', headers: { 'retry-after': '1' } });
    const id = await fakeConfig(alice);
    const result = (await test(alice, id)).json().data.result;
    expect(result).toMatchObject({ ok: false, error: { code: 'RATE_LIMIT', status: 429, retryable: true } });
    expect(llm.requests).toHaveLength(1);
  });

  it('reports a server nobody listens on as NETWORK_ERROR', async () => {
    const id = await fakeConfig(alice, { base_url: 'http://127.0.0.1:9/v1' });
    const result = (await test(alice, id)).json().data.result;
    expect(result).toMatchObject({ ok: false, error: { code: 'NETWORK_ERROR', status: null } });
  });

  it('gives up with LLM_TIMEOUT when the model does not answer in time', async () => {
    llm.enqueue({ kind: 'hang' });
    const id = await fakeConfig(alice, { timeout: '1' });
    const result = (await test(alice, id)).json().data.result;
    expect(result).toMatchObject({ ok: false, error: { code: 'LLM_TIMEOUT', retryable: true } });
    expect(result.latency_ms).toBeGreaterThanOrEqual(900);
  });

  it('reports settings the driver cannot use as BAD_REQUEST, sending nothing', async () => {
    // Saving refuses such a base_url now; a configuration stored before that check still has one.
    const id = await fakeConfig(alice);
    const db = api.platform.database.db;
    const row = await db
      .selectFrom('llm_driver_configurations')
      .select('settings')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('llm_driver_configurations')
      .set({ settings: JSON.stringify({ ...JSON.parse(row.settings), base_url: 'not a URL' }) })
      .where('id', '=', id)
      .execute();
    const result = (await test(alice, id)).json().data.result;
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST', status: null } });
    expect(result.error.message).toContain('base_url');
    expect(llm.requests).toHaveLength(0);
  });

  it('tests global configurations for everyone, never another person’s private one', async () => {
    llm.setResponder(() => ({ kind: 'text', text: 'OK' }));
    const global = await fakeConfig(admin, {}, { is_global: true });
    expect((await test(alice, global)).json().data.result.ok).toBe(true);

    const alicesOwn = await fakeConfig(alice);
    for (const user of [bob, admin]) {
      const refused = await test(user, alicesOwn);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
    }
    expect(llm.requests).toHaveLength(1);
  });

  it('refuses an unknown id, a body with fields and an anonymous caller', async () => {
    expect((await test(alice, 999)).statusCode).toBe(404);
    const id = await fakeConfig(alice);
    const withBody = await alice.request('POST', `/api/v1/llm-configs/${id}/test`, { prompt: 'hi' });
    expect(withBody.statusCode).toBe(422);
    expect(withBody.json().error.code).toBe('VALIDATION_ERROR');
    const anonymous = await api.anonymous('POST', `/api/v1/llm-configs/${id}/test`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(llm.requests).toHaveLength(0);
  });
});
