import { type FakeLlm, type RecordedRequest, startFakeLlm } from '@spora/fake-llm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postJson } from './http.js';
import { completionText, type ErrorEnvelope, readJson } from './wire-types.js';

let llm: FakeLlm;
beforeEach(async () => {
  llm = await startFakeLlm();
});
afterEach(async () => {
  await llm.close();
});

describe('request log', () => {
  it('records protocol, path, headers, body, stream flag, step and time', async () => {
    llm.enqueue({ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' });
    const before = Date.now();
    await postJson(
      `${llm.openaiBaseUrl}/chat/completions`,
      { model: 'gpt-test', messages: [{ role: 'user', content: 'hi' }] },
      { headers: { authorization: 'Bearer sk-test' } },
    );
    await (
      await postJson(
        `${llm.anthropicBaseUrl}/v1/messages`,
        { model: 'claude-test', messages: [], stream: true },
        { headers: { 'x-api-key': 'ant-test' } },
      )
    ).text();

    const [openai, anthropic] = llm.requests;
    expect(openai).toMatchObject({
      protocol: 'openai',
      method: 'POST',
      path: '/v1/chat/completions',
      body: { model: 'gpt-test', messages: [{ role: 'user', content: 'hi' }] },
      stream: false,
      step: { kind: 'text', text: 'a' },
      cancelled: false,
    });
    expect(openai?.headers.authorization).toBe('Bearer sk-test');
    expect(openai?.receivedAt).toBeGreaterThanOrEqual(before);
    expect(anthropic).toMatchObject({
      protocol: 'anthropic',
      path: '/v1/messages',
      stream: true,
      step: { kind: 'text', text: 'b' },
      cancelled: false,
    });
    expect(anthropic?.headers['x-api-key']).toBe('ant-test');
  });

  it('is emptied, with the pending steps, by reset()', async () => {
    llm.enqueue({ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' });
    await postJson(`${llm.openaiBaseUrl}/chat/completions`, { messages: [] });
    expect(llm.requests).toHaveLength(1);
    expect(llm.pendingSteps).toEqual([{ kind: 'text', text: 'b' }]);

    llm.reset();
    expect(llm.requests).toEqual([]);
    expect(llm.pendingSteps).toEqual([]);
  });
});

describe('admin endpoints', () => {
  const admin = (path: string, init: RequestInit = {}) => fetch(`${llm.url}/_fake/${path}`, init);

  it('appends steps pushed with POST /_fake/script and lists the pending ones', async () => {
    llm.enqueue({ kind: 'text', text: 'first' });
    const pushed = await postJson(`${llm.url}/_fake/script`, [
      { kind: 'text', text: 'second' },
      { kind: 'error', status: 503 },
    ]);
    expect(pushed.status).toBe(200);
    expect(await pushed.json()).toEqual({ pending: 3 });
    expect(await (await admin('script')).json()).toEqual({
      pending: [
        { kind: 'text', text: 'first' },
        { kind: 'text', text: 'second' },
        { kind: 'error', status: 503 },
      ],
    });

    const chat = () => postJson(`${llm.openaiBaseUrl}/chat/completions`, { messages: [] });
    expect(await completionText(await chat())).toBe('first');
    expect(await completionText(await chat())).toBe('second');
    expect((await chat()).status).toBe(503);
  });

  it('rejects a malformed script with the step index, queueing nothing', async () => {
    const response = await postJson(`${llm.url}/_fake/script`, [
      { kind: 'text', text: 'ok' },
      { kind: 'tool_calls' },
    ]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'FAKE_LLM_INVALID_SCRIPT',
        message: 'script step 1: "calls" must be a non-empty array of tool calls (got nothing)',
      },
    });
    const notJson = await admin('script', { method: 'POST', body: 'nope' });
    expect(notJson.status).toBe(400);
    expect((await readJson<ErrorEnvelope>(notJson)).error.message).toMatch(/not valid JSON/);
    expect(llm.pendingSteps).toEqual([]);
  });

  it('serves the request log with GET /_fake/requests and resets with DELETE /_fake/script', async () => {
    llm.enqueue({ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' });
    await postJson(`${llm.url}/v1/messages`, { model: 'm', messages: [] });

    const log = await readJson<RecordedRequest[]>(await admin('requests'));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ protocol: 'anthropic', path: '/v1/messages', step: { text: 'a' } });

    const reset = await admin('script', { method: 'DELETE' });
    expect(reset.status).toBe(204);
    expect(llm.pendingSteps).toEqual([]);
    expect(await (await admin('requests')).json()).toEqual([]);
  });

  it('does not log admin calls, and answers unknown admin routes with 404', async () => {
    const response = await admin('nothing-here');
    expect(response.status).toBe(404);
    expect((await readJson<ErrorEnvelope>(response)).error.code).toBe('FAKE_LLM_NOT_FOUND');
    expect(llm.requests).toEqual([]);
  });
});
