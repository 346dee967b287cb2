/**
 * Context-window recovery: older history is summarised by the agent's model and the step retried.
 */
import { LlmError } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import { closeModel, scriptedModel } from '../support/http-scripted-model.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

const tooLong = () =>
  new LlmError('CONTEXT_WINDOW_EXCEEDED', 'prompt is too long', { status: 400, contextLimit: 8192 });
const echo = (text: string) => ({ toolCalls: [{ name: 'echo', arguments: { text } }] });

const cases = testEngines.flatMap((engine) =>
  (['scripted', 'openai', 'anthropic'] as const).map((transport) => ({
    engine,
    transport,
    label: `${engine.name}/${transport}`,
  })),
);

describe.each(cases)('context window on $label', ({ engine, transport }) => {
  let harness: LoopHarness;
  let model: ReturnType<typeof scriptedModel>;

  beforeEach(async () => {
    model = scriptedModel(transport);
    harness = await openLoopHarness(engine, 'sync', () => model);
  });

  afterEach(async () => {
    await harness.dispose();
    await closeModel(model);
  });

  const run = async (prompt: string) => harness.orchestrator.start((await harness.agent()).id, prompt);

  it('summarises older rows and retries the step', async () => {
    model.enqueue(
      echo('a'),
      echo('b'),
      echo('c'),
      { error: tooLong() },
      { text: 'They echoed a, b and c.' },
      { text: 'All done.' },
    );
    const task = await run('Echo three things');
    expect(task).toMatchObject({ status: 'COMPLETED', final_response: 'All done.' });
    const history = await loadHistory(harness.test.platform.database.db, task.id);
    const summary = history.find((entry) => entry.role === 'summary');
    expect(summary).toMatchObject({ content: 'They echoed a, b and c.', summarizedThrough: 2 });
    const summaryRequest = model.requests[4];
    expect(summaryRequest?.tools).toEqual([]);
    expect(summaryRequest?.messages[0]?.role === 'user' && summaryRequest.messages[0].content).toContain(
      'User: Echo three things',
    );
    const retried = model.requests[5]?.messages ?? [];
    expect(retried[0]).toEqual({
      role: 'user',
      content: '[Summary of the earlier conversation]\nThey echoed a, b and c.',
    });
    expect(retried.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
    ]);
  });

  it('fails on the first turn with CONTEXT_WINDOW_FIRST_TURN', async () => {
    model.enqueue({ error: tooLong() });
    expect(await run('A very long first message')).toMatchObject({
      status: 'FAILED',
      error_code: 'CONTEXT_WINDOW_FIRST_TURN',
    });
  });

  it('fails instead of looping when the summarised conversation still does not fit', async () => {
    model.enqueue(
      echo('a'),
      echo('b'),
      echo('c'),
      { error: tooLong() },
      { text: 'summary' },
      { error: tooLong() },
    );
    expect(await run('Echo')).toMatchObject({ status: 'FAILED', error_code: 'CONTEXT_WINDOW_EXCEEDED' });
    expect(model.remainingTurns).toBe(0);
  });
});
