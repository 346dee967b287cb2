import type { JsonValue } from '@spora/sdk';
import type { LlmDriverRegistry } from './driver-registry.js';
import type { LlmConfiguration } from './llm-configuration-resolver.js';
import { parseStoredSettings, presentDriverSettings } from './llm-configuration-settings.js';

/** A configuration as users see it (the API's `ConfigResource`): passwords masked as `***`. */
export interface LlmConfigurationView {
  readonly id: number;
  readonly name: string;
  readonly driver_class: string;
  /** `null` when the driver is not installed (its plugin was removed). */
  readonly driver_name: string | null;
  readonly driver_display_name: string | null;
  readonly settings: Readonly<Record<string, JsonValue>>;
  readonly context_window: number | null;
  readonly max_tokens_output: number | null;
  /** The global default; only a global configuration can be. */
  readonly is_default: boolean;
  readonly is_global: boolean;
  /** `null` for global configurations. */
  readonly user_id: number | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export function viewOfConfiguration(
  configuration: LlmConfiguration,
  drivers: LlmDriverRegistry,
): LlmConfigurationView {
  const driver = drivers.get(configuration.driver_class);
  return {
    id: configuration.id,
    name: configuration.name,
    driver_class: configuration.driver_class,
    driver_name: driver?.name ?? null,
    driver_display_name: driver?.displayName ?? null,
    // Unreadable settings show as none, so the configuration can still be listed and saved anew.
    settings: presentDriverSettings(driver, parseStoredSettings(configuration.settings) ?? {}),
    context_window: configuration.context_window,
    max_tokens_output: configuration.max_tokens_output,
    is_default: configuration.is_global === 1 && configuration.is_default === 1,
    is_global: configuration.is_global === 1,
    user_id: configuration.user_id,
    created_at: configuration.created_at,
    updated_at: configuration.updated_at,
  };
}
