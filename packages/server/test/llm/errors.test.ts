import { type ErrorStep, type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import type { LlmError } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, never, providers, userRequest } from './support.js';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
});

interface ErrorCase {
  readonly title: string;
  readonly step: ErrorStep;
  readonly expected: Partial<LlmError>;
}

// Classification reads the status and the provider's type; the messages are there to mislead.
const sharedCases: readonly ErrorCase[] = [
  {
    title: '429 is RATE_LIMIT with the wait the server asked for',
    step: { kind: 'error', status: 429, headers: { 'retry-after': '7' } },
    expected: { code: 'RATE_LIMIT', status: 429, retryAfterMs: 7000, isRetryable: true },
  },
  {
    title: '529 is SERVER_OVERLOADED',
    step: { kind: 'error', status: 529, type: 'overloaded_error' },
    expected: { code: 'SERVER_OVERLOADED', status: 529 },
  },
  {
    title: '500 is SERVER_ERROR',
    step: { kind: 'error', status: 500 },
    expected: { code: 'SERVER_ERROR', status: 500 },
  },
  {
    title: '503 stays GATEWAY_ERROR when its body mentions 500',
    step: { kind: 'error', status: 503, message: 'upstream answered 500 Internal Server Error' },
    expected: { code: 'GATEWAY_ERROR', status: 503 },
  },
  {
    title: '400 stays BAD_REQUEST when its body mentions 401',
    step: { kind: 'error', status: 400, message: 'max_tokens: 401 tokens is more than this model allows' },
    expected: { code: 'BAD_REQUEST', status: 400, isRetryable: false },
  },
  {
    title: '401 is AUTH_ERROR',
    step: { kind: 'error', status: 401, message: 'Invalid API key.' },
    expected: { code: 'AUTH_ERROR', status: 401, isRetryable: false },
  },
  {
    title: '403 is AUTH_ERROR',
    step: { kind: 'error', status: 403 },
    expected: { code: 'AUTH_ERROR', status: 403 },
  },
  {
    title: '404 is BAD_REQUEST',
    step: { kind: 'error', status: 404, message: 'model not found' },
    expected: { code: 'BAD_REQUEST', status: 404 },
  },
  {
    title: '502 is GATEWAY_ERROR',
    step: { kind: 'error', status: 502 },
    expected: { code: 'GATEWAY_ERROR', status: 502 },
  },
];

const contextCases: Record<'openai' | 'anthropic', ErrorCase> = {
  openai: {
    title: 'context_length_exceeded is CONTEXT_WINDOW_EXCEEDED with the limit',
    step: {
      kind: 'error',
      status: 400,
      code: 'context_length_exceeded',
      message:
        "This model's maximum context length is 128000 tokens. However, your messages resulted in 130512 tokens.",
    },
    expected: { code: 'CONTEXT_WINDOW_EXCEEDED', status: 400, contextLimit: 128000 },
  },
  anthropic: {
    title: 'a prompt that is too long is CONTEXT_WINDOW_EXCEEDED with the limit',
    step: {
      kind: 'error',
      status: 400,
      type: 'invalid_request_error',
      message: 'prompt is too long: 208318 tokens > 200000 maximum',
    },
    expected: { code: 'CONTEXT_WINDOW_EXCEEDED', status: 400, contextLimit: 200000 },
  },
};

describe.each(providers)('$name error mapping', (provider) => {
  it.each([...sharedCases, contextCases[provider.name]])('$title', async ({ step, expected }) => {
    fake.enqueue(step);
    const error = await failure(provider.driver(fake).complete(userRequest('Hi'), never()));
    expect(error).toMatchObject(expected);
  });

  it('honours Retry-After with a retry, then succeeds', async () => {
    fake.enqueue(
      { kind: 'error', status: 429, headers: { 'retry-after': '1' } },
      { kind: 'text', text: 'Made it.' },
    );
    const started = Date.now();
    const response = await provider.driver(fake, {}, { maxRetries: 2 }).complete(userRequest('Hi'), never());

    expect(response.text).toBe('Made it.');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.receivedAt - fake.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reads retry-after-ms and HTTP dates', async () => {
    fake.enqueue(
      { kind: 'error', status: 429, headers: { 'retry-after-ms': '1500' } },
      { kind: 'error', status: 429, headers: { 'retry-after': new Date(Date.now() + 30_000).toUTCString() } },
    );
    const driver = provider.driver(fake);
    expect((await failure(driver.complete(userRequest('Hi'), never()))).retryAfterMs).toBe(1500);
    const fromDate = (await failure(driver.complete(userRequest('Hi'), never()))).retryAfterMs;
    expect(fromDate).toBeGreaterThan(25_000);
    expect(fromDate).toBeLessThanOrEqual(30_000);
  });

  it('hands a long Retry-After to the loop instead of sleeping on it', async () => {
    fake.enqueue({ kind: 'error', status: 429, headers: { 'retry-after': '3600' } });
    const started = Date.now();
    const error = await failure(
      provider.driver(fake, {}, { maxRetries: 2 }).complete(userRequest('Hi'), never()),
    );
    expect(error).toMatchObject({ code: 'RATE_LIMIT', retryAfterMs: 3_600_000 });
    expect(fake.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is LLM_TIMEOUT when the server does not answer within the timeout setting', async () => {
    fake.enqueue({ kind: 'text', text: 'late', delayMs: 3000 });
    const started = Date.now();
    const error = await failure(provider.driver(fake, { timeout: '1' }).complete(userRequest('Hi'), never()));
    expect(error).toMatchObject({ code: 'LLM_TIMEOUT', isRetryable: true });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('uses the platform timeout when the setting is unset', async () => {
    fake.enqueue({ kind: 'text', text: 'late', delayMs: 3000 });
    const error = await failure(
      provider.driver(fake, {}, { defaultTimeoutMs: 200 }).complete(userRequest('Hi'), never()),
    );
    expect(error.code).toBe('LLM_TIMEOUT');
  });

  it('is NETWORK_ERROR, worth a retry, when the connection drops without an answer', async () => {
    fake.enqueue({ kind: 'disconnect' });
    const error = await failure(provider.driver(fake).complete(userRequest('Hi'), never()));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: null, isRetryable: true });
  });
});
