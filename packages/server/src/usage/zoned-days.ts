import { UsageError } from './usage-error.js';

/** A calendar day, `YYYY-MM-DD`, in some time zone. */
export type Day = string;

/** The IANA zone as given, or TIME_ZONE_UNKNOWN. */
export function checkTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    throw new UsageError('TIME_ZONE_UNKNOWN', `${timeZone} is not an IANA time zone.`, {
      fields: { time_zone: 'is not an IANA time zone, such as Europe/Berlin or UTC' },
    });
  }
}

/** Reads instants as days of one time zone. */
export class ZonedDays {
  private readonly format: Intl.DateTimeFormat;
  private readonly cache = new Map<number, Day>();

  constructor(readonly timeZone: string) {
    // `en-CA` writes dates as YYYY-MM-DD.
    this.format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }

  dayOf(instant: number): Day {
    const known = this.cache.get(instant);
    if (known !== undefined) return known;
    const day = this.format.format(instant);
    this.cache.set(instant, day);
    return day;
  }

  /** The UTC instant the day begins at in this zone (the first instant that is that day). */
  startOf(day: Day): number {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const midnightUtc = Date.UTC(year, month - 1, date);
    // Between a day before and a day after midnight UTC, the zone's day begins: search by halving.
    let low = midnightUtc - 86_400_000;
    let high = midnightUtc + 86_400_000;
    while (high - low > 60_000) {
      const middle = Math.floor((low + high) / 2 / 60_000) * 60_000;
      if (this.format.format(middle) < day) low = middle;
      else high = middle;
    }
    return high;
  }
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); ; time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (day > to) return days;
    days.push(day);
  }
}

export function nextDay(day: Day): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A report's date range: real dates, `from` not after `to`, at most `maxDays` long. */
export function checkDayRange(from: string, to: string, maxDays: number): { from: Day; to: Day } {
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const time = Date.parse(`${value}T00:00:00Z`);
    if (
      !dayPattern.test(value) ||
      Number.isNaN(time) ||
      new Date(time).toISOString().slice(0, 10) !== value
    ) {
      throw new UsageError('USAGE_RANGE_INVALID', `${field} is not a date (YYYY-MM-DD).`, {
        fields: { [field]: 'is not a date (YYYY-MM-DD)' },
      });
    }
  }
  if (from > to) {
    throw new UsageError('USAGE_RANGE_INVALID', 'from is after to.', { fields: { from: 'is after to' } });
  }
  if (daysBetween(from, to).length > maxDays) {
    throw new UsageError('USAGE_RANGE_INVALID', `A report spans at most ${maxDays} days.`, {
      fields: { to: `is more than ${maxDays} days after from` },
    });
  }
  return { from, to };
}
