import Type from 'typebox';

/**
 * What every settings write takes: `{settings: {key: value}}`. `null` or `''` removes a key (it
 * inherits again), `***` for a password keeps the stored one; the cascade checks each value.
 */
export const SettingsBody = Type.Object(
  { settings: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
);

/** One stored layer, passwords masked as `***`. */
export const SettingValues = Type.Record(Type.String(), Type.Unknown());

/** Every declared key with its effective value (passwords masked) and the layer that supplied it. */
export const ResolvedSettingsResource = Type.Record(
  Type.String(),
  Type.Object(
    {
      value: Type.Unknown(),
      source: Type.Enum(['default', 'global', 'user', 'agent']),
    },
    { additionalProperties: false },
  ),
);

export const settingsLayerResponse = Type.Object(
  { settings: SettingValues },
  { additionalProperties: false },
);
