import { i18n } from './i18n';

/**
 * Dates and numbers in the reader's locale: the browser's own (en-GB, de-AT) when it speaks the UI's
 * language, else the UI's language, so a German page never shows American dates.
 */
function intlLocale(): string {
  const language = i18n.language;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  return browser !== undefined && browser.toLowerCase().split('-')[0] === language ? browser : language;
}

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat;

const formatters = new Map<string, Formatter>();

function cached<T extends Formatter>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = intlLocale();
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter as T;
}

type DateInput = Date | string | number;

const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** A moment, by default "5 Dec 2026, 14:05" (as the locale writes it). */
export function formatDateTime(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(asDate(value));
}

/** A time of day, "14:05" or "2:05 PM". */
export function formatTime(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' },
): string {
  return formatDateTime(value, options);
}

/** A number with the locale's separators: 12,345.6 or 12.345,6. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** A large count shortened: 12.3K, 12.345 → "12K" / "12.345" in German. */
export function formatCompactNumber(value: number): string {
  return formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
}

/** An amount of US dollars, the currency model prices are kept in. */
export function formatDollarAmount(value: number, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(value, { style: 'currency', currency: 'USD', ...options });
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "in 2 days", "just now". */
export function formatRelative(value: DateInput, now = Date.now()): string {
  const seconds = Math.round((asDate(value).getTime() - now) / 1000);
  const options = { numeric: 'auto' } as const;
  const relative = cached('relative', options, (locale) => new Intl.RelativeTimeFormat(locale, options));
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return Math.abs(seconds) < 10 ? i18n.t('common:time.justNow') : relative.format(seconds, 'second');
}

/** Items joined as the locale joins them: "Ann, Bo and Cy" (en-GB), "Ann, Bo, and Cy" (en-US), "Ann, Bo und Cy". */
export function formatList(items: readonly string[]): string {
  const options = { style: 'long', type: 'conjunction' } as const;
  return cached('list', options, (locale) => new Intl.ListFormat(locale, options)).format(items);
}

/** The characters the locale groups thousands and marks decimals with, for number inputs. */
export function numberSeparators(): { readonly thousand: string; readonly decimal: string } {
  const parts = cached('number', {}, (locale) => new Intl.NumberFormat(locale)).formatToParts(12345.6);
  return {
    thousand: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file's size in the largest unit under 1024 of it: "812 bytes", "1.4 MB", "1,4 MB". */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatNumber(value, {
    style: 'unit',
    unit: byteUnits[unit],
    // "812 byte" reads wrongly; bytes are spelt out, larger units abbreviated.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}
