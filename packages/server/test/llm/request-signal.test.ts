/**
 * A run passes one abort signal to every model request it makes. Each request must listen to it
 * only while it runs: the SDKs add a listener per request and never remove it, which piled up one
 * per step (MaxListenersExceeded after ten) before each request got a signal of its own.
 */
import { getEventListeners } from 'node:events';
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { LlmError } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { providers, userRequest } from './support.js';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
});

describe.each(providers)('$name driver and the run-long abort signal', (provider) => {
  it('leaves no listener on the signal after each request, streamed or not', async () => {
    const run = new AbortController();
    const driver = provider.driver(fake);
    for (let step = 0; step < 12; step += 1) {
      fake.enqueue({ kind: 'text', text: `answer ${step}` });
      const response = await driver.complete(userRequest(`step ${step}`), run.signal);
      expect(response.text).toBe(`answer ${step}`);
      expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
    }
    for (let step = 0; step < 3; step += 1) {
      fake.enqueue({ kind: 'text', text: `streamed ${step}`, chunkDelayMs: 1 });
      const deltas: string[] = [];
      await driver.complete(
        userRequest('stream', { onTextDelta: (delta) => deltas.push(delta) }),
        run.signal,
      );
      expect(deltas.join('')).toBe(`streamed ${step}`);
      expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
    }
  });

  it('still cancels the request in flight when the run is aborted', async () => {
    fake.enqueue({ kind: 'text', text: 'too late', delayMs: 10_000 });
    const run = new AbortController();
    const call = provider.driver(fake).complete(userRequest('Hi'), run.signal);
    await fake.waitForRequests(1);
    run.abort();
    await expect(call).rejects.toSatisfy((error) => error instanceof LlmError && error.code === 'ABORTED');
    await expect.poll(() => fake.requests[0]?.cancelled).toBe(true);
    expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
  });
});
