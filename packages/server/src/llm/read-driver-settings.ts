/**
 * A stored configuration's settings as its driver receives them. A broken configuration fails
 * here with a `BAD_REQUEST` naming it (and the setting), rather than as a driver running with a
 * missing credential.
 */
import { type EffectiveSettings, LlmError, type SettingMetadata } from '@spora/sdk';
import { type FieldEncryption, isEncryptedValue } from '../secrets/index.js';
import type { LlmConfiguration } from './llm-configuration-resolver.js';
import { parseStoredSettings, type StoredDriverSettings } from './llm-configuration-settings.js';

type StoredConfiguration = Pick<LlmConfiguration, 'id' | 'name' | 'driver_class' | 'settings'>;

/** The settings as stored, passwords included as they are. */
export function readStoredDriverSettings(configuration: StoredConfiguration): StoredDriverSettings {
  const stored = parseStoredSettings(configuration.settings);
  if (stored) return stored;
  throw new LlmError(
    'BAD_REQUEST',
    `The settings of LLM configuration "${configuration.name}" are not a JSON object.`,
  );
}

/**
 * The settings with every declared password decrypted. A password that cannot be decrypted (the
 * secret key changed, or the value was altered) is an error naming the configuration and the
 * setting. Plain passwords left by older writers pass as they are.
 */
export function readDriverSettings(
  configuration: StoredConfiguration,
  declarations: readonly SettingMetadata[],
  encryption: FieldEncryption,
): EffectiveSettings {
  const settings = readStoredDriverSettings(configuration);
  for (const declaration of declarations) {
    const stored = settings[declaration.key];
    if (declaration.type !== 'password' || !isEncryptedValue(stored)) continue;
    const decrypted = encryption.decrypt(stored, `${configuration.driver_class}.${declaration.key}`);
    if (!decrypted.ok) {
      throw new LlmError(
        'BAD_REQUEST',
        `Setting "${declaration.label}" (${declaration.key}) of LLM configuration "${configuration.name}" (#${configuration.id}) cannot be used. ${decrypted.error.message}`,
      );
    }
    settings[declaration.key] = decrypted.value;
  }
  return settings;
}
