import { type FakeLlm, type ModelRequest, startFakeLlm } from '@spora/fake-llm';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, readSseEvents, readSseJson } from './http.js';
import type { AnthropicMessage, ChatCompletion, ChatCompletionChunk } from './wire-types.js';

let llm: FakeLlm;
afterEach(async () => {
  await llm.close();
});

const chat = (body: Record<string, unknown> = {}, init: RequestInit = {}) =>
  postJson(`${llm.openaiBaseUrl}/chat/completions`, { model: 'm', messages: [], ...body }, init);
const messages = (body: Record<string, unknown> = {}) =>
  postJson(`${llm.url}/v1/messages`, { model: 'm', max_tokens: 1, messages: [], ...body });

describe('per-request scripting', () => {
  it('answers each request with the step the responder picks from its content, else from the queue', async () => {
    const seen: ModelRequest[] = [];
    llm = await startFakeLlm({
      script: [{ kind: 'text', text: 'from the queue' }],
      respond: (request) => {
        seen.push(request);
        const [first] = request.body.messages as Array<{ content: string }>;
        return first?.content === 'ping' ? { kind: 'text', text: 'pong' } : undefined;
      },
    });

    const pong = (await (
      await chat({ messages: [{ role: 'user', content: 'ping' }] })
    ).json()) as ChatCompletion;
    const queued = (await (
      await chat({ messages: [{ role: 'user', content: 'other' }] })
    ).json()) as ChatCompletion;

    expect(pong.choices[0]?.message.content).toBe('pong');
    expect(queued.choices[0]?.message.content).toBe('from the queue');
    expect(seen.map((request) => [request.protocol, request.stream])).toEqual([
      ['openai', false],
      ['openai', false],
    ]);
    expect(llm.requests.map((request) => request.step)).toEqual([
      { kind: 'text', text: 'pong' },
      { kind: 'text', text: 'from the queue' },
    ]);
  });

  it('checks a responder step like a scripted one: a malformed step answers 500 and the server lives on', async () => {
    llm = await startFakeLlm({ respond: () => ({ kind: 'text' }) as never });
    const response = await chat();
    expect(response.status).toBe(500);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toContain('script responder step: "text" must be a string');
    llm.setResponder(() => ({ kind: 'text', text: 'fixed' }));
    expect(((await (await chat()).json()) as ChatCompletion).choices[0]?.message.content).toBe('fixed');
  });
});

describe('broken answers', () => {
  it('hangs until the client gives up, and records the request as cancelled', async () => {
    llm = await startFakeLlm({ script: [{ kind: 'hang' }] });
    const request = chat({}, { signal: AbortSignal.timeout(200) });
    await expect(request).rejects.toThrow();
    await expect.poll(() => llm.requests[0]?.cancelled).toBe(true);
  });

  it('sends a raw body verbatim: truncated JSON, an HTML page', async () => {
    llm = await startFakeLlm({
      script: [
        { kind: 'raw', body: '{"id":"chatcmpl-1","choices":[{"mess' },
        { kind: 'raw', status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' },
      ],
    });
    const truncated = await chat();
    expect([truncated.status, truncated.headers.get('content-type')]).toEqual([200, 'application/json']);
    expect(await truncated.text()).toBe('{"id":"chatcmpl-1","choices":[{"mess');
    const html = await chat();
    expect([html.status, html.headers.get('content-type')]).toEqual([502, 'text/html']);
    expect(await html.text()).toBe('<html>Bad gateway</html>');
  });

  it('cuts a stream after the given number of events', async () => {
    llm = await startFakeLlm({ script: [{ kind: 'text', text: 'one two three four', cutAfterEvents: 2 }] });
    const response = await chat({ stream: true });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(llm.requests[0]?.cancelled).toBe(false);
  });

  it('ends a stream without finish reason and terminator when told to', async () => {
    llm = await startFakeLlm({
      script: [
        { kind: 'text', text: 'partial', finishReason: null, omitDone: true },
        { kind: 'text', text: 'partial', finishReason: null, omitDone: true },
      ],
    });
    const events = await readSseEvents(await chat({ stream: true }));
    expect(events.map((event) => event.data)).not.toContain('[DONE]');
    const chunks = events.map((event) => JSON.parse(event.data) as ChatCompletionChunk);
    expect(chunks.map((chunk) => chunk.choices[0]?.finish_reason)).toEqual(chunks.map(() => null));

    const anthropicEvents = await readSseEvents(await messages({ stream: true }));
    expect(anthropicEvents.map((event) => event.event)).not.toContain('message_stop');
    const delta = anthropicEvents.find((event) => event.event === 'message_delta');
    expect(JSON.parse(delta?.data ?? '{}').delta.stop_reason).toBeNull();
  });

  it('answers one JSON body to a streaming request when told to ignore stream', async () => {
    llm = await startFakeLlm({ script: [{ kind: 'text', text: 'plain', ignoreStream: true }] });
    const response = await chat({ stream: true });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(((await response.json()) as ChatCompletion).choices[0]?.message.content).toBe('plain');
  });

  it('sends calls without ids, or two calls with one id, as scripted', async () => {
    const calls = [
      { id: 'dup', name: 'a', arguments: {} },
      { id: 'dup', name: 'b', arguments: {} },
      { id: null, name: 'c', arguments: {} },
    ];
    llm = await startFakeLlm({
      script: [
        { kind: 'tool_calls', calls },
        { kind: 'tool_calls', calls },
        { kind: 'tool_calls', calls },
      ],
    });
    const completion = (await (await chat()).json()) as ChatCompletion;
    expect(completion.choices[0]?.message.tool_calls?.map((call) => call.id)).toEqual([
      'dup',
      'dup',
      undefined,
    ]);
    const chunks = await readSseJson<ChatCompletionChunk>(await chat({ stream: true }));
    const streamedIds = chunks.flatMap((chunk) =>
      (chunk.choices[0]?.delta.tool_calls ?? [])
        .filter((call) => call.type === 'function')
        .map((call) => call.id),
    );
    expect(streamedIds).toEqual(['dup', 'dup', undefined]);
    const message = (await (await messages()).json()) as AnthropicMessage;
    expect(message.content.map((block) => ('id' in block ? block.id : undefined))).toEqual([
      'dup',
      'dup',
      undefined,
    ]);
  });

  it('sends any finish reason a script names', async () => {
    llm = await startFakeLlm({ script: [{ kind: 'text', text: 'x', finishReason: 'content_filter' }] });
    expect(((await (await chat()).json()) as ChatCompletion).choices[0]?.finish_reason).toBe(
      'content_filter',
    );
  });

  it('refuses malformed fault fields at load time', async () => {
    await expect(startFakeLlm({ script: [{ kind: 'text', text: 'x', cutAfterEvents: -1 }] })).rejects.toThrow(
      '"cutAfterEvents" must be a non-negative integer',
    );
    await expect(startFakeLlm({ script: [{ kind: 'raw' } as never] })).rejects.toThrow(
      '"body" must be a string',
    );
  });
});
