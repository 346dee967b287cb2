import { fail, ok, type Result } from '@spora/sdk';
import { Cron } from 'croner';

/** `@daily`, `@hourly`, …: croner's nicknames. */
const nickname = /^@[a-z]+$/;

/**
 * A recurring cron schedule read in an IANA time zone: five fields, or six with seconds first, or
 * a nickname such as `@daily`. Dates and year fields are refused, so every schedule that comes due
 * once comes due again. Daylight-saving gaps and repeats are croner's: a time that does not exist
 * runs at the next one that does, and a fixed time of day that repeats runs once.
 */
export class CronSchedule {
  private constructor(
    private readonly cron: Cron,
    readonly expression: string,
    readonly timezone: string,
  ) {}

  /** The schedule, or why it is not one: a bad expression or zone, or one that never comes due. */
  static parse(expression: string, timezone: string): Result<CronSchedule, string> {
    const fields = expression.trim().split(/\s+/).length;
    if (!nickname.test(expression.trim()) && fields !== 5 && fields !== 6) {
      return fail(
        `the schedule ${JSON.stringify(expression)} must be a cron expression of five fields, or six with seconds first`,
      );
    }
    let cron: Cron;
    try {
      cron = new Cron(expression, { timezone, paused: true, mode: '5-or-6-parts' });
      if (cron.nextRun(new Date()) === null) {
        return fail(`the schedule ${JSON.stringify(expression)} never comes due`);
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return fail(`the schedule ${JSON.stringify(expression)} in ${timezone} is not valid: ${reason}`);
    }
    return ok(new CronSchedule(cron, expression, timezone));
  }

  /** The first due time strictly after `moment`. */
  nextAfter(moment: Date): Date {
    const next = this.cron.nextRun(moment);
    // Parsing refused schedules without a next time; a recurring one always has another.
    if (next === null)
      throw new Error(`The schedule ${this.expression} has no due time after ${moment.toISOString()}.`);
    return next;
  }
}
