import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepAliveFetch, OpenAiCompatibleDriver } from '../../src/llm/index.js';
import { failure, never, userRequest } from './support.js';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
});

function driver(maxRetries: number, settings: Record<string, string> = {}): OpenAiCompatibleDriver {
  return new OpenAiCompatibleDriver(
    { base_url: fake.openaiBaseUrl, model: 'test-model', ...settings },
    { fetch: keepAliveFetch, maxRetries },
  );
}

describe('OpenAI-compatible requests: what is sent again', () => {
  it('sends a 503 again after a backoff and returns the answer that followed', async () => {
    fake.enqueue({ kind: 'error', status: 503 }, { kind: 'text', text: 'Back.' });
    const response = await driver(1).complete(userRequest('Hi'), never());
    expect(response.text).toBe('Back.');
    expect(fake.requests).toHaveLength(2);
    // No Retry-After: a backoff of about half a second, less jitter.
    const waited = fake.requests[1]!.receivedAt - fake.requests[0]!.receivedAt;
    expect(waited).toBeGreaterThanOrEqual(350);
  });

  it('sends a refusal (400) once, whatever the retry budget', async () => {
    fake.enqueue({ kind: 'error', status: 400, message: 'bad field' }, { kind: 'text', text: 'never' });
    const error = await failure(driver(2).complete(userRequest('Hi'), never()));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400, isRetryable: false });
    expect(error.message).toContain('bad field');
    expect(fake.requests).toHaveLength(1);
  });

  it('obeys x-should-retry from the server, both ways', async () => {
    fake.enqueue(
      { kind: 'error', status: 500, headers: { 'x-should-retry': 'false' } },
      { kind: 'error', status: 400, headers: { 'x-should-retry': 'true', 'retry-after-ms': '10' } },
      { kind: 'text', text: 'Second try.' },
    );
    const error = await failure(driver(2).complete(userRequest('Hi'), never()));
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 500 });
    expect(fake.requests).toHaveLength(1);

    const response = await driver(2).complete(userRequest('Hi'), never());
    expect(response.text).toBe('Second try.');
    expect(fake.requests).toHaveLength(3);
  });

  it('sends a request whose connection dropped before any answer again', async () => {
    fake.enqueue({ kind: 'disconnect' }, { kind: 'text', text: 'Reconnected.' });
    const response = await driver(1).complete(userRequest('Hi'), never());
    expect(response.text).toBe('Reconnected.');
    expect(fake.requests).toHaveLength(2);
  });

  it('times out each attempt on its own and reports LLM_TIMEOUT once the retries are spent', async () => {
    fake.enqueue({ kind: 'hang' }, { kind: 'hang' });
    const started = Date.now();
    const error = await failure(driver(1, { timeout: '1' }).complete(userRequest('Hi'), never()));
    expect(error).toMatchObject({ code: 'LLM_TIMEOUT', isRetryable: true });
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });
});

describe('OpenAI-compatible streams that carry an error', () => {
  it('reports the error event with the provider type and message, not as an answer', async () => {
    const events = [
      { id: 'c1', model: 'test-model', choices: [{ index: 0, delta: { content: 'Par' } }] },
      { error: { message: 'The model is overloaded mid-answer.', type: 'server_error' } },
    ];
    fake.enqueue({
      kind: 'raw',
      contentType: 'text/event-stream',
      body: `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}data: [DONE]\n\n`,
    });
    const deltas: string[] = [];
    const error = await failure(
      driver(0).complete(userRequest('Hi', { onTextDelta: (delta) => deltas.push(delta) }), never()),
    );
    expect(error).toMatchObject({ code: 'UNKNOWN', providerType: 'server_error', status: null });
    expect(error.message).toContain('overloaded mid-answer');
    expect(deltas).toEqual(['Par']);
  });

  it('reads comment lines and CRLF line ends', async () => {
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'c2', model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\r\n\r\n`;
    fake.enqueue({
      kind: 'raw',
      contentType: 'text/event-stream',
      body: `: keep-alive comment\r\n\r\n${chunk({ content: 'Hello, ' })}${chunk({ content: 'wörld' }, 'stop')}data: [DONE]\r\n\r\n`,
    });
    const deltas: string[] = [];
    const response = await driver(0).complete(
      userRequest('Hi', { onTextDelta: (delta) => deltas.push(delta) }),
      never(),
    );
    expect(response.text).toBe('Hello, wörld');
    expect(deltas.join('')).toBe('Hello, wörld');
  });
});
