/**
 * Turns what a client sends into changes for one stored layer, or per-field errors. Nothing is
 * written when any field is wrong.
 */
import { fail, type JsonValue, ok, type Result, type SettingMetadata } from '@spora/sdk';
import { maskedSecret } from './masking.js';
import { isUnset, validateSettingValue } from './setting-values.js';

export interface SettingsValidationFailure {
  readonly code: 'VALIDATION_ERROR';
  readonly message: string;
  /** What is wrong, per key. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** Per key: the value to store (plain text; encryption happens when it is stored), or `null` to remove it. */
export type SettingsWritePlan = ReadonlyMap<string, JsonValue | null>;

export function planSettingsWrite(
  declarations: readonly SettingMetadata[],
  values: Readonly<Record<string, unknown>>,
): Result<SettingsWritePlan, SettingsValidationFailure> {
  const byKey = new Map(declarations.map((declaration) => [declaration.key, declaration]));
  const plan = new Map<string, JsonValue | null>();
  const fieldErrors: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const declaration = byKey.get(key);
    if (!declaration) {
      fieldErrors[key] = 'is not a setting of this tool.';
      continue;
    }
    // A masked password sent back unchanged means "keep what is stored".
    if (declaration.type === 'password' && value === maskedSecret) continue;
    if (isUnset(value)) {
      plan.set(key, null);
      continue;
    }
    const checked = validateSettingValue(declaration, value);
    if (checked.ok) plan.set(key, checked.value);
    else fieldErrors[key] = `${declaration.label} ${checked.error}`;
  }
  const invalid = Object.keys(fieldErrors);
  if (invalid.length > 0) {
    return fail({
      code: 'VALIDATION_ERROR',
      message: `Invalid settings: ${invalid.map((key) => `${key} ${fieldErrors[key]}`).join(' ')}`,
      fieldErrors,
    });
  }
  return ok(plan);
}
