import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postJson, readSseEvents } from './http.js';
import { type AnthropicMessage, type AnthropicStreamEvent, readJson } from './wire-types.js';

let llm: FakeLlm;
const messages = (body: Record<string, unknown>) =>
  postJson(
    `${llm.anthropicBaseUrl}/v1/messages`,
    { model: 'claude-test', max_tokens: 1024, messages: [{ role: 'user', content: 'hi' }], ...body },
    { headers: { 'anthropic-version': '2023-06-01', 'x-api-key': 'test-key' } },
  );

/** Each content block rebuilt from its start and deltas, as an SDK would. */
function assembleBlocks(events: AnthropicStreamEvent[]): Array<Record<string, string | undefined>> {
  const blocks: Array<Record<string, string | undefined>> = [];
  for (const event of events) {
    if (event.type === 'content_block_start' && event.index !== undefined) {
      const { type, id, name, data } = event.content_block ?? { type: '?' };
      blocks[event.index] = { type, id, name, data, text: '', json: '', thinking: '', signature: '' };
    }
    const block = event.index === undefined ? undefined : blocks[event.index];
    if (event.type !== 'content_block_delta' || block === undefined) continue;
    block.text += event.delta?.text ?? '';
    block.json += event.delta?.partial_json ?? '';
    block.thinking += event.delta?.thinking ?? '';
    block.signature += event.delta?.signature ?? '';
  }
  return blocks;
}

beforeEach(async () => {
  llm = await startFakeLlm();
});
afterEach(async () => {
  await llm.close();
});

