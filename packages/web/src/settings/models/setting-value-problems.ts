import { i18n } from '../../i18n/i18n';
import type { DriverSetting } from './llm-config-queries';

/**
 * What is wrong with a driver setting's typed value, in words for the person at the form, or
 * `undefined`. The built-in drivers' base URL, temperature and timeout get their own sentences;
 * any other setting with a declared pattern is checked against it, but the pattern is never shown.
 */
export function settingValueProblem(setting: DriverSetting, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  switch (setting.key) {
    case 'base_url':
      return isWebUrl(text) ? undefined : i18n.t('settings:models.problems.baseUrl');
    case 'temperature': {
      const number = Number(text);
      return Number.isFinite(number) && number >= 0 && number <= 2
        ? undefined
        : i18n.t('settings:models.problems.temperature');
    }
    case 'timeout':
      return /^[1-9][0-9]*$/.test(text) ? undefined : i18n.t('settings:models.problems.timeout');
    default:
      return setting.validation === null || matchesPattern(setting.validation, text)
        ? undefined
        : i18n.t('settings:models.problems.pattern', { label: setting.label });
  }
}

function isWebUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

// A pattern the browser cannot compile is left to the server to judge.
function matchesPattern(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return true;
  }
}
