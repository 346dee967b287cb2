/**
 * A connection that breaks while the answer streams in is a transient network failure: the
 * drivers send the request again (within their retry budget), and once the budget is spent the
 * failure is `NETWORK_ERROR`, which is retryable — never `UNKNOWN`. Classified by error code.
 */
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import type { LlmRequest } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isNetworkFailure } from '../../src/llm/network-failure.js';
import { failure, never, providers, userRequest } from './support.js';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
});

function streamed(prompt: string): LlmRequest {
  return userRequest(prompt, { onTextDelta: () => {} });
}

const fetches = [
  { name: 'the keep-alive fetch', fetch: undefined },
  { name: 'the global fetch', fetch: globalThis.fetch },
] as const;

describe.each(providers)('$name driver, connection cut mid-answer', (provider) => {
  describe.each(fetches)('over $name', ({ fetch }) => {
    const options = (maxRetries: number) => ({ maxRetries, ...(fetch ? { fetch } : {}) });

    it('sends the request again and returns the full answer', async () => {
      fake.enqueue(
        { kind: 'text', text: 'The answer, in full.', cutAfterEvents: 2 },
        { kind: 'text', text: 'The answer, in full.' },
      );
      const response = await provider.driver(fake, {}, options(1)).complete(streamed('Hi'), never());
      expect(response.text).toBe('The answer, in full.');
      expect(fake.requests).toHaveLength(2);
    });

    it('is NETWORK_ERROR, retryable, once the retries are spent', async () => {
      fake.enqueue({ kind: 'text', text: 'The answer, in full.', cutAfterEvents: 2 });
      const error = await failure(provider.driver(fake, {}, options(0)).complete(streamed('Hi'), never()));
      expect(error).toMatchObject({ code: 'NETWORK_ERROR', isRetryable: true });
      expect(fake.requests).toHaveLength(1);
    });
  });

  it('sends no request again when the answer was a refusal', async () => {
    fake.enqueue({ kind: 'error', status: 400, message: 'connection reset by peer' });
    const error = await failure(
      provider.driver(fake, {}, { maxRetries: 2 }).complete(streamed('Hi'), never()),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('network failure classification', () => {
  it('reads the error code of the error and of its causes, never the message', () => {
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const undici = new TypeError('terminated', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    expect(isNetworkFailure(reset)).toBe(true);
    expect(isNetworkFailure(undici)).toBe(true);
    expect(isNetworkFailure(new Error('ECONNRESET: connection reset'))).toBe(false);
    expect(isNetworkFailure(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
    expect(isNetworkFailure('ECONNRESET')).toBe(false);
  });
});
