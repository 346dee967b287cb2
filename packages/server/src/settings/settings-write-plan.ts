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
  // A Map, so a key such as `__proto__` sent by a client is just a key.
  const fieldErrors = new Map<string, string>();
  for (const [key, value] of Object.entries(values)) {
    const declaration = byKey.get(key);
    if (!declaration) {
      fieldErrors.set(key, `"${key}" is not a setting of this tool.`);
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
    else fieldErrors.set(key, `${declaration.label} ${checked.error}`);
  }
  if (fieldErrors.size > 0) {
    return fail({
      code: 'VALIDATION_ERROR',
      message: `Invalid settings: ${[...fieldErrors.values()].join(' ')}`,
      fieldErrors: Object.fromEntries(fieldErrors),
    });
  }
  return ok(plan);
}
