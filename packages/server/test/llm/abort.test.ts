import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { LlmError } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providers, userRequest } from './support.js';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
});

/** Aborts `controller` once the fake has received `count` requests, plus `afterMs`. */
async function abortAfterRequests(controller: AbortController, count: number, afterMs = 50): Promise<void> {
  await fake.waitForRequests(count);
  setTimeout(() => controller.abort(), afterMs);
}

describe.each(providers)('$name driver abort', (provider) => {
  it('cancels a request the server is still thinking about', async () => {
    fake.enqueue({ kind: 'text', text: 'too late', delayMs: 10_000 });
    const controller = new AbortController();
    const started = Date.now();
    const call = provider.driver(fake).complete(userRequest('Hi'), controller.signal);
    await abortAfterRequests(controller, 1);

    await expect(call).rejects.toSatisfy((error) => error instanceof LlmError && error.code === 'ABORTED');
    expect(Date.now() - started).toBeLessThan(1000);
    await vi.waitFor(() => expect(fake.requests[0]?.cancelled).toBe(true));
  });

  it('cancels a stream half way through', async () => {
    fake.enqueue({ kind: 'text', text: 'one two three four five six seven eight', chunkDelayMs: 200 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const call = provider.driver(fake).complete(
      userRequest('Count', {
        onTextDelta: (delta) => {
          deltas.push(delta);
          if (deltas.length === 2) controller.abort();
        },
      }),
      controller.signal,
    );

    await expect(call).rejects.toSatisfy((error) => error instanceof LlmError && error.code === 'ABORTED');
    expect(deltas).toHaveLength(2);
    await vi.waitFor(() => expect(fake.requests[0]?.cancelled).toBe(true));
  });

  it('stops waiting between retries', async () => {
    fake.enqueue(
      { kind: 'error', status: 429, headers: { 'retry-after': '30' } },
      { kind: 'text', text: 'never asked for' },
    );
    const controller = new AbortController();
    const started = Date.now();
    const call = provider.driver(fake, {}, { maxRetries: 2 }).complete(userRequest('Hi'), controller.signal);
    await abortAfterRequests(controller, 1, 100);

    await expect(call).rejects.toSatisfy((error) => error instanceof LlmError && error.code === 'ABORTED');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses to start when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(provider.driver(fake).complete(userRequest('Hi'), controller.signal)).rejects.toSatisfy(
      (error) => error instanceof LlmError && error.code === 'ABORTED',
    );
    expect(fake.requests).toHaveLength(0);
  });
});
