import { fail, ok, type Result } from '@spora/sdk';
import { Cron } from 'croner';

/**
 * A cron expression read in an IANA time zone (five fields, or six with seconds first), parsed
 * once. Daylight-saving gaps and repeats are handled as croner does: a time that does not exist
 * runs at the next one that does, a repeated one runs once.
 */
export class CronSchedule {
  private constructor(
    private readonly cron: Cron,
    readonly expression: string,
    readonly timezone: string,
  ) {}

  /** The schedule, or why it is not one: a bad expression or zone, or one that never comes due. */
  static parse(expression: string, timezone: string): Result<CronSchedule, string> {
    try {
      const schedule = new CronSchedule(
        new Cron(expression, { timezone, paused: true }),
        expression,
        timezone,
      );
      if (schedule.nextAfter(new Date()) === null) {
        return fail(`the schedule ${JSON.stringify(expression)} never comes due`);
      }
      return ok(schedule);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return fail(`the schedule ${JSON.stringify(expression)} in ${timezone} is not valid: ${reason}`);
    }
  }

  /** The first due time strictly after `moment`; `null` when there is none. */
  nextAfter(moment: Date): Date | null {
    return this.cron.nextRun(moment);
  }
}
