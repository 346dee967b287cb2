import { Agent, request as httpRequest } from 'node:http';
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postJson } from './http.js';
import { completionText } from './wire-types.js';

let llm: FakeLlm;
beforeEach(async () => {
  llm = await startFakeLlm();
});
afterEach(async () => {
  await llm.close();
});

const chat = (init: RequestInit = {}, body: Record<string, unknown> = {}) =>
  postJson(`${llm.openaiBaseUrl}/chat/completions`, { model: 'm', messages: [], ...body }, init);

describe('delays and cancellation', () => {
  it('waits delayMs before answering', async () => {
    llm.enqueue({ kind: 'text', text: 'late', delayMs: 150 });
    const startedAt = Date.now();
    const response = await chat();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(140);
    expect(await completionText(response)).toBe('late');
    expect(llm.requests[0]?.cancelled).toBe(false);
  });

  it('records a client abort during the delay as cancelled and stops answering', async () => {
    llm.enqueue({ kind: 'text', text: 'never sent', delayMs: 10_000 }, { kind: 'text', text: 'next' });
    const controller = new AbortController();
    const abandoned = chat({ signal: controller.signal });

    await llm.waitForRequests(1);
    controller.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(llm.requests[0]?.cancelled).toBe(true));

    // The abandoned request does not hold up the next one.
    const startedAt = Date.now();
    expect(await completionText(await chat())).toBe('next');
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it('records a client abort in the middle of a stream as cancelled', async () => {
    llm.enqueue({
      kind: 'text',
      text: 'one two three four five six seven eight nine ten',
      chunkDelayMs: 100,
    });
    const controller = new AbortController();
    const response = await chat({ signal: controller.signal }, { stream: true });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('chat.completion.chunk');

    controller.abort();
    await vi.waitFor(() => expect(llm.requests[0]?.cancelled).toBe(true));
  });

  it('paces streamed chunks by chunkDelayMs', async () => {
    llm.enqueue({ kind: 'text', text: 'a b c', chunkDelayMs: 40 });
    const startedAt = Date.now();
    await (await chat({}, { stream: true })).text();
    // Six events (role, three words, finish, [DONE]), so five pauses.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(5 * 40 - 10);
  });
});

describe('connections', () => {
  it('keeps connections alive between requests and closes idle ones promptly', async () => {
    llm.enqueue({ kind: 'text', text: 'one' }, { kind: 'text', text: 'two' });
    const agent = new Agent({ keepAlive: true });
    const post = () =>
      new Promise<{ reusedSocket: boolean; status: number | undefined }>((resolve, reject) => {
        const request = httpRequest(
          `${llm.openaiBaseUrl}/chat/completions`,
          { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ reusedSocket: request.reusedSocket, status: response.statusCode }),
            );
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ model: 'm', messages: [] }));
      });

    expect(await post()).toEqual({ reusedSocket: false, status: 200 });
    expect(await post()).toEqual({ reusedSocket: true, status: 200 });

    const startedAt = Date.now();
    await llm.close();
    expect(Date.now() - startedAt).toBeLessThan(500);
    agent.destroy();
  });

  it('resolves waitForRequests as requests arrive, and rejects on timeout', async () => {
    llm.enqueue({ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' });
    const arrived = llm.waitForRequests(2);
    await chat();
    await chat();
    expect((await arrived).map((request) => request.step)).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'text', text: 'b' },
    ]);
    await expect(llm.waitForRequests(3, 50)).rejects.toThrow('expected 3 request(s) within 50 ms, got 2');
  });
});
