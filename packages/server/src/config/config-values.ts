// Reading configuration values that arrive as JSON or as environment-variable text.
import ipaddr from 'ipaddr.js';

/**
 * The value as a whole number; when it is not one within [min, max], a problem naming the setting
 * is added (the number is then not used, as validation fails).
 */
export function wholeNumber(
  problems: string[],
  value: unknown,
  min: number,
  max: number,
  label: string,
  kind: string,
): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    problems.push(`${label} must be ${kind} from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return number;
}

const packageNamePattern = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/** npm package names, from a list or from names separated by commas; `null` when one is not a name. */
export function parsePackageNames(value: unknown): readonly string[] | null {
  const names =
    typeof value === 'string'
      ? value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : value;
  if (!Array.isArray(names)) return null;
  const valid = names.every(
    (name) => typeof name === 'string' && name.length <= 214 && packageNamePattern.test(name),
  );
  return valid ? (names as string[]) : null;
}

export function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return null;
}

export function isHttpAddress(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The public address without a trailing slash, null when unset, false when it is no usable address. */
export function parsePublicUrl(value: unknown): string | null | false {
  if (value === undefined || value === null || String(value).trim() === '') return null;
  try {
    const url = new URL(String(value).trim());
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) return false;
    return url.href.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

/** CIDR ranges, from a list or from text separated by commas; `null` when one is not a range. */
export function parseCidrList(value: unknown): readonly string[] | null {
  const ranges =
    typeof value === 'string'
      ? value
          .split(',')
          .map((range) => range.trim())
          .filter(Boolean)
      : value;
  if (!Array.isArray(ranges)) return null;
  return ranges.every((range) => typeof range === 'string' && ipaddr.isValidCIDR(range))
    ? (ranges as string[])
    : null;
}
