import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import type { LlmMessage } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiCompatibleDriver } from '../../src/llm/index.js';
import {
  afterToolCall,
  bodyOf,
  never,
  rewritingFetch,
  timeTool,
  userRequest,
  webSearchTool,
} from './support.js';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
});

function driver(fetch?: typeof globalThis.fetch): OpenAiCompatibleDriver {
  return new OpenAiCompatibleDriver(
    { base_url: fake.openaiBaseUrl, model: 'o4-mini', api_key: 'sk-test' },
    { maxRetries: 0, ...(fetch ? { fetch } : {}) },
  );
}

/** Edits `choices[0]` of a chat completion on its way back. */
function editFirstChoice(edit: (choice: Record<string, unknown>, message: Record<string, unknown>) => void) {
  return rewritingFetch((body) => {
    const choice = (body.choices as Record<string, unknown>[])[0]!;
    edit(choice, choice.message as Record<string, unknown>);
  });
}

describe('OpenAI-compatible request body', () => {
  it('sends max_completion_tokens, the system prompt first, and no tools when there are none', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    await driver().complete(userRequest('Hi', { maxTokens: 321, temperature: 1 }), never());

    const body = bodyOf(fake.requests[0]);
    expect(body).toMatchObject({
      model: 'o4-mini',
      max_completion_tokens: 321,
      temperature: 1,
      messages: [
        { role: 'system', content: 'You are a test agent.' },
        { role: 'user', content: 'Hi' },
      ],
    });
    expect(body).not.toHaveProperty('max_tokens');
    expect(body).not.toHaveProperty('tools');
    expect(body).not.toHaveProperty('tool_choice');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('offers tools with tool_choice auto and replays a tool round in chat-completions shape', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    const messages: LlmMessage[] = [
      ...afterToolCall({ id: 'call_1', name: 'myplugin:web_search', args: { query: 'spora' } }),
      {
        role: 'assistant',
        text: 'Let me check the time.',
        toolCalls: [
          { id: 'call_2', name: 'time', arguments: {}, rawArguments: '' },
          { id: 'call_3', name: 'time', arguments: null, rawArguments: '{"oops' },
        ],
        blocks: [{ type: 'thinking', thinking: 'private musing', signature: null }],
      },
      { role: 'tool', toolCallId: 'call_2', toolName: 'time', content: '12:00' },
      { role: 'tool', toolCallId: 'call_3', toolName: 'time', content: 'Invalid arguments.' },
    ];
    await driver().complete(userRequest('', { messages, tools: [webSearchTool, timeTool] }), never());

    const body = bodyOf(fake.requests[0]);
    expect(body.tool_choice).toBe('auto');
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'myplugin_web_search',
          description: 'Search the web.',
          parameters: webSearchTool.parameters,
        },
      },
      {
        type: 'function',
        function: { name: 'time', description: 'The current time.', parameters: timeTool.parameters },
      },
    ]);
    expect(body.messages).toEqual([
      { role: 'system', content: 'You are a test agent.' },
      { role: 'user', content: 'Find Spora.' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'myplugin_web_search', arguments: '{"query":"spora"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1', content: 'Spora is an agent platform.' },
      {
        role: 'assistant',
        content: 'Let me check the time.',
        tool_calls: [
          { id: 'call_2', type: 'function', function: { name: 'time', arguments: '{}' } },
          // Malformed arguments go back as an empty object; strict servers refuse invalid JSON.
          { id: 'call_3', type: 'function', function: { name: 'time', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_2', content: '12:00' },
      { role: 'tool', tool_call_id: 'call_3', content: 'Invalid arguments.' },
    ]);
    // Reasoning is never replayed as visible text.
    expect(JSON.stringify(body)).not.toContain('private musing');
  });

  it('sends no Authorization header without an API key', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    const keyless = new OpenAiCompatibleDriver({ base_url: fake.openaiBaseUrl }, { maxRetries: 0 });
    await keyless.complete(userRequest('Hi'), never());
    expect(fake.requests[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('OpenAI-compatible response', () => {
  it('takes tool calls even when finish_reason says stop', async () => {
    fake.enqueue({ kind: 'tool_calls', calls: [{ id: 'call_1', name: 'time', arguments: {} }] });
    const stopping = editFirstChoice((choice) => {
      choice.finish_reason = 'stop';
    });
    const response = await driver(stopping).complete(userRequest('Time?', { tools: [timeTool] }), never());

    expect(response.finishReason).toBe('stop');
    expect(response.toolCalls).toEqual([{ id: 'call_1', name: 'time', arguments: {}, rawArguments: '{}' }]);
  });

  it('moves reasoning_content and inline think tags into one unsigned thinking block', async () => {
    fake.enqueue({ kind: 'text', text: '<think>\nInline thought.\n</think>\n\nThe answer is 4.' });
    const reasoning = editFirstChoice((_choice, message) => {
      message.reasoning_content = 'Server-side reasoning.';
    });
    const response = await driver(reasoning).complete(userRequest('2+2?'), never());

    expect(response.text).toBe('The answer is 4.');
    expect(response.blocks).toEqual([
      { type: 'thinking', thinking: 'Server-side reasoning.\n\nInline thought.', signature: null },
      { type: 'text', text: 'The answer is 4.' },
    ]);
  });

  it('gives an id to a tool call that came without one', async () => {
    fake.enqueue({ kind: 'tool_calls', calls: [{ name: 'time', arguments: {} }] });
    const idless = editFirstChoice((_choice, message) => {
      for (const call of message.tool_calls as Record<string, unknown>[]) call.id = '';
    });
    const response = await driver(idless).complete(userRequest('Time?', { tools: [timeTool] }), never());
    expect(response.toolCalls[0]?.id).toMatch(/^call_[0-9a-f]{32}$/);
  });

  it('maps usage with reasoning and cached tokens', async () => {
    fake.enqueue({
      kind: 'text',
      text: 'ok',
      usage: { inputTokens: 100, outputTokens: 40, reasoningTokens: 30, cachedInputTokens: 64 },
    });
    const response = await driver().complete(userRequest('Hi'), never());
    expect(response.usage).toEqual({
      inputTokens: 100,
      outputTokens: 40,
      reasoningTokens: 30,
      cachedTokens: 64,
      cacheCreationTokens: 0,
      provider: 'openai',
      raw: {
        prompt_tokens: 100,
        completion_tokens: 40,
        total_tokens: 140,
        prompt_tokens_details: { cached_tokens: 64 },
        completion_tokens_details: { reasoning_tokens: 30 },
      },
    });
  });

  it('asks for usage in streams', async () => {
    fake.enqueue({ kind: 'text', text: 'streamed', usage: { inputTokens: 9, outputTokens: 2 } });
    const response = await driver().complete(userRequest('Hi', { onTextDelta: () => {} }), never());
    expect(bodyOf(fake.requests[0])).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(response.usage).toMatchObject({ inputTokens: 9, outputTokens: 2 });
  });
});
