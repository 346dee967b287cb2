import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postJson, readSseEvents, readSseJson } from './http.js';
import { type ChatCompletion, type ChatCompletionChunk, completionText, readJson } from './wire-types.js';

let llm: FakeLlm;
const chat = (body: Record<string, unknown>) =>
  postJson(`${llm.openaiBaseUrl}/chat/completions`, {
    model: 'gpt-test',
    messages: [{ role: 'user', content: 'hi' }],
    ...body,
  });

beforeEach(async () => {
  llm = await startFakeLlm();
});
afterEach(async () => {
  await llm.close();
});

describe('OpenAI chat completions', () => {
  it('answers text as a chat.completion', async () => {
    llm.enqueue({ kind: 'text', text: 'Hello there.' });
    const response = await chat({});

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^req_/);
    const completion = await readJson<ChatCompletion>(response);
    expect(completion).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-test',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hello there.' }, finish_reason: 'stop' }],
    });
    expect(completion.id).toMatch(/^chatcmpl-/);
    expect(completion.choices[0]?.message.tool_calls).toBeUndefined();
    const { usage } = completion;
    expect(usage.prompt_tokens).toBeGreaterThan(0);
    expect(usage.completion_tokens).toBeGreaterThan(0);
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
    expect(usage.prompt_tokens_details).toEqual({ cached_tokens: 0 });
    expect(usage.completion_tokens_details).toEqual({ reasoning_tokens: 0 });
  });

  it('also serves /chat/completions without the /v1 prefix', async () => {
    llm.enqueue({ kind: 'text', text: 'ok' });
    const response = await postJson(`${llm.url}/chat/completions`, { model: 'm', messages: [] });
    expect(await completionText(response)).toBe('ok');
  });

  it('reports scripted usage and truncation', async () => {
    llm.enqueue({
      kind: 'text',
      text: 'cut',
      truncated: true,
      usage: { inputTokens: 100, outputTokens: 20, cachedInputTokens: 60, reasoningTokens: 5 },
    });
    const completion = await readJson<ChatCompletion>(await chat({}));
    expect(completion.choices[0]?.finish_reason).toBe('length');
    expect(completion.usage).toEqual({
      prompt_tokens: 100,
      completion_tokens: 20,
      total_tokens: 120,
      prompt_tokens_details: { cached_tokens: 60 },
      completion_tokens_details: { reasoning_tokens: 5 },
    });
  });

  it('streams text as chunks, then usage when asked, then [DONE]', async () => {
    llm.enqueue({ kind: 'text', text: 'The quick brown fox jumps.' });
    const response = await chat({ stream: true, stream_options: { include_usage: true } });

    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readSseEvents(response);
    expect(events.at(-1)).toEqual({ event: undefined, data: '[DONE]' });
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.data) as ChatCompletionChunk);
    expect(
      chunks.every((chunk) => chunk.object === 'chat.completion.chunk' && chunk.model === 'gpt-test'),
    ).toBe(true);
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(text).toBe('The quick brown fox jumps.');
    expect(chunks.length).toBeGreaterThan(5);

    const usageChunk = chunks.at(-1);
    expect(usageChunk?.choices).toEqual([]);
    expect(usageChunk?.usage?.total_tokens).toBeGreaterThan(0);
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true);
  });

  it('sends no usage chunk unless stream_options.include_usage is set', async () => {
    llm.enqueue({ kind: 'text', text: 'hi' });
    const chunks = await readSseJson<ChatCompletionChunk>(await chat({ stream: true }));
    expect(chunks.every((chunk) => chunk.usage === undefined && chunk.choices.length === 1)).toBe(true);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');
  });

  it('answers parallel tool calls', async () => {
    llm.enqueue({
      kind: 'tool_calls',
      calls: [
        { id: 'call_fixed', name: 'get_weather', arguments: { city: 'Paris' } },
        { name: 'get_time', arguments: { zone: 'CET' } },
      ],
    });
    const completion = await readJson<ChatCompletion>(await chat({}));
    const [choice] = completion.choices;
    expect(choice?.finish_reason).toBe('tool_calls');
    expect(choice?.message.content).toBeNull();
    expect(choice?.message.tool_calls).toEqual([
      {
        id: 'call_fixed',
        type: 'function',
        function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
      },
      {
        id: expect.stringMatching(/^call_/),
        type: 'function',
        function: { name: 'get_time', arguments: '{"zone":"CET"}' },
      },
    ]);
  });

  it('streams parallel tool calls as indexed deltas with arguments in pieces', async () => {
    llm.enqueue({
      kind: 'tool_calls',
      text: 'Let me check.',
      calls: [
        { name: 'get_weather', arguments: { city: 'Paris', units: 'metric' } },
        { name: 'get_time', arguments: '{"zone": "CE' },
      ],
    });
    const chunks = await readSseJson<ChatCompletionChunk>(await chat({ stream: true }));

    const calls: Array<{ id: string; name: string; arguments: string }> = [];
    for (const delta of chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? [])) {
      if (delta.id !== undefined)
        calls[delta.index] = { id: delta.id, name: delta.function.name ?? '', arguments: '' };
      const call = calls[delta.index];
      if (call !== undefined) call.arguments += delta.function.arguments;
    }
    expect(calls).toEqual([
      {
        id: expect.stringMatching(/^call_/),
        name: 'get_weather',
        arguments: '{"city":"Paris","units":"metric"}',
      },
      // Raw argument strings go out verbatim, malformed or not.
      { id: expect.stringMatching(/^call_/), name: 'get_time', arguments: '{"zone": "CE' },
    ]);
    const argumentDeltas = chunks.filter(
      (chunk) => chunk.choices[0]?.delta.tool_calls?.[0]?.id === undefined,
    );
    expect(argumentDeltas.length).toBeGreaterThan(3);
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe('Let me check.');
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it('lists models', async () => {
    const list = await (await fetch(`${llm.openaiBaseUrl}/models`)).json();
    expect(list).toEqual({
      object: 'list',
      data: [{ id: 'fake-llm', object: 'model', created: 0, owned_by: 'spora-fake-llm' }],
    });
  });
});
