import type { EffectiveSettings, SettingMetadata } from '@spora/sdk';
import { isUnset } from './setting-values.js';

/**
 * Required keys without an effective value (`missing_required`); a tool is ready to enable when
 * the list is empty. Only keys are reported, never values, so no credential leaks.
 */
export function missingRequired(
  declarations: readonly SettingMetadata[],
  effective: EffectiveSettings,
): string[] {
  return declarations
    .filter((declaration) => declaration.required && !hasValue(effective[declaration.key]))
    .map((declaration) => declaration.key);
}

export function hasValue(value: unknown): boolean {
  return !isUnset(value) && !(Array.isArray(value) && value.length === 0);
}
