import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { LlmError } from '@spora/sdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmDriverProvider, keepAliveFetch } from '../../src/llm/index.js';
import { randomEncryption } from '../settings/settings-fixtures.js';
import { testEngines } from '../support/test-databases.js';
import {
  anthropicDriverClass,
  type ConfigurationWorld,
  openAiDriverClass,
  openConfigurationWorld,
  storedConfiguration,
} from './llm-configuration-fixtures.js';
import { never, userRequest } from './support.js';

let llm: FakeLlm;

beforeAll(async () => {
  llm = await startFakeLlm({ fallback: { kind: 'text', text: 'ok' } });
});

afterAll(async () => {
  await llm.close();
});

describe.each(testEngines)('drivers built from stored LLM configurations on $name', (engine) => {
  let world: ConfigurationWorld;

  beforeEach(async () => {
    world = await openConfigurationWorld(engine);
    llm.reset();
  });

  afterEach(async () => {
    await world.dispose();
  });

  const provider = (encryption = world.encryption) =>
    createLlmDriverProvider(world.drivers, { encryption, fetch: keepAliveFetch, maxRetries: 0 });

  async function stored(driverClass: string, settings: Record<string, unknown>) {
    const created = await world.alice.create({ name: 'Work', driver_class: driverClass, settings });
    return storedConfiguration(world.connection, created.id);
  }

  it('hands the OpenAI-compatible driver the decrypted key', async () => {
    const configuration = await stored(openAiDriverClass, {
      api_key: 'sk-openai-decrypted',
      base_url: llm.openaiBaseUrl,
      model: 'test-model',
    });
    await provider()(configuration).complete(userRequest('Hi'), never());
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer sk-openai-decrypted');
  });

  it('hands the Anthropic-compatible driver the decrypted key', async () => {
    const configuration = await stored(anthropicDriverClass, {
      api_key: 'sk-anthropic-decrypted',
      base_url: llm.anthropicBaseUrl,
      model: 'test-model',
    });
    await provider()(configuration).complete(userRequest('Hi'), never());
    expect(llm.requests[0]?.headers['x-api-key']).toBe('sk-anthropic-decrypted');
  });

  it('builds one driver per configuration, and a new one once the configuration changed', async () => {
    const configuration = await stored(openAiDriverClass, {
      api_key: 'sk-first',
      base_url: llm.openaiBaseUrl,
      model: 'test-model',
    });
    const drivers = provider();
    const first = drivers(configuration);
    expect(drivers({ ...configuration })).toBe(first);
    await world.alice.update(configuration.id, { settings: { api_key: 'sk-second' } });
    const changed = drivers(await storedConfiguration(world.connection, configuration.id));
    expect(changed).not.toBe(first);
    await changed.complete(userRequest('Hi'), never());
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer sk-second');
  });

  it('still reads a plain-text key stored by an older writer', async () => {
    const configuration = await stored(openAiDriverClass, { base_url: llm.openaiBaseUrl, model: 'm' });
    const legacy = {
      ...configuration,
      settings: JSON.stringify({ api_key: 'sk-legacy', base_url: llm.openaiBaseUrl, model: 'm' }),
    };
    await provider()(legacy).complete(userRequest('Hi'), never());
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer sk-legacy');
  });

  it('fails with an error naming the configuration and the setting when the key cannot be decrypted', async () => {
    const configuration = await stored(openAiDriverClass, {
      api_key: 'sk-under-another-key',
      base_url: llm.openaiBaseUrl,
      model: 'test-model',
    });
    const build = () => provider(randomEncryption())(configuration);
    expect(build).toThrow(LlmError);
    expect(build).toThrow(
      `Setting "API key" (api_key) of LLM configuration "Work" (#${configuration.id}) cannot be used.`,
    );
    expect(build).toThrow(/secret key differs/);
    try {
      build();
    } catch (error) {
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      expect(String(error)).not.toContain('sk-under-another-key');
    }
    expect(llm.requests).toEqual([]);
  });

  it('refuses settings that are not a JSON object, naming the configuration', async () => {
    const configuration = await stored(openAiDriverClass, {});
    expect(() => provider()({ ...configuration, settings: '[1]' })).toThrow(
      'The settings of LLM configuration "Work" are not a JSON object.',
    );
  });
});
