import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { type EffectiveSettings, LlmError, type LlmMessage } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicCompatibleDriver } from '../../src/llm/index.js';
import { bodyOf, never, rewritingFetch, timeTool, userRequest, webSearchTool } from './support.js';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
});

function driver(
  settings: EffectiveSettings = {},
  fetch?: typeof globalThis.fetch,
): AnthropicCompatibleDriver {
  return new AnthropicCompatibleDriver(
    { base_url: fake.anthropicBaseUrl, model: 'test-model', api_key: 'sk-ant-test', ...settings },
    { maxRetries: 0, ...(fetch ? { fetch } : {}) },
  );
}

/** An extended-thinking tool round: two parallel calls, their results, then the user again. */
const thinkingToolRound: LlmMessage[] = [
  { role: 'user', content: 'Search and tell the time.' },
  {
    role: 'assistant',
    text: 'Two lookups.',
    toolCalls: [
      {
        id: 'toolu_1',
        name: 'myplugin:web_search',
        arguments: { query: 'spora' },
        rawArguments: '{"query":"spora"}',
      },
      { id: 'toolu_2', name: 'time', arguments: {}, rawArguments: '{}' },
    ],
    blocks: [
      { type: 'thinking', thinking: 'I should search first.', signature: 'sig/+==byte-exact' },
      { type: 'redacted_thinking', data: 'EncryptedOpaqueData==' },
      { type: 'thinking', thinking: 'Unsigned musing from another provider.', signature: null },
      { type: 'text', text: 'Two lookups.' },
    ],
  },
  {
    role: 'tool',
    toolCallId: 'toolu_1',
    toolName: 'myplugin:web_search',
    content: 'Spora is an agent platform.',
  },
  { role: 'tool', toolCallId: 'toolu_2', toolName: 'time', content: '12:00' },
  { role: 'user', content: 'Thanks, and now?' },
];

