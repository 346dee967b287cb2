/** Every IANA time zone the browser knows, UTC first. */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** A moment as a wall-clock time in a zone, such as "Mon 4 May, 09:00". */
export function formatInZone(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A moment briefly, as a wall-clock time in a zone, such as "4 May, 09:00". */
export function formatShortInZone(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    timeZone: timezone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A moment as the `YYYY-MM-DDTHH:mm` a datetime-local input holds, in a zone. */
export function localInputValue(iso: string, timezone: string): string {
  const parts = Object.fromEntries(
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

/** Cron presets a person picks from before writing an expression of their own. */
export const cronPresets = [
  { value: '@hourly', label: 'Every hour' },
  { value: '0 9 * * *', label: 'Every day at 09:00' },
  { value: '0 9 * * 1-5', label: 'Weekdays at 09:00' },
  { value: '0 8 * * 1', label: 'Mondays at 08:00' },
  { value: '0 9 1 * *', label: 'First of the month at 09:00' },
  { value: '*/15 * * * *', label: 'Every 15 minutes' },
] as const;
