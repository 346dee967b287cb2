import type { ScheduledJob } from '@spora/sdk';
import { CronSchedule } from '../scheduling/index.js';
import { PluginRefusal } from './plugin-refusal.js';

/** A job as `scheduledJobs()` declared it, with its schedule parsed. */
export interface DeclaredScheduledJob {
  readonly job: ScheduledJob;
  readonly schedule: CronSchedule;
}

const jobNamePattern = /^[a-z0-9][a-z0-9_]{0,99}$/;

/**
 * Checks what `scheduledJobs()` returned: snake_case names unique in the extension, cron
 * expressions and time zones that parse and come due. `HOOK_INVALID` otherwise, so a typo in a
 * schedule shows when the plugin loads rather than as a job that never runs.
 */
export function checkScheduledJobs(jobs: readonly ScheduledJob[]): DeclaredScheduledJob[] {
  const names = new Set<string>();
  return jobs.map((job) => {
    if (!jobNamePattern.test(job.name)) {
      throw refusal(`the job name ${JSON.stringify(job.name)} must be lowercase letters, digits and _.`);
    }
    if (names.has(job.name)) throw refusal(`two jobs are named ${job.name}.`);
    names.add(job.name);
    const schedule = CronSchedule.parse(job.schedule, job.timezone ?? 'UTC');
    if (!schedule.ok) throw refusal(`job ${job.name}: ${schedule.error}.`);
    return { job, schedule: schedule.value };
  });
}

function refusal(message: string): PluginRefusal {
  return new PluginRefusal('HOOK_INVALID', `scheduledJobs(): ${message}`, { hook: 'scheduledJobs' });
}
