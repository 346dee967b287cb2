import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { ScheduleError } from './schedule-error.js';
import { timingOf } from './schedule-row.js';
import { isTimeZone, nextDueTimes } from './schedule-timing.js';
import { type OccurrenceView, occurrenceView } from './schedule-views.js';

export interface ScheduledTodayEntry {
  readonly schedule_id: number;
  readonly schedule_name: string;
  readonly agent_id: number;
  readonly agent_name: string;
  readonly due_at: string;
  /** What already happened (or is pending); null for a later due time today not stored yet. */
  readonly occurrence: OccurrenceView | null;
}

/** The most due times one schedule contributes to a day (an every-minute schedule has 1440). */
const perScheduleLimit = 24;

/**
 * The owner's runs of the local day around `now` in `timezone`: the occurrences stored for it
 * (run, skipped, pending, run by hand) and the active schedules' later due times that day.
 */
export async function scheduledToday(
  db: Kysely<Database>,
  ownerUserId: number,
  timezone: string,
  now: Date,
): Promise<ScheduledTodayEntry[]> {
  if (!isTimeZone(timezone)) {
    throw ScheduleError.invalid([
      { field: 'timezone', code: 'TIMEZONE_INVALID', message: `"${timezone}" is not an IANA time zone` },
    ]);
  }
  const { start, end } = localDay(now, timezone);
  const stored = await db
    .selectFrom('schedule_occurrences')
    .innerJoin('schedules', 'schedules.id', 'schedule_occurrences.schedule_id')
    .innerJoin('agents', 'agents.id', 'schedules.agent_id')
    .leftJoin('tasks', 'tasks.id', 'schedule_occurrences.task_id')
    .selectAll('schedule_occurrences')
    .select(['schedules.name as schedule_name', 'agents.id as agent_id', 'agents.name as agent_name'])
    .select('tasks.status as task_status')
    .where('schedules.user_id', '=', ownerUserId)
    .where('schedule_occurrences.due_at', '>=', start.toISOString())
    .where('schedule_occurrences.due_at', '<', end.toISOString())
    .execute();
  const entries: ScheduledTodayEntry[] = stored.map((row) => ({
    schedule_id: row.schedule_id,
    schedule_name: row.schedule_name,
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    due_at: row.due_at,
    occurrence: occurrenceView(row, row.task_status ?? null),
  }));
  const active = await db
    .selectFrom('schedules')
    .innerJoin('agents', 'agents.id', 'schedules.agent_id')
    .selectAll('schedules')
    .select('agents.name as agent_name')
    .where('schedules.user_id', '=', ownerUserId)
    .where('schedules.is_active', '=', 1)
    .where('schedules.next_due_at', 'is not', null)
    .where('schedules.next_due_at', '<', end.toISOString())
    .execute();
  for (const schedule of active) {
    const pending = new Date(schedule.next_due_at ?? end.toISOString());
    for (const moment of nextDueTimes(timingOf(schedule), pending, perScheduleLimit)) {
      if (moment >= end) break;
      entries.push({
        schedule_id: schedule.id,
        schedule_name: schedule.name,
        agent_id: schedule.agent_id,
        agent_name: schedule.agent_name,
        due_at: moment.toISOString(),
        occurrence: null,
      });
    }
  }
  return entries.sort((a, b) => a.due_at.localeCompare(b.due_at) || a.schedule_id - b.schedule_id);
}

/** The UTC bounds of the calendar day that `now` falls on in `timezone`. */
function localDay(now: Date, timezone: string): { start: Date; end: Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  const next = new Date(day.getTime() + 86_400_000);
  return { start: midnight(day, timezone), end: midnight(next, timezone) };
}

function midnight(day: Date, timezone: string): Date {
  const date = day.toISOString().slice(0, 10);
  // croner reads an offset-less date as wall-clock time in the zone; midnight exists in every zone Spora targets.
  const moment = new Cron(`${date}T00:00:00`, { timezone, paused: true }).nextRun(new Date(0));
  if (moment === null) throw new Error(`No midnight on ${date} in ${timezone}`);
  return moment;
}
