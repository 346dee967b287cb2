import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * One fake LLM for the tests that follow: started before them, reset (nothing queued, nothing
 * received) before each, and closed after them. Call it where the hooks belong (a file or a
 * `describe`); the answer stands for the running server, so it reads like the server itself.
 */
export function sharedFakeLlm(): FakeLlm {
  let llm: FakeLlm | undefined;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  beforeEach(() => llm?.reset());
  afterAll(async () => {
    await llm?.close();
  });
  return new Proxy({} as FakeLlm, {
    get(_target, key) {
      if (llm === undefined)
        throw new Error('The fake LLM has not started: read it inside a test or a hook.');
      const value: unknown = Reflect.get(llm, key);
      return typeof value === 'function' ? value.bind(llm) : value;
    },
  });
}
