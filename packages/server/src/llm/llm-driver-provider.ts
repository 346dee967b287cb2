import { type LlmDriver, type LlmDriverClass, LlmError } from '@spora/sdk';
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

/** Configurations whose driver is kept at most; beyond, the least recently used is dropped. */
const maxCachedDrivers = 100;

/**
 * Turns a stored LLM configuration into a driver: its `driver_class` must be registered and its
 * settings must be readable; otherwise a `BAD_REQUEST` error says which configuration is broken.
 *
 * Drivers are built once per configuration and shared by every task that uses it (an SDK client,
 * its decrypted settings and its keep-alive connections are not rebuilt per task). A stored
 * configuration that changed (its settings, driver or update time) gets a new driver.
 */
export function createLlmDriverProvider(
  registry: LlmDriverRegistry,
  options: LlmDriverProviderOptions = {},
): (configuration: LlmConfiguration) => LlmDriver {
  const built = new Map<number, BuiltDriver>();
  return (configuration) => {
    const registered = registry.get(configuration.driver_class);
    if (!registered) {
      throw new LlmError(
        'BAD_REQUEST',
        `LLM configuration "${configuration.name}" uses driver ${configuration.driver_class}, which is not installed.`,
      );
    }
    const version = JSON.stringify([configuration.name, configuration.settings, configuration.updated_at]);
    const cached = built.get(configuration.id);
    built.delete(configuration.id);
    if (cached?.version === version && cached.DriverClass === registered.DriverClass) {
      built.set(configuration.id, cached);
      return cached.driver;
    }
    const settings = options.encryption
      ? readDriverSettings(configuration, registered.settings, options.encryption)
      : readStoredDriverSettings(configuration);
    const driver = new registered.DriverClass(settings, {
      fetch: options.fetch ?? keepAliveFetch,
      defaultTimeoutMs: options.defaultTimeoutMs ?? 300_000,
      maxRetries: options.maxRetries ?? 2,
    });
    built.set(configuration.id, { version, DriverClass: registered.DriverClass, driver });
    if (built.size > maxCachedDrivers) {
      const oldest = built.keys().next().value;
      if (oldest !== undefined) built.delete(oldest);
    }
    return driver;
  };
}

/** A driver built for one version of a stored configuration. */
interface BuiltDriver {
  readonly version: string;
  readonly DriverClass: LlmDriverClass;
  readonly driver: LlmDriver;
}
