import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { CronSchedule } from '../scheduling/index.js';
import type { FieldIssue } from './schedule-error.js';

/** When a schedule comes due: a cron expression (recurring) or one moment (one-shot). */
export type ScheduleTiming =
  | { readonly kind: 'cron'; readonly cron: CronSchedule; readonly timezone: string }
  | { readonly kind: 'once'; readonly runAt: Date; readonly timezone: string };

export interface TimingInput {
  readonly cron_expression?: string | null;
  readonly run_at?: string | null;
  readonly timezone: string;
}

const localDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const offsetDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const maximumTimezoneLength = 100;

export function isTimeZone(timezone: string): boolean {
  if (timezone.length === 0 || timezone.length > maximumTimezoneLength) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The timing, or why it is not one: exactly one of `cron_expression` and `run_at`, a valid IANA
 * time zone, a cron expression croner reads in that zone (five fields, six with seconds first, or
 * a nickname such as `@daily`), and a `run_at` that is a date and time. A `run_at` without an
 * offset is a wall-clock time in the schedule's zone; one with an offset is that instant.
 */
export function parseTiming(input: TimingInput): { timing: ScheduleTiming | null; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const cronExpression = input.cron_expression?.trim() || null;
  const runAt = input.run_at?.trim() || null;
  if (!isTimeZone(input.timezone)) {
    issues.push({
      field: 'timezone',
      code: 'TIMEZONE_INVALID',
      message: `"${input.timezone}" is not an IANA time zone such as Europe/Berlin or UTC`,
    });
  }
  if ((cronExpression === null) === (runAt === null)) {
    issues.push({
      field: cronExpression === null ? 'cron_expression' : 'run_at',
      code: 'TIMING_REQUIRED',
      message:
        cronExpression === null
          ? 'give either cron_expression (recurring) or run_at (once)'
          : 'give cron_expression or run_at, not both',
    });
  }
  if (issues.length > 0) return { timing: null, issues };
  if (cronExpression !== null) {
    const parsed = CronSchedule.parse(cronExpression, input.timezone);
    if (!parsed.ok)
      return {
        timing: null,
        issues: [{ field: 'cron_expression', code: 'CRON_INVALID', message: parsed.error }],
      };
    return { timing: { kind: 'cron', cron: parsed.value, timezone: input.timezone }, issues };
  }
  const moment = parseRunAt(runAt ?? '', input.timezone);
  if (moment === null) {
    return {
      timing: null,
      issues: [
        {
          field: 'run_at',
          code: 'RUN_AT_INVALID',
          message: `"${runAt}" is not a date and time such as 2026-05-01T09:00 (in the schedule's time zone) or 2026-05-01T07:00:00Z`,
        },
      ],
    };
  }
  return { timing: { kind: 'once', runAt: moment, timezone: input.timezone }, issues };
}

function parseRunAt(text: string, timezone: string): Date | null {
  if (offsetDateTime.test(text)) {
    const moment = new Date(text);
    return Number.isNaN(moment.getTime()) ? null : moment;
  }
  if (!localDateTime.test(text) || Number.isNaN(new Date(`${text}Z`).getTime())) return null;
  try {
    // croner reads an offset-less date as a wall-clock time in the zone, daylight saving included.
    return new Cron(text, { timezone, paused: true }).nextRun(new Date(0));
  } catch {
    return null;
  }
}

/** The first due time strictly after `moment`; null for a one-shot whose time is not after it. */
export function nextDueAfter(timing: ScheduleTiming, moment: Date): Date | null {
  if (timing.kind === 'cron') return timing.cron.nextAfter(moment);
  return timing.runAt > moment ? timing.runAt : null;
}

/** Up to `count` due times after `moment`. */
export function nextDueTimes(timing: ScheduleTiming, moment: Date, count: number): Date[] {
  if (timing.kind === 'once') return timing.runAt > moment ? [timing.runAt] : [];
  const times: Date[] = [];
  let from = moment;
  while (times.length < count) {
    from = timing.cron.nextAfter(from);
    times.push(from);
  }
  return times;
}

/** The timing in words, such as "At 09:00, Monday through Friday (Europe/Berlin)". */
export function describeTiming(timing: ScheduleTiming): string {
  if (timing.kind === 'once') {
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: timing.timezone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(timing.runAt);
    return `Once, on ${local} (${timing.timezone})`;
  }
  let words: string;
  try {
    words = cronstrue.toString(timing.cron.expression, { use24HourTimeFormat: true, verbose: false });
  } catch {
    words = timing.cron.expression;
  }
  return `${words} (${timing.timezone})`;
}
