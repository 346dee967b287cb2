/**
 * The loop with the real drivers talking HTTP to the fake LLM server, for both providers.
 */
import type { FakeLlm } from '@spora/fake-llm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCoreDriverRegistry, createLlmDriverProvider } from '../../src/llm/index.js';
import { loadHistory } from '../../src/orchestrator/history.js';
import { createLlmConfiguration } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

const providers = [
  {
    name: 'openai',
    driverClass: 'core/OpenAiCompatibleDriver',
    baseUrl: (llm: FakeLlm) => llm.openaiBaseUrl,
  },
  {
    name: 'anthropic',
    driverClass: 'core/AnthropicCompatibleDriver',
    baseUrl: (llm: FakeLlm) => llm.anthropicBaseUrl,
  },
] as const;
const cases = testEngines.flatMap((engine) =>
  providers.map((provider) => ({ engine, provider, label: `${engine.name}/${provider.name}` })),
);

describe.each(cases)('loop over HTTP on $label', ({ engine, provider }) => {
  const llm = sharedFakeLlm();
  let harness: LoopHarness;

  beforeEach(async () => {
    executions.length = 0;
    const provide = createLlmDriverProvider(createCoreDriverRegistry(), {
      maxRetries: 2,
      defaultTimeoutMs: 10_000,
    });
    harness = await openLoopHarness(
      engine,
      'sync',
      () => {
        throw new Error('unused');
      },
      { provider: provide, withLlmConfiguration: false },
    );
    await createLlmConfiguration(harness.test.platform.database.db, {
      driverClass: provider.driverClass,
      settings: { base_url: provider.baseUrl(llm), api_key: 'test-key', model: 'fake-model' },
    });
  });

  afterEach(async () => {
    await harness.dispose();
  });

  const db = () => harness.test.platform.database.db;
  const start = async (prompt: string) => harness.orchestrator.start((await harness.agent()).id, prompt);

  it('answers, then runs a tool turn and answers with the result', async () => {
    llm.enqueue({ kind: 'text', text: 'Hello there.' });
    expect(await start('Hi')).toMatchObject({ status: 'COMPLETED', final_response: 'Hello there.' });
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'call_1', name: 'echo', arguments: { text: 'ping' } }] },
      { kind: 'text', text: 'It said ping.' },
    );
    const task = await start('Echo ping');
    expect(task).toMatchObject({ status: 'COMPLETED', final_response: 'It said ping.' });
    const usage = await db()
      .selectFrom('task_history')
      .selectAll()
      .where('task_id', '=', task.id)
      .where('provider', 'is not', null)
      .execute();
    expect(usage.map((row) => row.provider)).toEqual([provider.name, provider.name]);
    expect(JSON.stringify(llm.requests.at(-1)?.body)).toContain('echo: ping');
  });

  it('pauses for one call of a parallel turn, and a rejection reason reaches the model', async () => {
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'call_r', name: 'files', arguments: { action: 'read', path: '/a' } },
          { id: 'call_d', name: 'files', arguments: { action: 'delete', path: '/b' } },
        ],
      },
      { kind: 'text', text: 'Understood, not deleting.' },
    );
    const paused = await start('Tidy up');
    expect(paused.status).toBe('PENDING_APPROVAL');
    expect(executions.map((execution) => execution.tool)).toEqual(['files.read']);
    const done = await harness.orchestrator.reject(paused.id, 'that file is important');
    expect(done.status).toBe('COMPLETED');
    expect(JSON.stringify(llm.requests.at(-1)?.body)).toContain(
      'Action rejected by user: that file is important',
    );
  });

  it('cancels the HTTP request when the task is aborted during a slow call', async () => {
    llm.enqueue({ kind: 'text', text: 'too late', delayMs: 10_000 });
    const agent = await harness.agent();
    const running = harness.orchestrator.start(agent.id, 'Slow please');
    const [request] = await llm.waitForRequests(1);
    const task = await db().selectFrom('tasks').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await harness.orchestrator.abort(task.id);
    expect((await running).status).toBe('ABORTED');
    await expect.poll(() => request?.cancelled, { timeout: 5_000 }).toBe(true);
    expect((await loadHistory(db(), task.id)).map((entry) => entry.role)).toEqual(['user']);
  });

  it('retries a 503 and a 429 with Retry-After, then succeeds', async () => {
    llm.enqueue(
      { kind: 'error', status: 503, message: 'upstream unavailable' },
      { kind: 'error', status: 429, message: 'slow down', headers: { 'retry-after': '1' } },
      { kind: 'text', text: 'Finally.' },
    );
    const began = Date.now();
    const task = await start('Hi');
    expect(task).toMatchObject({ status: 'COMPLETED', final_response: 'Finally.', step_count: 1 });
    expect(llm.requests).toHaveLength(3);
    expect(Date.now() - began).toBeGreaterThanOrEqual(900);
  });

  it('fails with the provider error code once retries are spent', async () => {
    llm.enqueue({ kind: 'error', status: 404, message: 'no such model' });
    const task = await start('Hi');
    expect(task).toMatchObject({ status: 'FAILED', error_code: 'BAD_REQUEST' });
  });

  it('pauses for the key, not failing, when the provider refuses it', async () => {
    llm.enqueue({ kind: 'error', status: 401, message: 'bad key' });
    const task = await start('Hi');
    expect(task).toMatchObject({ status: 'AWAITING_CONNECTION', error_code: null });
  });
});
