import type { SettingMetadata } from '@spora/sdk';
import Type, { type Static } from 'typebox';
import type { RegisteredLlmDriver } from '../../llm/index.js';
import { Nullable } from './common.js';
import { named } from './named.js';

/** One setting a driver declares, as a form needs it to ask for the value. */
export const DriverSettingResource = Type.Object(
  {
    key: Type.String(),
    label: Type.String(),
    type: Type.String(),
    description: Nullable(Type.String()),
    default: Type.Unknown(),
    required: Type.Boolean(),
    options: Type.Array(
      Type.Object({ value: Type.String(), label: Type.String() }, { additionalProperties: false }),
    ),
    validation: Nullable(Type.String()),
  },
  { additionalProperties: false, ...named('LlmDriverSetting') },
);

/** An installed LLM driver: what a configuration names in `driver_class`, and the settings it takes. */
export const LlmDriverResource = Type.Object(
  {
    name: Type.String(),
    display_name: Type.String(),
    driver_class: Type.String(),
    settings_schema: Type.Array(DriverSettingResource),
  },
  { additionalProperties: false, ...named('LlmDriver') },
);

export type LlmDriverResourceView = Static<typeof LlmDriverResource>;

export function toLlmDriverResource(driver: RegisteredLlmDriver): LlmDriverResourceView {
  return {
    name: driver.name,
    display_name: driver.displayName,
    driver_class: driver.driverClass,
    settings_schema: driver.settings.map(toDriverSettingResource),
  };
}

function toDriverSettingResource(setting: SettingMetadata): Static<typeof DriverSettingResource> {
  return {
    key: setting.key,
    label: setting.label,
    type: setting.type,
    description: setting.description,
    default: setting.default,
    required: setting.required,
    options: setting.options.map((option) => ({ value: option.value, label: option.label })),
    validation: setting.validation,
  };
}
