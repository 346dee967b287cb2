import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { type EffectiveSettings, LlmError } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnthropicCompatibleDriver, OpenAiCompatibleDriver } from '../../src/llm/index.js';
import { bodyOf, never, userRequest } from './support.js';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await startFakeLlm();
});
afterEach(async () => {
  await fake.close();
  vi.restoreAllMocks();
});

/** A fetch that records where requests go and answers with `answer`, for the real default URLs. */
function recordingFetch(answer: object, urls: string[]): typeof fetch {
  return async (input) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
}

function constructionError(construct: () => unknown): LlmError {
  try {
    construct();
  } catch (error) {
    expect(error).toBeInstanceOf(LlmError);
    return error as LlmError;
  }
  throw new Error('expected the driver to refuse its settings');
}

describe('driver settings defaults apply at run time', () => {
  it('OpenAI: model, temperature and base URL come from the schema when unset or blank', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    const driver = new OpenAiCompatibleDriver({
      base_url: fake.openaiBaseUrl,
      model: '  ',
      temperature: null,
    });
    await driver.complete(userRequest('Hi'), never());
    expect(driver.modelName).toBe('gpt-4o');
    expect(bodyOf(fake.requests[0])).toMatchObject({ model: 'gpt-4o', temperature: 0.7 });

    const urls: string[] = [];
    const completion = {
      id: 'c',
      model: 'gpt-4o',
      choices: [{ index: 0, message: { role: 'assistant', content: 'hi' }, finish_reason: 'stop' }],
    };
    await new OpenAiCompatibleDriver({}, { fetch: recordingFetch(completion, urls) }).complete(
      userRequest('Hi'),
      never(),
    );
    expect(urls).toEqual(['https://api.openai.com/v1/chat/completions']);
  });

  it('Anthropic: model, caching and base URL come from the schema when unset', async () => {
    // The SDK warns about the default model's deprecation date on every call.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.enqueue({ kind: 'text', text: 'ok' });
    const driver = new AnthropicCompatibleDriver({ base_url: fake.anthropicBaseUrl });
    await driver.complete(userRequest('Hi'), never());
    expect(driver.modelName).toBe('claude-sonnet-4-6');
    const body = bodyOf(fake.requests[0]);
    expect(body).toMatchObject({
      model: 'claude-sonnet-4-6',
      temperature: 0.7,
      system: [{ type: 'text', cache_control: { type: 'ephemeral' } }],
    });
    expect(body).not.toHaveProperty('thinking');

    const urls: string[] = [];
    const message = {
      id: 'msg',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-6',
      content: [{ type: 'text', text: 'hi' }],
      stop_reason: 'end_turn',
      usage: { input_tokens: 1, output_tokens: 1 },
    };
    await new AnthropicCompatibleDriver({}, { fetch: recordingFetch(message, urls) }).complete(
      userRequest('Hi'),
      never(),
    );
    expect(urls).toEqual(['https://api.anthropic.com/v1/messages']);
  });

  it('accepts JSON numbers and booleans as well as their text forms', async () => {
    fake.enqueue({ kind: 'text', text: 'ok' });
    const driver = new OpenAiCompatibleDriver({
      base_url: `${fake.openaiBaseUrl}/`,
      model: 'gpt-3.5-turbo',
      temperature: 0,
      timeout: 30,
      supports_image_input: 'TRUE',
      context_window: 128000,
    });
    await driver.complete(userRequest('Hi'), never());
    expect(bodyOf(fake.requests[0]).temperature).toBe(0);
    expect(driver.supportsImageInput).toBe(true);
  });

  it('guesses image input from the model name only when the toggle is unset', () => {
    expect(new OpenAiCompatibleDriver({ model: 'gpt-4o-mini' }).supportsImageInput).toBe(true);
    expect(new OpenAiCompatibleDriver({ model: 'gpt-3.5-turbo' }).supportsImageInput).toBe(false);
    expect(
      new OpenAiCompatibleDriver({ model: 'gpt-4o', supports_image_input: false }).supportsImageInput,
    ).toBe(false);
    expect(new AnthropicCompatibleDriver({ model: 'claude-opus-4-7' }).supportsImageInput).toBe(true);
  });
});

describe('invalid driver settings', () => {
  const invalid: readonly [string, EffectiveSettings, string][] = [
    ['temperature out of range', { temperature: '3' }, 'temperature'],
    ['temperature not a number', { temperature: 'warm' }, 'temperature'],
    ['a relative base URL', { base_url: 'api/v1' }, 'base_url'],
    ['a base URL of another scheme', { base_url: 'ftp://example.com' }, 'base_url'],
    ['a zero timeout', { timeout: '0' }, 'timeout'],
    ['a toggle that is neither true nor false', { supports_image_input: 'yes' }, 'supports_image_input'],
    ['a model that is not text', { model: { name: 'gpt-4o' } }, 'model'],
  ];

  it.each(invalid)('refuses %s with BAD_REQUEST naming the setting', (_title, settings, key) => {
    for (const Driver of [OpenAiCompatibleDriver, AnthropicCompatibleDriver]) {
      const error = constructionError(() => new Driver(settings));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(`"${key}"`);
      expect(error.message).toContain(Driver.getName());
    }
  });

  it('refuses a bad thinking budget or caching toggle on the Anthropic driver', () => {
    const invalidAnthropicSettings: EffectiveSettings[] = [
      { thinking_budget: '-5' },
      { thinking_budget: '1.5' },
      { enable_prompt_caching: 'maybe' },
    ];
    for (const settings of invalidAnthropicSettings) {
      expect(constructionError(() => new AnthropicCompatibleDriver(settings)).code).toBe('BAD_REQUEST');
    }
  });

  it('never repeats a secret in the message', () => {
    const error = constructionError(() => new OpenAiCompatibleDriver({ api_key: ['sk-secret-value'] }));
    expect(error.message).toContain('"api_key"');
    expect(error.message).not.toContain('sk-secret-value');
  });
});
