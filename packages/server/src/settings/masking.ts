import type { JsonValue, SettingMetadata } from '@spora/sdk';
import { isUnset } from './setting-values.js';

/** What every response shows instead of a stored password; sent back, it means "keep the stored value". */
export const maskedSecret = '***';

/** The values with every set password-typed field replaced by `***`. */
export function maskSettings(
  declarations: readonly SettingMetadata[],
  values: Readonly<Record<string, JsonValue>>,
): Record<string, JsonValue> {
  const passwords = new Set(
    declarations
      .filter((declaration) => declaration.type === 'password')
      .map((declaration) => declaration.key),
  );
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      passwords.has(key) && !isUnset(value) ? maskedSecret : value,
    ]),
  );
}
