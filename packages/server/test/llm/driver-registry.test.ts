import {
  type EffectiveSettings,
  getDeclaredSettings,
  type LlmDriver,
  type LlmRequest,
  type LlmResponse,
  ToolSetting,
} from '@spora/sdk';
import { describe, expect, it } from 'vitest';
import {
  AnthropicCompatibleDriver,
  createCoreDriverRegistry,
  LlmDriverRegistry,
  OpenAiCompatibleDriver,
} from '../../src/llm/index.js';

@ToolSetting({ key: 'endpoint', label: 'Endpoint', type: 'text' })
class EchoDriver implements LlmDriver {
  static readonly driverContractVersion = 1;
  static getName() {
    return 'openai_compatible';
  }
  static getDisplayName() {
    return 'Echo';
  }
  static getDefaultTools() {
    return ['core/TimeTool'];
  }
  readonly providerName = 'echo';
  readonly modelName = 'echo';
  constructor(readonly settings: EffectiveSettings) {}
  complete(_request: LlmRequest, _signal: AbortSignal): Promise<LlmResponse> {
    throw new Error('not called');
  }
}

describe('LLM driver registry', () => {
  it('registers the core drivers under "core/<ClassName>"', () => {
    const registry = createCoreDriverRegistry();
    expect(
      registry.list().map(({ driverClass, name, displayName }) => ({ driverClass, name, displayName })),
    ).toEqual([
      {
        driverClass: 'core/OpenAiCompatibleDriver',
        name: 'openai_compatible',
        displayName: 'OpenAI Compatible',
      },
      {
        driverClass: 'core/AnthropicCompatibleDriver',
        name: 'anthropic_compatible',
        displayName: 'Anthropic Compatible',
      },
    ]);
    expect(registry.get('core/AnthropicCompatibleDriver')?.DriverClass).toBe(AnthropicCompatibleDriver);
    expect(OpenAiCompatibleDriver.getDefaultTools()).toEqual([]);
  });

  it('returns the declared settings schema, in source order', () => {
    const registry = createCoreDriverRegistry();
    expect(registry.settingsOf('core/OpenAiCompatibleDriver')).toEqual(
      getDeclaredSettings(OpenAiCompatibleDriver),
    );
    expect(registry.settingsOf('core/OpenAiCompatibleDriver').map((setting) => setting.key)).toEqual([
      'api_key',
      'base_url',
      'model',
      'temperature',
      'timeout',
      'supports_image_input',
      'send_pdf_as_document',
      'stream',
    ]);
    const anthropic = registry.settingsOf('core/AnthropicCompatibleDriver');
    expect(anthropic.map((setting) => setting.key)).toEqual([
      'api_key',
      'base_url',
      'model',
      'enable_prompt_caching',
      'temperature',
      'thinking_budget',
      'timeout',
      'supports_image_input',
      'send_pdf_as_document',
      'stream',
    ]);
    expect(anthropic.find((setting) => setting.key === 'api_key')?.type).toBe('password');
    expect(anthropic.find((setting) => setting.key === 'enable_prompt_caching')).toMatchObject({
      type: 'toggle',
      default: true,
    });
    expect(anthropic.find((setting) => setting.key === 'base_url')?.default).toBe(
      'https://api.anthropic.com',
    );
  });

  it('refuses a second registration of a class or of a name', () => {
    const registry = createCoreDriverRegistry();
    expect(() => registry.register({ kind: 'core' }, OpenAiCompatibleDriver)).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_DRIVER_CLASS' }),
    );
    expect(() => registry.register({ kind: 'plugin', slug: 'echo' }, EchoDriver)).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_DRIVER_NAME' }),
    );
  });

  it('keys plugin drivers by their slug', () => {
    const registry = new LlmDriverRegistry();
    const registered = registry.register({ kind: 'plugin', slug: 'echo' }, EchoDriver);
    expect(registered.driverClass).toBe('echo/EchoDriver');
    expect(registry.settingsOf('echo/EchoDriver').map((setting) => setting.key)).toEqual(['endpoint']);
  });

  it('refuses unknown classes and other contract versions', () => {
    const registry = new LlmDriverRegistry();
    expect(() => registry.settingsOf('core/Nope')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_DRIVER_CLASS' }),
    );
    const FutureDriver = class FutureDriver extends EchoDriver {};
    Object.defineProperty(FutureDriver, 'driverContractVersion', { value: 2 });
    expect(() => registry.register({ kind: 'core' }, FutureDriver)).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_DRIVER_CONTRACT' }),
    );
  });
});
