import { type LlmDriver, LlmError } from '@spora/sdk';
import type { FieldEncryption } from '../secrets/index.js';
import type { LlmDriverRegistry } from './driver-registry.js';
import { keepAliveFetch } from './keep-alive-fetch.js';
import type { LlmConfiguration } from './llm-configuration-resolver.js';
import { readDriverSettings, readStoredDriverSettings } from './read-driver-settings.js';

export interface LlmDriverProviderOptions {
  readonly fetch?: typeof globalThis.fetch;
  /** Per request, unless the configuration's `timeout` setting says otherwise. */
  readonly defaultTimeoutMs?: number;
  readonly maxRetries?: number;
  /** Decrypts password settings. Without it the settings reach the driver as stored. */
  readonly encryption?: FieldEncryption;
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
    const settings = options.encryption
      ? readDriverSettings(configuration, registered.settings, options.encryption)
      : readStoredDriverSettings(configuration);
    return new registered.DriverClass(settings, {
      fetch: options.fetch ?? keepAliveFetch,
      defaultTimeoutMs: options.defaultTimeoutMs ?? 300_000,
      maxRetries: options.maxRetries ?? 2,
    });
  };
}