describe('Anthropic messages', () => {
  it('answers text as a message', async () => {
    llm.enqueue({ kind: 'text', text: 'Hello there.' });
    const response = await messages({});

    expect(response.status).toBe(200);
    expect(response.headers.get('request-id')).toMatch(/^req_/);
    const message = await readJson<AnthropicMessage>(response);
    expect(message).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content: [{ type: 'text', text: 'Hello there.' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    });
    expect(message.id).toMatch(/^msg_/);
    expect(message.usage.input_tokens).toBeGreaterThan(0);
    expect(message.usage.output_tokens).toBeGreaterThan(0);
  });

  it('also serves /messages without the /v1 prefix', async () => {
    llm.enqueue({ kind: 'text', text: 'ok' });
    const response = await postJson(`${llm.url}/messages`, { model: 'm', messages: [] });
    expect((await readJson<AnthropicMessage>(response)).content).toEqual([{ type: 'text', text: 'ok' }]);
  });

  it('reports scripted usage, truncation, thinking and redacted thinking', async () => {
    llm.enqueue({
      kind: 'text',
      text: 'cut',
      truncated: true,
      thinking: { text: 'Let me think.', signature: 'sig-1' },
      redactedThinking: 'opaque',
      usage: { inputTokens: 100, outputTokens: 20, cachedInputTokens: 60, cacheCreationInputTokens: 7 },
    });
    const message = await readJson<AnthropicMessage>(await messages({}));
    expect(message.stop_reason).toBe('max_tokens');
    expect(message.content).toEqual([
      { type: 'thinking', thinking: 'Let me think.', signature: 'sig-1' },
      { type: 'redacted_thinking', data: 'opaque' },
      { type: 'text', text: 'cut' },
    ]);
    expect(message.usage).toEqual({
      input_tokens: 100,
      output_tokens: 20,
      cache_creation_input_tokens: 7,
      cache_read_input_tokens: 60,
    });
  });

  it('streams text with named events in the documented order', async () => {
    llm.enqueue({ kind: 'text', text: 'The quick brown fox jumps.' });
    const response = await messages({ stream: true });

    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const received = await readSseEvents(response);
    const events = received.map((event) => JSON.parse(event.data) as AnthropicStreamEvent);
    expect(received.every((event, index) => event.event === events[index]?.type)).toBe(true);
    const types = events.map((event) => event.type);
    expect(types.slice(0, 3)).toEqual(['message_start', 'ping', 'content_block_start']);
    expect(types.slice(-3)).toEqual(['content_block_stop', 'message_delta', 'message_stop']);
    expect(types.filter((type) => type === 'content_block_delta').length).toBeGreaterThan(3);

    expect(events[0]?.message).toMatchObject({ model: 'claude-test', content: [] });
    expect(assembleBlocks(events)).toMatchObject([{ type: 'text', text: 'The quick brown fox jumps.' }]);
    const messageDelta = events.at(-2);
    expect(messageDelta?.delta?.stop_reason).toBe('end_turn');
    expect(messageDelta?.usage?.output_tokens).toBeGreaterThan(0);
  });

  it('streams thinking with its signature before the text', async () => {
    llm.enqueue({ kind: 'text', text: 'Answer.', thinking: { text: 'Step one, step two.' } });
    const events = (await readSseEvents(await messages({ stream: true }))).map(
      (event) => JSON.parse(event.data) as AnthropicStreamEvent,
    );
    const [thinking, text] = assembleBlocks(events);
    expect(thinking).toMatchObject({ type: 'thinking', thinking: 'Step one, step two.' });
    expect(thinking?.signature).not.toBe('');
    expect(text).toMatchObject({ type: 'text', text: 'Answer.' });
    const deltaTypes = events.filter((event) => event.index === 0).map((event) => event.delta?.type);
    expect(deltaTypes).toContain('thinking_delta');
    expect(deltaTypes).toContain('signature_delta');
  });

  it('answers parallel tool calls as tool_use blocks', async () => {
    llm.enqueue({
      kind: 'tool_calls',
      text: 'Checking.',
      calls: [
        { id: 'toolu_fixed', name: 'get_weather', arguments: { city: 'Paris' } },
        { name: 'get_time', arguments: '{"zone":"CET"}' },
      ],
    });
    const message = await readJson<AnthropicMessage>(await messages({}));
    expect(message.stop_reason).toBe('tool_use');
    expect(message.content).toEqual([
      { type: 'text', text: 'Checking.' },
      { type: 'tool_use', id: 'toolu_fixed', name: 'get_weather', input: { city: 'Paris' } },
      { type: 'tool_use', id: expect.stringMatching(/^toolu_/), name: 'get_time', input: { zone: 'CET' } },
    ]);
  });

  it('keeps malformed tool arguments raw', async () => {
    llm.enqueue({ kind: 'tool_calls', calls: [{ name: 'broken', arguments: '{"city": "Par' }] });
    const message = await readJson<AnthropicMessage>(await messages({}));
    expect(message.content).toEqual([
      { type: 'tool_use', id: expect.stringMatching(/^toolu_/), name: 'broken', input: '{"city": "Par' },
    ]);
  });

  it('streams parallel tool calls as input_json_delta pieces', async () => {
    llm.enqueue({
      kind: 'tool_calls',
      calls: [
        { name: 'get_weather', arguments: { city: 'Paris', units: 'metric' } },
        { name: 'get_weather', arguments: '{"city": "Ly' },
      ],
    });
    const events = (await readSseEvents(await messages({ stream: true }))).map(
      (event) => JSON.parse(event.data) as AnthropicStreamEvent,
    );
    expect(assembleBlocks(events)).toMatchObject([
      {
        type: 'tool_use',
        id: expect.stringMatching(/^toolu_/),
        name: 'get_weather',
        json: '{"city":"Paris","units":"metric"}',
      },
      { type: 'tool_use', id: expect.stringMatching(/^toolu_/), name: 'get_weather', json: '{"city": "Ly' },
    ]);
    expect(events.filter((event) => event.delta?.type === 'input_json_delta').length).toBeGreaterThan(3);
    expect(events.at(-2)?.delta?.stop_reason).toBe('tool_use');
  });

  it('lists models in the Anthropic shape when the caller is an Anthropic client', async () => {
    const response = await fetch(`${llm.url}/v1/models`, { headers: { 'anthropic-version': '2023-06-01' } });
    expect(await response.json()).toEqual({
      data: [{ type: 'model', id: 'fake-llm', display_name: 'fake-llm', created_at: '1970-01-01T00:00:00Z' }],
      has_more: false,
      first_id: 'fake-llm',
      last_id: 'fake-llm',
    });
  });
});
