/**
 * A turn's cost is written with its usage row when the model answers, at the prices of that
 * moment: a later price change leaves it as it was, a model without a price stays "price unknown"
 * (never zero), and a configuration's own prices win over the table.
 */
import type { LlmResponse, LlmUsage } from '@spora/sdk';
import { emptyUsage } from '@spora/sdk';
import { describe, expect, it } from 'vitest';
import { UserTasks } from '../../src/tasks/index.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';

function answer(model: string | null, usage: Partial<LlmUsage>): () => LlmResponse {
  return () => ({
    text: 'Done.',
    toolCalls: [],
    blocks: [{ type: 'text', text: 'Done.' }],
    usage: { ...emptyUsage, provider: 'openai', ...usage },
    finishReason: 'stop',
    model,
    responseId: null,
  });
}

describe.each(testEngines)('turn cost on $name', (engine) => {
  const { harness, model, db } = useLoopHarness(engine, 'sync');

  const run = async (prompt: string) => {
    const agent = await harness.agent();
    return harness.orchestrator.start(agent.id, prompt);
  };
  const usageOf = (taskId: number) =>
    db()
      .selectFrom('task_history')
      .select(['cost', 'currency', 'price_source', 'priced_as', 'model'])
      .where('task_id', '=', taskId)
      .where('provider', 'is not', null)
      .executeTakeFirstOrThrow();
  const totalsOf = async (taskId: number) =>
    (await new UserTasks(db(), harness.userId).detail(taskId)).totals;

  it('prices a dated snapshot as its model when the turn is recorded, and keeps that cost after a price change', async () => {
    // OpenAI counts cached tokens inside the input: 800 uncached at 2.50, 200 cached at 1.25, 500 out at 10.
    model.enqueue(answer('gpt-4o-2024-08-06', { inputTokens: 1000, cachedTokens: 200, outputTokens: 500 }));
    const first = await run('Price me');
    expect(first.status).toBe('COMPLETED');
    const recorded = await usageOf(first.id);
    expect(recorded).toMatchObject({ currency: 'USD', price_source: 'price_table', priced_as: 'gpt-4o' });
    expect(recorded.cost).toBeCloseTo(0.00725, 10);

    await db()
      .updateTable('model_prices')
      .set({ input_per_million: 5, cached_input_per_million: 2.5, output_per_million: 20, source: 'custom' })
      .where('model', '=', 'gpt-4o')
      .execute();
    model.enqueue(answer('gpt-4o-2024-08-06', { inputTokens: 1000, cachedTokens: 200, outputTokens: 500 }));
    const second = await run('Price me again');

    expect((await usageOf(first.id)).cost).toBeCloseTo(0.00725, 10);
    expect((await usageOf(second.id)).cost).toBeCloseTo(0.0145, 10);
    expect(await totalsOf(first.id)).toMatchObject({ currency: 'USD', priced_turns: 1, unpriced_turns: 0 });
    expect((await totalsOf(first.id)).cost).toBeCloseTo(0.00725, 10);
  });

  it('records a model without a price as unknown, never as zero, and counts it apart in the totals', async () => {
    model.enqueue(answer('gpt-4o-audio-preview', { inputTokens: 100, outputTokens: 10 }));
    const task = await run('Who knows');
    expect(await usageOf(task.id)).toEqual({
      cost: null,
      currency: null,
      price_source: null,
      priced_as: null,
      model: 'gpt-4o-audio-preview',
    });
    expect(await totalsOf(task.id)).toMatchObject({ cost: null, priced_turns: 0, unpriced_turns: 1 });
  });

  it('sums only the priced turns of a task whose turns are partly unknown', async () => {
    model.enqueue(
      { toolCalls: [{ id: 'e1', name: 'echo', arguments: { text: 'x' } }] },
      answer('claude-3-5-haiku-20241022', {
        provider: 'anthropic',
        inputTokens: 1000,
        cachedTokens: 1000,
        cacheCreationTokens: 1000,
        outputTokens: 1000,
      }),
    );
    const task = await run('Mixed');
    const totals = await totalsOf(task.id);
    expect(totals).toMatchObject({ priced_turns: 1, unpriced_turns: 1 });
    // Anthropic counts cache reads and writes apart from the input: 0.8 + 0.08 + 1 + 4 per million.
    expect(totals.cost).toBeCloseTo(5.88 / 1000, 10);
  });

  it("charges a configuration's own prices instead of the table's", async () => {
    await db()
      .updateTable('llm_driver_configurations')
      .set({
        prices: JSON.stringify({
          input_per_million: 1,
          output_per_million: 2,
          cached_input_per_million: null,
          cache_creation_per_million: null,
        }),
      })
      .execute();
    model.enqueue(
      answer('gpt-4o', { inputTokens: 1_000_000, outputTokens: 1_000_000, cachedTokens: 500_000 }),
    );
    const task = await run('Own prices');
    const recorded = await usageOf(task.id);
    expect(recorded).toMatchObject({ price_source: 'configuration', priced_as: null, currency: 'USD' });
    // A null cached price bills cached tokens as input.
    expect(recorded.cost).toBeCloseTo(3, 10);
  });
});
