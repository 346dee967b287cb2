import type { ToolDescriptor } from '../../api/api-types';

export type SettingDeclaration = ToolDescriptor['settings_schema'][number];

/** Where a shown value comes from: a stored layer, or the declaration's default. */
export type SettingSource = 'default' | 'global' | 'user' | 'agent';

/** The layer a form writes to. */
export type EditedLayer = Exclude<SettingSource, 'default'>;

export interface ShownSetting {
  readonly value: unknown;
  readonly source: SettingSource;
}

/** What the API sends for a stored secret: it is never shown as a value. */
export const maskedSecret = '***';

/**
 * The form's unsaved changes per key: a new value, or `null` for "remove this layer's value, so
 * the key inherits again". A key that is absent is untouched and not sent.
 */
export type SettingsDraft = Readonly<Record<string, unknown>>;

/** The name of each source, by catalogue key. */
export const sourceLabelKeys = {
  default: 'source.default',
  global: 'source.global',
  user: 'source.user',
  agent: 'source.agent',
} as const satisfies Record<SettingSource, string>;

/**
 * One stored layer (what `/tools/{id}/settings` or `/user-settings` answers) as a form shows it:
 * stored keys come from the layer, the rest from the declaration's default.
 */
export function shownFromLayer(
  declarations: readonly SettingDeclaration[],
  layer: EditedLayer,
  stored: Readonly<Record<string, unknown>>,
): Record<string, ShownSetting> {
  return Object.fromEntries(
    declarations.map((declaration) => [
      declaration.key,
      Object.hasOwn(stored, declaration.key)
        ? { value: stored[declaration.key], source: layer }
        : { value: declaration.default, source: 'default' as const },
    ]),
  );
}

export function isSet(value: unknown): boolean {
  return (
    value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)
  );
}

/** What a save sends: every touched key, except a new secret left blank (the stored one stays). */
export function changesOf(
  declarations: readonly SettingDeclaration[],
  draft: SettingsDraft,
): Record<string, unknown> {
  const passwords = new Set(declarations.filter((d) => d.type === 'password').map((d) => d.key));
  return Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => !(passwords.has(key) && value === '')),
  );
}
