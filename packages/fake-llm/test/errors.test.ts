import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson } from './http.js';
import { type AnthropicErrorBody, completionText, type ErrorEnvelope, readJson } from './wire-types.js';

let llm: FakeLlm;
afterEach(async () => {
  await llm.close();
});

const openaiChat = () => postJson(`${llm.openaiBaseUrl}/chat/completions`, { model: 'm', messages: [] });
const anthropicMessages = () =>
  postJson(`${llm.url}/v1/messages`, { model: 'm', max_tokens: 1, messages: [] });

describe('scripted errors', () => {
  it('answers in the OpenAI envelope with the scripted status and headers', async () => {
    llm = await startFakeLlm({
      script: [{ kind: 'error', status: 429, message: 'Slow down.', headers: { 'retry-after': '2' } }],
    });
    const response = await openaiChat();

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.headers.get('x-request-id')).toMatch(/^req_/);
    expect(await response.json()).toEqual({
      error: { message: 'Slow down.', type: 'rate_limit_error', code: null, param: null },
    });
  });

  it('answers in the Anthropic envelope, 529 being overloaded_error by default', async () => {
    llm = await startFakeLlm({
      script: [
        { kind: 'error', status: 529 },
        { kind: 'error', status: 401, type: 'custom_error', message: 'Bad key.' },
      ],
    });

    const overloaded = await anthropicMessages();
    expect(overloaded.status).toBe(529);
    expect(await overloaded.json()).toEqual({
      type: 'error',
      error: { type: 'overloaded_error', message: 'fake-llm: scripted error (HTTP 529)' },
    });
    const unauthorized = await anthropicMessages();
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({
      type: 'error',
      error: { type: 'custom_error', message: 'Bad key.' },
    });
  });

  it('passes the OpenAI error code through', async () => {
    llm = await startFakeLlm({ script: [{ kind: 'error', status: 400, code: 'context_length_exceeded' }] });
    const body = await readJson<ErrorEnvelope>(await openaiChat());
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'context_length_exceeded' });
  });

  it('answers errors as JSON even when the request asked for a stream', async () => {
    llm = await startFakeLlm({ script: [{ kind: 'error', status: 500 }] });
    const response = await postJson(`${llm.url}/v1/messages`, { model: 'm', messages: [], stream: true });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect((await readJson<AnthropicErrorBody>(response)).error.type).toBe('api_error');
  });

  it('drops the connection for a disconnect step', async () => {
    llm = await startFakeLlm({ script: [{ kind: 'disconnect' }, { kind: 'text', text: 'back' }] });
    await expect(openaiChat()).rejects.toThrow(TypeError);
    expect(llm.requests[0]?.cancelled).toBe(false);
    expect(await completionText(await openaiChat())).toBe('back');
  });
});

describe('script exhaustion', () => {
  it('fails loudly with HTTP 500 once the script is used up', async () => {
    llm = await startFakeLlm({ script: [{ kind: 'text', text: 'only one' }] });
    expect((await openaiChat()).status).toBe(200);

    const exhausted = await openaiChat();
    expect(exhausted.status).toBe(500);
    expect((await readJson<ErrorEnvelope>(exhausted)).error.message).toMatch(/script is exhausted/);
    const anthropicExhausted = await anthropicMessages();
    expect(anthropicExhausted.status).toBe(500);
    expect(await anthropicExhausted.json()).toMatchObject({ type: 'error', error: { type: 'api_error' } });
  });

  it('answers with the configured fallback instead, every time', async () => {
    llm = await startFakeLlm({ fallback: { kind: 'text', text: 'default answer' } });
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await completionText(await openaiChat())).toBe('default answer');
    }
    expect(llm.requests.map((request) => request.step)).toEqual([
      { kind: 'text', text: 'default answer' },
      { kind: 'text', text: 'default answer' },
    ]);
  });
});

describe('malformed requests', () => {
  it('rejects invalid JSON with a 400 in the caller protocol, without consuming a step', async () => {
    llm = await startFakeLlm({ script: [{ kind: 'text', text: 'still here' }] });

    const openai = await fetch(`${llm.openaiBaseUrl}/chat/completions`, {
      method: 'POST',
      body: '{"model":',
    });
    expect(openai.status).toBe(400);
    expect((await readJson<ErrorEnvelope>(openai)).error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringMatching(/not valid JSON/),
    });
    const anthropic = await fetch(`${llm.url}/v1/messages`, { method: 'POST', body: '[1, 2]' });
    expect(anthropic.status).toBe(400);
    expect(await anthropic.json()).toMatchObject({
      type: 'error',
      error: { type: 'invalid_request_error', message: expect.stringMatching(/must be a JSON object/) },
    });

    expect(llm.requests.map(({ body, step }) => ({ body, step }))).toEqual([
      { body: '{"model":', step: null },
      { body: [1, 2], step: null },
    ]);
    expect(llm.pendingSteps).toHaveLength(1);
  });

  it('answers unknown routes with 404', async () => {
    llm = await startFakeLlm();
    const response = await fetch(`${llm.url}/v1/embeddings`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect((await readJson<ErrorEnvelope>(response)).error.message).toMatch(
      /no route for POST \/v1\/embeddings/,
    );
  });
});
