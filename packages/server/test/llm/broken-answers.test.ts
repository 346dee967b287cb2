/**
 * Answers that must not complete a task, from small local servers that misbehave the way real
 * ones do: streams cut before their finish, answers stopped at the output limit, a stream of
 * nothing but `[DONE]`, a 200 with cut JSON or an HTML page. And a server that ignores
 * `stream: true` and answers plain JSON, which is read as the answer it is.
 */
import type { ServerResponse } from 'node:http';
import type { LlmDriver, LlmResponse } from '@spora/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { AnthropicCompatibleDriver, keepAliveFetch, OpenAiCompatibleDriver } from '../../src/llm/index.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';
import { failure, never, timeTool, userRequest } from './support.js';

/** One canned answer: status, media type and body. */
interface Canned {
  readonly status?: number;
  readonly type: string;
  readonly body: string;
}

let server: LocalHttpServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** A server answering each request with the next canned answer (the last one repeats). */
async function serve(...answers: Canned[]): Promise<LocalHttpServer> {
  let next = 0;
  server = await startLocalHttpServer((_request, response: ServerResponse) => {
    const answer = answers[Math.min(next, answers.length - 1)] as Canned;
    next += 1;
    response.writeHead(answer.status ?? 200, { 'content-type': answer.type });
    response.end(answer.body);
  });
  return server;
}

const sse = (events: readonly (readonly [string | null, unknown])[]) =>
  events
    .map(
      ([event, data]) =>
        `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`,
    )
    .join('');
const eventStream = (body: string): Canned => ({ type: 'text/event-stream', body });
const json = (value: unknown): Canned => ({ type: 'application/json', body: JSON.stringify(value) });
const html: Canned = {
  type: 'text/html; charset=utf-8',
  body: '<!doctype html><html><body><h1>Welcome to nginx!</h1></body></html>',
};

/** The wire formats of one protocol, for the cases both drivers share. */
interface Protocol {
  readonly name: 'openai' | 'anthropic';
  driver(origin: string, settings?: Record<string, unknown>, maxRetries?: number): LlmDriver;
  /** A stream of `parts` of text, ending with `finish` (none: cut off before the finish). */
  textStream(parts: readonly string[], finish: string | null): string;
  /** A stream that carries no answer at all. */
  emptyStream: string;
  /** A whole answer with text and one call of `time`, as a non-streaming request gets it. */
  wholeAnswer(text: string, finish: string): unknown;
  limitReason: string;
}

const openai: Protocol = {
  name: 'openai',
  driver: (origin, settings = {}, maxRetries = 0) =>
    new OpenAiCompatibleDriver(
      { base_url: `${origin}/v1`, model: 'test-model', ...settings },
      { fetch: keepAliveFetch, maxRetries },
    ),
  textStream: (parts, finish) =>
    sse([
      ...parts.map((content) => [null, chunk({ content }, null)] as const),
      ...(finish === null
        ? []
        : ([
            [null, chunk({}, finish)],
            [null, '[DONE]'],
          ] as const)),
    ]),
  emptyStream: sse([[null, '[DONE]']]),
  wholeAnswer: (text, finish) => ({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: text,
          tool_calls: [{ id: 'call_t', type: 'function', function: { name: 'time', arguments: '{}' } }],
        },
        finish_reason: finish,
      },
    ],
    usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
  }),
  limitReason: 'length',
};

function chunk(delta: Record<string, unknown>, finish: string | null) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

