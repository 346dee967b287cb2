/**
 * `appendHistory(taskId, role, content, context)` with the whole HistoryMessageContext of seed 001:
 * toolCallId, toolName, toolCallPayload, inputTokens, outputTokens, contentBlocks, usage.
 */
import { emptyUsage } from '@spora/sdk';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

describe.each(testEngines)('appendHistory on $name', (engine) => {
  let harness: LoopHarness;

  beforeEach(async () => {
    harness = await openLoopHarness(engine, 'worker', () => new ScriptedLlmDriver(), { withoutWorker: true });
  });

  afterEach(async () => {
    await harness.dispose();
  });

  const db = () => harness.test.platform.database.db;
  const newTask = async () => (await harness.orchestrator.start((await harness.agent()).id, 'Hello')).id;

  it('writes an assistant turn with its tool calls, content blocks, token counts and usage', async () => {
    const taskId = await newTask();
    const toolCall = { id: 'c1', name: 'echo', arguments: { text: 'hi' }, rawArguments: '{"text":"hi"}' };
    const entry = await harness.orchestrator.appendHistory(taskId, 'assistant', 'Calling echo.', {
      toolCallPayload: [toolCall],
      contentBlocks: [{ type: 'thinking', thinking: 'Echo it.', signature: 'sig' }],
      usage: { ...emptyUsage, inputTokens: 10, outputTokens: 4, cachedTokens: 2, provider: 'anthropic' },
      outputTokens: 5,
      model: 'claude-test',
    });
    expect(entry).toMatchObject({ role: 'assistant', content: 'Calling echo.', toolCalls: [toolCall] });
    expect(entry.blocks).toEqual([{ type: 'thinking', thinking: 'Echo it.', signature: 'sig' }]);
    const row = await db()
      .selectFrom('task_history')
      .selectAll()
      .where('id', '=', entry.id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      input_tokens: 10,
      output_tokens: 5,
      cached_tokens: 2,
      provider: 'anthropic',
      model: 'claude-test',
    });
    expect((await loadHistory(db(), taskId)).at(-1)).toEqual(entry);
  });

  it('counts tokens given without a usage object', async () => {
    const taskId = await newTask();
    const entry = await harness.orchestrator.appendHistory(taskId, 'assistant', 'Done.', {
      inputTokens: 7,
      outputTokens: 3,
    });
    const row = await db()
      .selectFrom('task_history')
      .selectAll()
      .where('id', '=', entry.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ input_tokens: 7, output_tokens: 3, tool_call_payload: null });
  });

  it('writes tool results, summaries and user messages with their own fields', async () => {
    const taskId = await newTask();
    const tool = await harness.orchestrator.appendHistory(taskId, 'tool', 'Result', {
      toolCallId: 'c1',
      toolName: 'echo',
    });
    expect(tool).toMatchObject({ role: 'tool', toolCallId: 'c1', toolName: 'echo', content: 'Result' });
    const summary = await harness.orchestrator.appendHistory(taskId, 'summary', 'Earlier: hello.', {
      range: '0-1',
    });
    expect(summary).toMatchObject({ role: 'summary', summarizedThrough: 1 });
    const user = await harness.orchestrator.appendHistory(taskId, 'user', 'More');
    expect(user).toMatchObject({ role: 'user', content: 'More', sequence: summary.sequence + 1 });
  });

  it('refuses a context its role has no place for, and appends nothing', async () => {
    const taskId = await newTask();
    const before = await loadHistory(db(), taskId);
    const attempts = [
      harness.orchestrator.appendHistory(taskId, 'tool', 'Result', { toolName: 'echo' }),
      harness.orchestrator.appendHistory(taskId, 'user', 'Hi', { toolCallPayload: [] }),
      harness.orchestrator.appendHistory(taskId, 'tool', 'Result', {
        toolCallId: 'c',
        toolName: 'e',
        usage: emptyUsage,
      }),
      harness.orchestrator.appendHistory(taskId, 'assistant', 'Hi', { inputTokens: -1 }),
      harness.orchestrator.appendHistory(taskId, 'summary', 'S', { range: 'all' }),
    ];
    for (const attempt of attempts) {
      await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    await expect(harness.orchestrator.appendHistory(999_999, 'user', 'Hi')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await loadHistory(db(), taskId)).toEqual(before);
  });
});