describe('Anthropic-compatible request body', () => {
  it('merges tool results into one user turn and replays signed thinking before tool_use', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    await driver().complete(
      userRequest('', { messages: thinkingToolRound, tools: [webSearchTool, timeTool] }),
      never(),
    );

    expect(bodyOf(fake.requests[0]).messages).toEqual([
      { role: 'user', content: 'Search and tell the time.' },
      {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'I should search first.', signature: 'sig/+==byte-exact' },
          { type: 'redacted_thinking', data: 'EncryptedOpaqueData==' },
          { type: 'text', text: 'Two lookups.' },
          { type: 'tool_use', id: 'toolu_1', name: 'myplugin_web_search', input: { query: 'spora' } },
          { type: 'tool_use', id: 'toolu_2', name: 'time', input: {} },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_1', content: 'Spora is an agent platform.' },
          { type: 'tool_result', tool_use_id: 'toolu_2', content: '12:00' },
        ],
      },
      { role: 'user', content: 'Thanks, and now?' },
    ]);
  });

  it('marks the system prompt and the last tool as cacheable, with the anthropic headers', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    await driver().complete(
      userRequest('Hi', { tools: [webSearchTool, timeTool], maxTokens: 2048 }),
      never(),
    );

    const request = fake.requests[0];
    const body = bodyOf(request);
    expect(body).toMatchObject({
      max_tokens: 2048,
      temperature: 0.7,
      system: [{ type: 'text', text: 'You are a test agent.', cache_control: { type: 'ephemeral' } }],
      tools: [
        {
          name: 'myplugin_web_search',
          description: 'Search the web.',
          input_schema: webSearchTool.parameters,
        },
        {
          name: 'time',
          description: 'The current time.',
          input_schema: timeTool.parameters,
          cache_control: { type: 'ephemeral' },
        },
      ],
    });
    expect((body.tools as object[])[0]).not.toHaveProperty('cache_control');
    expect(request?.headers).toMatchObject({ 'x-api-key': 'sk-ant-test' });
    expect(request?.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(request?.headers).not.toHaveProperty('authorization');
  });

  it('sends a plain system prompt when caching is off', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    await driver({ enable_prompt_caching: 'false' }).complete(
      userRequest('Hi', { tools: [timeTool] }),
      never(),
    );
    const body = bodyOf(fake.requests[0]);
    expect(body.system).toBe('You are a test agent.');
    expect(JSON.stringify(body)).not.toContain('cache_control');
  });

  it('enables thinking with the budget and sends no temperature', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    await driver({ thinking_budget: '2048', temperature: '0.3' }).complete(
      userRequest('Hi', { maxTokens: 8192, temperature: 0.5 }),
      never(),
    );
    const body = bodyOf(fake.requests[0]);
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
    expect(body).not.toHaveProperty('temperature');
  });

  it('sends no credential header without an API key', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    const keyless = new AnthropicCompatibleDriver(
      { base_url: fake.anthropicBaseUrl, model: 'test-model' },
      { maxRetries: 0 },
    );
    await keyless.complete(userRequest('Hi'), never());
    expect(fake.requests[0]?.headers).not.toHaveProperty('x-api-key');
    expect(fake.requests[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('Anthropic-compatible response', () => {
  it('keeps thinking blocks with their signatures, in order, beside the tool calls', async () => {
    fake.enqueue({
      kind: 'tool_calls',
      thinking: { text: 'Need the time.', signature: 'sig-123' },
      redactedThinking: 'opaque==',
      text: 'Checking.',
      calls: [{ id: 'toolu_9', name: 'time', arguments: {} }],
    });
    const response = await driver().complete(userRequest('Time?', { tools: [timeTool] }), never());

    expect(response.blocks).toEqual([
      { type: 'thinking', thinking: 'Need the time.', signature: 'sig-123' },
      { type: 'redacted_thinking', data: 'opaque==' },
      { type: 'text', text: 'Checking.' },
    ]);
    expect(response.text).toBe('Checking.');
    expect(response.toolCalls).toEqual([{ id: 'toolu_9', name: 'time', arguments: {}, rawArguments: '{}' }]);
  });

  it('assembles streamed thinking with its signature', async () => {
    fake.enqueue({
      kind: 'tool_calls',
      thinking: { text: 'Think in several words here.', signature: 'streamed-sig' },
      calls: [{ id: 'toolu_1', name: 'time', arguments: {} }],
    });
    const response = await driver().complete(
      userRequest('Time?', { tools: [timeTool], onTextDelta: () => {} }),
      never(),
    );
    expect(response.blocks).toEqual([
      { type: 'thinking', thinking: 'Think in several words here.', signature: 'streamed-sig' },
    ]);
    expect(response.text).toBeNull();
    expect(response.toolCalls).toHaveLength(1);
  });

  it('takes tool_use blocks even when stop_reason says end_turn', async () => {
    fake.enqueue({ kind: 'tool_calls', calls: [{ id: 'toolu_1', name: 'time', arguments: {} }] });
    const endTurn = rewritingFetch((body) => {
      body.stop_reason = 'end_turn';
    });
    const response = await driver({}, endTurn).complete(userRequest('Time?', { tools: [timeTool] }), never());
    expect(response.finishReason).toBe('end_turn');
    expect(response.toolCalls.map((call) => call.name)).toEqual(['time']);
  });

  it('maps usage with cache creation and cache reads', async () => {
    fake.enqueue({
      kind: 'text',
      text: 'ok',
      usage: { inputTokens: 50, outputTokens: 7, cachedInputTokens: 1000, cacheCreationInputTokens: 200 },
    });
    const whole = await driver().complete(userRequest('Hi'), never());
    fake.enqueue({
      kind: 'text',
      text: 'ok',
      usage: { inputTokens: 50, outputTokens: 7, cachedInputTokens: 1000, cacheCreationInputTokens: 200 },
    });
    const streamed = await driver().complete(userRequest('Hi', { onTextDelta: () => {} }), never());

    for (const response of [whole, streamed]) {
      expect(response.usage).toMatchObject({
        inputTokens: 50,
        outputTokens: 7,
        reasoningTokens: 0,
        cachedTokens: 1000,
        cacheCreationTokens: 200,
        provider: 'anthropic',
        raw: { input_tokens: 50, output_tokens: 7, cache_read_input_tokens: 1000 },
      });
    }
  });

  it('treats overloaded_error as SERVER_OVERLOADED whatever the status', async () => {
    fake.enqueue({ kind: 'error', status: 500, type: 'overloaded_error', message: 'Overloaded' });
    const error = await driver()
      .complete(userRequest('Hi'), never())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ code: 'SERVER_OVERLOADED', status: 500, providerType: 'overloaded_error' });
  });
});