const anthropic: Protocol = {
  name: 'anthropic',
  driver: (origin, settings = {}, maxRetries = 0) =>
    new AnthropicCompatibleDriver(
      { base_url: origin, model: 'test-model', ...settings },
      { fetch: keepAliveFetch, maxRetries },
    ),
  textStream: (parts, finish) =>
    sse([
      [
        'message_start',
        {
          type: 'message_start',
          message: {
            id: 'msg_1',
            type: 'message',
            role: 'assistant',
            model: 'test-model',
            content: [],
            stop_reason: null,
            usage: { input_tokens: 3, output_tokens: 0 },
          },
        },
      ],
      [
        'content_block_start',
        { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      ],
      ...parts.map(
        (text) =>
          [
            'content_block_delta',
            { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
          ] as const,
      ),
      ...(finish === null
        ? []
        : ([
            ['content_block_stop', { type: 'content_block_stop', index: 0 }],
            [
              'message_delta',
              { type: 'message_delta', delta: { stop_reason: finish }, usage: { output_tokens: 2 } },
            ],
            ['message_stop', { type: 'message_stop' }],
          ] as const)),
    ]),
  emptyStream: sse([['ping', { type: 'ping' }]]),
  wholeAnswer: (text, finish) => ({
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'test-model',
    content: [
      { type: 'text', text },
      { type: 'tool_use', id: 'toolu_t', name: 'time', input: {} },
    ],
    stop_reason: finish,
    usage: { input_tokens: 3, output_tokens: 2 },
  }),
  limitReason: 'max_tokens',
};

/** Runs a streaming request (as the loop makes one, with live text) and collects the deltas. */
async function streamed(driver: LlmDriver): Promise<{ response: LlmResponse; deltas: string[] }> {
  const deltas: string[] = [];
  const response = await driver.complete(
    userRequest('Hi', { tools: [timeTool], onTextDelta: (delta) => deltas.push(delta) }),
    never(),
  );
  return { response, deltas };
}

describe.each([openai, anthropic])('$name-compatible driver with broken answers', (protocol) => {
  it('refuses a stream cut before its finish as INCOMPLETE_RESPONSE (retryable), not as a final answer', async () => {
    const { origin } = await serve(eventStream(protocol.textStream(['The answer is ', 'forty'], null)));
    const error = await failure(streamed(protocol.driver(origin)));
    expect(error).toMatchObject({ code: 'INCOMPLETE_RESPONSE', isRetryable: true });
  });

  it('refuses a stream that carries no answer at all as INCOMPLETE_RESPONSE', async () => {
    const { origin } = await serve(eventStream(protocol.emptyStream));
    expect(await failure(streamed(protocol.driver(origin)))).toMatchObject({ code: 'INCOMPLETE_RESPONSE' });
  });

  it('refuses text stopped at the output limit as OUTPUT_LIMIT_REACHED (not retryable)', async () => {
    const { origin } = await serve(
      eventStream(protocol.textStream(['A long essay th'], protocol.limitReason)),
    );
    const error = await failure(streamed(protocol.driver(origin)));
    expect(error).toMatchObject({ code: 'OUTPUT_LIMIT_REACHED', isRetryable: false });
  });

  it('refuses a 200 whose JSON is cut short as INVALID_RESPONSE, streaming or not', async () => {
    const cut = JSON.stringify(protocol.wholeAnswer('Hello', 'stop')).slice(0, 40);
    const { origin } = await serve({ type: 'application/json', body: cut });
    expect(await failure(streamed(protocol.driver(origin)))).toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
    });
    const whole = protocol.driver(origin).complete(userRequest('Hi'), never());
    expect(await failure(whole)).toMatchObject({ code: 'INVALID_RESPONSE', isRetryable: true });
  });

  it('refuses a 200 with an HTML page as INVALID_RESPONSE, naming what came', async () => {
    const { origin } = await serve(html);
    const error = await failure(streamed(protocol.driver(origin)));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toContain('text/html');
    expect(error.message).toContain('Welcome to nginx!');
    expect(await failure(protocol.driver(origin).complete(userRequest('Hi'), never()))).toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('refuses JSON that is no answer (an error object with a 200) as INVALID_RESPONSE', async () => {
    const { origin } = await serve(json({ error: { message: 'quota exhausted upstream' } }));
    const error = await failure(protocol.driver(origin).complete(userRequest('Hi'), never()));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toContain('quota exhausted upstream');
  });

  it('reads plain JSON sent to a streaming request as the answer, tool calls included', async () => {
    const { origin } = await serve(
      json(
        protocol.wholeAnswer('Checking the time.', protocol.name === 'openai' ? 'tool_calls' : 'tool_use'),
      ),
    );
    const { response, deltas } = await streamed(protocol.driver(origin));
    expect(response.text).toBe('Checking the time.');
    expect(response.toolCalls).toMatchObject([{ name: 'time', arguments: {} }]);
    // Live views still get the text, in one piece.
    expect(deltas).toEqual(['Checking the time.']);
  });

  it('takes tool calls even when the answer stopped at the output limit', async () => {
    const { origin } = await serve(json(protocol.wholeAnswer('', protocol.limitReason)));
    const response = await protocol
      .driver(origin)
      .complete(userRequest('Hi', { tools: [timeTool] }), never());
    expect(response.toolCalls).toHaveLength(1);
  });

  it('does not stream when the configuration turns streaming off', async () => {
    const local = await serve(json(protocol.wholeAnswer('Whole.', 'stop')));
    const { response, deltas } = await streamed(protocol.driver(local.origin, { stream: false }));
    expect(JSON.parse(local.requests[0]?.body ?? '{}')).not.toHaveProperty('stream');
    expect(response.text).toBe('Whole.');
    expect(deltas).toEqual(['Whole.']);

    await streamed(protocol.driver(local.origin));
    expect(JSON.parse(local.requests[1]?.body ?? '{}')).toMatchObject({ stream: true });
  });

  it('asks again when an answer arrived broken, within the retry budget', async () => {
    const local = await serve(
      html,
      eventStream(protocol.textStream(['Fine ', 'now.'], protocol.name === 'openai' ? 'stop' : 'end_turn')),
    );
    const { response } = await streamed(protocol.driver(local.origin, {}, 1));
    expect(response.text).toBe('Fine now.');
    expect(local.requests).toHaveLength(2);
  });
});
