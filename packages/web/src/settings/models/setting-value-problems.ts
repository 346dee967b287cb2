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
      return isWebUrl(text) ? undefined : 'Enter a URL such as https://api.openai.com/v1';
    case 'temperature': {
      const number = Number(text);
      return Number.isFinite(number) && number >= 0 && number <= 2
        ? undefined
        : 'Enter a number from 0 to 2, such as 0.7';
    }
    case 'timeout':
      return /^[1-9][0-9]*$/.test(text) ? undefined : 'Enter a whole number of seconds, such as 120';
    default:
      return setting.validation === null || matchesPattern(setting.validation, text)
        ? undefined
        : `${setting.label} is not in the form this driver expects; see its description`;
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
