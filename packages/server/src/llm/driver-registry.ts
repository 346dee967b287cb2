import { getDeclaredSettings, type LlmDriverClass, type SettingMetadata, SporaError } from '@spora/sdk';
import type { ToolOrigin } from '../tools/index.js';
import { AnthropicCompatibleDriver } from './anthropic-compatible/anthropic-compatible-driver.js';
import { OpenAiCompatibleDriver } from './openai-compatible/openai-compatible-driver.js';

export interface RegisteredLlmDriver {
  /** The stable identity, `"<origin>/<ClassName>"`, as for tools: `core/OpenAiCompatibleDriver`. */
  readonly driverClass: string;
  /** snake_case name: `openai_compatible`. */
  readonly name: string;
  readonly displayName: string;
  readonly origin: ToolOrigin;
  readonly DriverClass: LlmDriverClass;
  /** Its `@ToolSetting` declarations, checked when the driver was registered. */
  readonly settings: readonly SettingMetadata[];
}

export type LlmDriverRegistryErrorCode =
  | 'DUPLICATE_DRIVER_CLASS'
  | 'DUPLICATE_DRIVER_NAME'
  | 'ANONYMOUS_DRIVER_CLASS'
  | 'UNSUPPORTED_DRIVER_CONTRACT'
  | 'UNKNOWN_DRIVER_CLASS';

export class LlmDriverRegistryError extends SporaError<LlmDriverRegistryErrorCode> {}

/** Every LLM driver the platform can build, keyed by driver class; duplicates are refused. */
export class LlmDriverRegistry {
  private readonly byClass = new Map<string, RegisteredLlmDriver>();

  register(origin: ToolOrigin, DriverClass: LlmDriverClass): RegisteredLlmDriver {
    const className = DriverClass.name;
    if (!className) {
      throw new LlmDriverRegistryError(
        'ANONYMOUS_DRIVER_CLASS',
        'A driver class must have a name: it is part of its identity.',
      );
    }
    const driverClass = `${origin.kind === 'core' ? 'core' : origin.slug}/${className}`;
    // Checked at run time too: a plugin built against another SDK may declare another version.
    if ((DriverClass.driverContractVersion as number) !== 1) {
      throw new LlmDriverRegistryError(
        'UNSUPPORTED_DRIVER_CONTRACT',
        `Driver ${driverClass} implements driver contract ${String(DriverClass.driverContractVersion)}; this server supports 1.`,
        { driverClass },
      );
    }
    if (this.byClass.has(driverClass)) {
      throw new LlmDriverRegistryError(
        'DUPLICATE_DRIVER_CLASS',
        `Driver class ${driverClass} is already registered.`,
        { driverClass },
      );
    }
    const name = DriverClass.getName();
    const sameName = [...this.byClass.values()].find((registered) => registered.name === name);
    if (sameName) {
      throw new LlmDriverRegistryError(
        'DUPLICATE_DRIVER_NAME',
        `Driver name "${name}" of ${driverClass} is already used by ${sameName.driverClass}.`,
        { driverClass, name, registeredBy: sameName.driverClass },
      );
    }
    const registered: RegisteredLlmDriver = {
      driverClass,
      name,
      displayName: DriverClass.getDisplayName(),
      origin,
      DriverClass,
      settings: getDeclaredSettings(DriverClass),
    };
    this.byClass.set(driverClass, registered);
    return registered;
  }

  get(driverClass: string): RegisteredLlmDriver | undefined {
    return this.byClass.get(driverClass);
  }

  /**
   * The driver a person names: by class (`core/OpenAiCompatibleDriver`) or by its snake_case
   * name (`openai_compatible`), which registration keeps unique. Exact matches only.
   */
  find(classOrName: string): RegisteredLlmDriver | undefined {
    return (
      this.byClass.get(classOrName) ??
      [...this.byClass.values()].find((driver) => driver.name === classOrName)
    );
  }

  /** The settings schema of a registered driver; throws `UNKNOWN_DRIVER_CLASS` for any other. */
  settingsOf(driverClass: string): readonly SettingMetadata[] {
    const registered = this.byClass.get(driverClass);
    if (!registered) {
      throw new LlmDriverRegistryError(
        'UNKNOWN_DRIVER_CLASS',
        `No driver class ${driverClass} is registered.`,
        {
          driverClass,
        },
      );
    }
    return registered.settings;
  }

  /** Registered drivers in registration order. */
  list(): readonly RegisteredLlmDriver[] {
    return [...this.byClass.values()];
  }
}

/** The built-in drivers. */
export const coreDriverClasses: readonly LlmDriverClass[] = [
  OpenAiCompatibleDriver,
  AnthropicCompatibleDriver,
];

/** A registry holding the built-in drivers. */
export function createCoreDriverRegistry(): LlmDriverRegistry {
  const registry = new LlmDriverRegistry();
  for (const DriverClass of coreDriverClasses) registry.register({ kind: 'core' }, DriverClass);
  return registry;
}
