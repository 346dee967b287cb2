/**
 * The `settings` JSON of an LLM configuration: how a write is merged into what is stored, and how
 * stored settings are shown. Values are checked with the tool-settings rules (`planSettingsWrite`):
 * `***` sent for a password keeps the stored value, `null`/`''` clears a key. Passwords are stored
 * encrypted per field and shown as `***`. Only keys the driver declares are kept.
 */
import { fail, type JsonValue, ok, type Result } from '@spora/sdk';
import { type FieldEncryption, isEncryptedValue } from '../secrets/index.js';
import { maskedSecret, maskSettings, missingRequired } from '../settings/index.js';
import { isUnset } from '../settings/setting-values.js';
import { planSettingsWrite } from '../settings/settings-write-plan.js';
import type { RegisteredLlmDriver } from './driver-registry.js';
import { isHttpUrl } from './driver-settings.js';
import type { LlmConfigurationFieldErrors } from './llm-configuration-error.js';

/** Settings as stored: passwords encrypted (or, in rows from older writers, plain). */
export type StoredDriverSettings = Record<string, JsonValue>;

// Older configurations kept these among the settings; they are columns now.
const configurationColumns = new Set(['context_window', 'max_tokens_output']);

/** The stored JSON object; `null` when the column holds anything else. */
export function parseStoredSettings(text: string): StoredDriverSettings | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as StoredDriverSettings;
    }
  } catch {
    // Not JSON: reported as null.
  }
  return null;
}

/**
 * `values` merged into `stored`, checked against the driver's declarations. A key the driver does
 * not declare is refused when sent, and dropped when merely stored (from an older driver version).
 * Passwords are encrypted, including plain ones an older writer left. Errors are keyed
 * `settings.<key>`.
 */
export function mergeDriverSettings(
  driver: RegisteredLlmDriver,
  stored: StoredDriverSettings,
  values: Readonly<Record<string, unknown>>,
  encryption: FieldEncryption,
): Result<StoredDriverSettings, LlmConfigurationFieldErrors> {
  const declared = new Set(driver.settings.map((declaration) => declaration.key));
  const errors = new Map<string, string>();
  for (const key of Object.keys(values)) {
    if (declared.has(key)) continue;
    errors.set(
      `settings.${key}`,
      configurationColumns.has(key)
        ? `is a field of the configuration, not a driver setting: send it beside settings`
        : `is not a setting of the ${driver.displayName} driver`,
    );
  }
  const plan = planSettingsWrite(
    driver.settings,
    Object.fromEntries(Object.entries(values).filter(([key]) => declared.has(key))),
  );
  if (!plan.ok) {
    for (const [key, reason] of Object.entries(plan.error.fieldErrors)) errors.set(`settings.${key}`, reason);
  }
  const urlProblem = plan.ok ? baseUrlProblem(plan.value.get(baseUrlKey)) : null;
  if (urlProblem !== null) errors.set(`settings.${baseUrlKey}`, urlProblem);
  if (!plan.ok || errors.size > 0) return fail(Object.fromEntries(errors));

  const next: StoredDriverSettings = {};
  for (const declaration of driver.settings) {
    const written = plan.value.has(declaration.key);
    const value = written ? plan.value.get(declaration.key) : stored[declaration.key];
    if (isUnset(value)) continue;
    const keepsCiphertext = !written && isEncryptedValue(value);
    next[declaration.key] =
      declaration.type === 'password' && !keepsCiphertext ? encryption.encrypt(String(value)) : value;
  }
  const missing = missingRequired(driver.settings, withDefaults(driver, next));
  if (missing.length > 0) {
    return fail(Object.fromEntries(missing.map((key) => [`settings.${key}`, 'is required'])));
  }
  return ok(next);
}

/** The setting every built-in driver, and any driver speaking HTTP by convention, calls its address. */
const baseUrlKey = 'base_url';

/**
 * Why a `base_url` being written cannot be used, or `null`. Checked on save, as the driver would
 * refuse it at run time, so a URL without its scheme fails here with a field error rather than
 * in a task. A value not written now is not checked again, so other fields stay editable.
 */
function baseUrlProblem(value: JsonValue | undefined): string | null {
  if (isUnset(value) || typeof value !== 'string') return null;
  const text = value.trim();
  if (isHttpUrl(text)) return null;
  const hint = /^[a-z][a-z0-9+.-]*:/i.test(text) ? '' : `, e.g. "https://${text}"`;
  return `must be an absolute http:// or https:// URL${hint} (got "${text}")`;
}

/**
 * Stored settings as responses show them: passwords masked, only the keys the driver declares.
 * Without its driver (a plugin was removed) which keys are passwords is unknown, so every
 * encrypted value is masked too.
 */
export function presentDriverSettings(
  driver: RegisteredLlmDriver | undefined,
  stored: StoredDriverSettings,
): Record<string, JsonValue> {
  const declared = driver && new Set(driver.settings.map(({ key }) => key));
  const shown = declared
    ? Object.fromEntries(Object.entries(stored).filter(([key]) => declared.has(key)))
    : stored;
  const masked = maskSettings(driver?.settings ?? [], shown);
  return Object.fromEntries(
    Object.entries(masked).map(([key, value]) => [key, isEncryptedValue(value) ? maskedSecret : value]),
  );
}

function withDefaults(driver: RegisteredLlmDriver, stored: StoredDriverSettings): Record<string, JsonValue> {
  return Object.fromEntries(
    driver.settings.map((declaration) => [declaration.key, stored[declaration.key] ?? declaration.default]),
  );
}
