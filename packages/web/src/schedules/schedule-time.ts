import { formatDateTime } from '../i18n/format';

/** Every IANA time zone the browser knows, UTC first. */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** A moment as a wall-clock time in a zone, such as "Mon 4 May, 09:00". */
export function formatInZone(iso: string, timezone: string): string {
  return formatDateTime(iso, {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A moment briefly, as a wall-clock time in a zone, such as "4 May, 09:00". */
export function formatShortInZone(iso: string, timezone: string): string {
  return formatDateTime(iso, {
    timeZone: timezone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A moment as the `YYYY-MM-DDTHH:mm` a datetime-local input holds, in a zone. */
export function localInputValue(iso: string, timezone: string): string {
  const parts = Object.fromEntries(
    // i18n-exempt: the parts of an input's value, not text for people
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Cron presets a person picks from before writing an expression of their own; `label` is a `schedules` key. */
export const cronPresets = [
  { value: '@hourly', label: 'form.presets.hourly' },
  { value: '0 9 * * *', label: 'form.presets.daily' },
  { value: '0 9 * * 1-5', label: 'form.presets.weekdays' },
  { value: '0 8 * * 1', label: 'form.presets.mondays' },
  { value: '0 9 1 * *', label: 'form.presets.monthly' },
  { value: '*/15 * * * *', label: 'form.presets.quarterHourly' },
] as const;
