import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterToolCall, bodyOf, never, providers, timeTool, userRequest, webSearchTool } from './support.js';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
});

describe.each(providers)('$name driver against the fake server', (provider) => {
  it('returns a plain answer with its usage', async () => {
    fake.enqueue({ kind: 'text', text: 'Hello there.', usage: { inputTokens: 12, outputTokens: 3 } });
    const response = await provider.driver(fake).complete(userRequest('Hi'), never());

    expect(response).toMatchObject({
      text: 'Hello there.',
      toolCalls: [],
      blocks: [{ type: 'text', text: 'Hello there.' }],
      model: 'test-model',
      usage: { inputTokens: 12, outputTokens: 3, provider: provider.name },
    });
    expect(response.responseId).toBeTruthy();
    expect(fake.requests).toHaveLength(1);
  });

  it('maps a plugin tool name to a safe alias and the call back to the canonical name', async () => {
    fake.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ id: 'call_1', name: 'myplugin_web_search', arguments: { query: 'spora' } }],
      },
      { kind: 'text', text: 'Spora is an agent platform.' },
    );
    const driver = provider.driver(fake);
    const tools = [webSearchTool, timeTool];

    const first = await driver.complete(userRequest('Find Spora.', { tools }), never());
    expect(first.text).toBeNull();
    expect(first.toolCalls).toEqual([
      {
        id: 'call_1',
        name: 'myplugin:web_search',
        arguments: { query: 'spora' },
        rawArguments: '{"query":"spora"}',
      },
    ]);

    const second = await driver.complete(
      userRequest('', {
        tools,
        messages: afterToolCall({ id: 'call_1', name: 'myplugin:web_search', args: { query: 'spora' } }),
      }),
      never(),
    );
    expect(second.text).toBe('Spora is an agent platform.');
    // Everything that reached the wire, offered tools and replayed calls alike, used the alias.
    const wire = JSON.stringify(fake.requests.map((request) => request.body));
    expect(wire).not.toContain('myplugin:web_search');
    expect(wire).toContain('myplugin_web_search');
  });

  it('passes an unknown tool name through unchanged', async () => {
    fake.enqueue({ kind: 'tool_calls', calls: [{ name: 'no_such_tool', arguments: {} }] });
    const response = await provider.driver(fake).complete(userRequest('Go', { tools: [timeTool] }), never());
    expect(response.toolCalls[0]?.name).toBe('no_such_tool');
  });

  it('returns parallel tool calls in the order the model made them', async () => {
    fake.enqueue({
      kind: 'tool_calls',
      text: 'Checking two things.',
      calls: [
        { id: 'call_a', name: 'time', arguments: {} },
        { id: 'call_b', name: 'myplugin_web_search', arguments: { query: 'weather' } },
      ],
    });
    const response = await provider
      .driver(fake)
      .complete(userRequest('Go', { tools: [webSearchTool, timeTool] }), never());

    expect(response.text).toBe('Checking two things.');
    expect(response.toolCalls.map((call) => [call.id, call.name, call.arguments])).toEqual([
      ['call_a', 'time', {}],
      ['call_b', 'myplugin:web_search', { query: 'weather' }],
    ]);
  });

  it('keeps malformed arguments raw and decodes them to null', async () => {
    fake.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'call_x', name: 'time', arguments: '{"timezone": "UTC"' }],
    });
    const response = await provider.driver(fake).complete(userRequest('Go', { tools: [timeTool] }), never());
    expect(response.toolCalls).toEqual([
      { id: 'call_x', name: 'time', arguments: null, rawArguments: '{"timezone": "UTC"' },
    ]);
  });

  it('streams text deltas when asked and still returns the whole answer', async () => {
    fake.enqueue({ kind: 'text', text: 'One two three four.', usage: { inputTokens: 5, outputTokens: 4 } });
    const deltas: string[] = [];
    const response = await provider
      .driver(fake)
      .complete(userRequest('Count', { onTextDelta: (delta) => deltas.push(delta) }), never());

    expect(fake.requests[0]?.stream).toBe(true);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('One two three four.');
    expect(response).toMatchObject({
      text: 'One two three four.',
      usage: { inputTokens: 5, outputTokens: 4, provider: provider.name },
    });
  });

  it('assembles streamed tool calls, malformed arguments included', async () => {
    fake.enqueue({
      kind: 'tool_calls',
      text: 'Let me look.',
      calls: [
        { id: 'call_1', name: 'myplugin_web_search', arguments: { query: 'a long query split into pieces' } },
        { id: 'call_2', name: 'time', arguments: '{"broken": ' },
      ],
    });
    const deltas: string[] = [];
    const response = await provider.driver(fake).complete(
      userRequest('Go', {
        tools: [webSearchTool, timeTool],
        onTextDelta: (delta) => deltas.push(delta),
      }),
      never(),
    );

    expect(deltas.join('')).toBe('Let me look.');
    expect(response.text).toBe('Let me look.');
    expect(response.toolCalls).toEqual([
      {
        id: 'call_1',
        name: 'myplugin:web_search',
        arguments: { query: 'a long query split into pieces' },
        rawArguments: '{"query":"a long query split into pieces"}',
      },
      { id: 'call_2', name: 'time', arguments: null, rawArguments: '{"broken": ' },
    ]);
  });

  it('sends the configured model and the request temperature', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    await provider.driver(fake).complete(userRequest('Hi', { temperature: 0.2 }), never());
    expect(bodyOf(fake.requests[0])).toMatchObject({ model: 'test-model', temperature: 0.2 });
  });
});
