import {
  type AnyClass,
  type EffectiveSettings,
  getDeclaredSettings,
  type JsonValue,
  LlmError,
  type SettingMetadata,
} from '@spora/sdk';

/** A setting after defaults and checks: text as a string, a toggle as a boolean, `null` when unset. */
export type SettingValue = string | boolean | null;

/**
 * A driver's effective settings read against the settings its class declares. An unset value
 * (absent, `null` or blank) takes the declared default: defaults are what runs, not UI hints.
 * A value of the wrong kind or failing its pattern is refused with a `BAD_REQUEST` that names the
 * setting, so a bad configuration never surfaces as an obscure crash.
 */
export class DriverSettings {
  private constructor(
    private readonly driverName: string,
    private readonly values: ReadonlyMap<string, SettingValue>,
  ) {}

  static read(driverClass: AnyClass, driverName: string, effective: EffectiveSettings): DriverSettings {
    const values = new Map<string, SettingValue>();
    for (const setting of getDeclaredSettings(driverClass)) {
      const given = effective[setting.key];
      const value = isUnset(given) ? setting.default : given;
      values.set(setting.key, isUnset(value) ? null : checkValue(setting, value, driverName));
    }
    return new DriverSettings(driverName, values);
  }

  text(key: string): string | null {
    const value = this.values.get(key) ?? null;
    return typeof value === 'string' ? value : null;
  }

  toggle(key: string): boolean | null {
    const value = this.values.get(key) ?? null;
    return typeof value === 'boolean' ? value : null;
  }

  /** A text setting holding a number; its declared pattern already decided what is allowed. */
  number(key: string): number | null {
    const text = this.text(key);
    if (text === null) return null;
    const value = Number(text);
    if (!Number.isFinite(value)) throw this.invalid(key, `must be a number (got "${text}")`);
    return value;
  }

  /** An absolute http(s) URL, without trailing slashes. */
  url(key: string): string | null {
    const text = this.text(key);
    if (text === null) return null;
    if (!isHttpUrl(text)) throw this.invalid(key, `must be an absolute http(s) URL (got "${text}")`);
    return text.replace(/\/+$/, '');
  }

  /** `value`, read from setting `key`, which must be set: its own value or its default. */
  present<T>(key: string, value: T | null): T {
    if (value === null) throw this.invalid(key, 'is required');
    return value;
  }

  private invalid(key: string, problem: string): LlmError {
    return invalidSetting(this.driverName, key, problem);
  }
}

/** Whether `text` parses as an absolute URL with the http or https scheme. */
export function isHttpUrl(text: string): boolean {
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
}

function isUnset(value: JsonValue | undefined): value is null | undefined {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function checkValue(setting: SettingMetadata, value: JsonValue, driverName: string): SettingValue {
  const invalid = (problem: string) => invalidSetting(driverName, setting.key, problem);
  // Secrets never appear in error messages.
  const shown = setting.type === 'password' ? 'the value given' : JSON.stringify(value);
  switch (setting.type) {
    case 'toggle': {
      if (typeof value === 'boolean') return value;
      const text = typeof value === 'string' ? value.trim().toLowerCase() : null;
      if (text === 'true' || text === 'false') return text === 'true';
      throw invalid(`must be true or false (got ${shown})`);
    }
    default: {
      // Text-like settings; the built-in drivers declare no select or multi-select.
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw invalid(`must be text (got ${shown})`);
      }
      const text = String(value).trim();
      if (setting.validation !== null && !new RegExp(setting.validation).test(text)) {
        throw invalid(`must match ${setting.validation} (got ${shown})`);
      }
      return text;
    }
  }
}

function invalidSetting(driverName: string, key: string, problem: string): LlmError {
  return new LlmError('BAD_REQUEST', `Setting "${key}" of the ${driverName} driver ${problem}.`);
}
