import { type EffectiveSettings, type LlmDriver, LlmError } from '@spora/sdk';
import type { LlmDriverRegistry } from './driver-registry.js';
import { keepAliveFetch } from './keep-alive-fetch.js';
import type { LlmConfiguration } from './llm-configuration-resolver.js';

export interface LlmDriverProviderOptions {
  readonly fetch?: typeof globalThis.fetch;
  /** Per request, unless the configuration's `timeout` setting says otherwise. */
  readonly defaultTimeoutMs?: number;
  readonly maxRetries?: number;
}

/**
 * Turns a stored LLM configuration into a driver: its `driver_class` must be registered and its
 * settings must be readable; otherwise a `BAD_REQUEST` error says which configuration is broken.
 */
export function createLlmDriverProvider(
  registry: LlmDriverRegistry,
  options: LlmDriverProviderOptions = {},
): (configuration: LlmConfiguration) => LlmDriver {
  return (configuration) => {
    const registered = registry.get(configuration.driver_class);
    if (!registered) {
      throw new LlmError(
        'BAD_REQUEST',
        `LLM configuration "${configuration.name}" uses driver ${configuration.driver_class}, which is not installed.`,
      );
    }
    return new registered.DriverClass(readSettings(configuration), {
      fetch: options.fetch ?? keepAliveFetch,
      defaultTimeoutMs: options.defaultTimeoutMs ?? 300_000,
      maxRetries: options.maxRetries ?? 2,
    });
  };
}

function readSettings(configuration: LlmConfiguration): EffectiveSettings {
  try {
    const parsed: unknown = JSON.parse(configuration.settings);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as EffectiveSettings;
  } catch {
    // Reported below.
  }
  throw new LlmError(
    'BAD_REQUEST',
    `The settings of LLM configuration "${configuration.name}" are not a JSON object.`,
  );
}
