import type { Schedule, ScheduleOccurrence, TaskStatus } from '../db/index.js';
import { templateValuesOf, timingOf } from './schedule-row.js';
import { describeTiming, nextDueTimes } from './schedule-timing.js';

/** How many coming due times a schedule's view lists. */
export const previewedRuns = 5;

export interface ScheduleView {
  readonly id: number;
  readonly agent_id: number;
  readonly name: string;
  readonly kind: 'recurring' | 'once';
  readonly prompt_template_id: number | null;
  readonly prompt_template_name: string | null;
  readonly template_values: Record<string, string>;
  readonly raw_prompt: string | null;
  readonly cron_expression: string | null;
  readonly run_at: string | null;
  readonly timezone: string;
  readonly description: string;
  readonly max_steps_override: number | null;
  readonly is_active: boolean;
  /** The stored pending occurrence's due time; null when paused or a one-shot has run. */
  readonly next_run_at: string | null;
  /** `next_run_at` and the due times after it (UTC). */
  readonly next_runs: string[];
  readonly last_run_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export function scheduleView(schedule: Schedule, templateName: string | null): ScheduleView {
  const timing = timingOf(schedule);
  const next = schedule.next_due_at === null ? null : new Date(schedule.next_due_at);
  const nextRuns =
    next === null ? [] : [next, ...nextDueTimes(timing, next, previewedRuns - 1)].slice(0, previewedRuns);
  return {
    id: schedule.id,
    agent_id: schedule.agent_id,
    name: schedule.name,
    kind: timing.kind === 'cron' ? 'recurring' : 'once',
    prompt_template_id: schedule.prompt_template_id,
    prompt_template_name: templateName,
    template_values: templateValuesOf(schedule),
    raw_prompt: schedule.raw_prompt,
    cron_expression: schedule.cron_expression,
    run_at: schedule.run_at,
    timezone: schedule.timezone,
    description: describeTiming(timing),
    max_steps_override: schedule.max_steps_override,
    is_active: schedule.is_active === 1,
    next_run_at: schedule.next_due_at,
    next_runs: nextRuns.map((moment) => moment.toISOString()),
    last_run_at: schedule.last_run_at,
    created_at: schedule.created_at,
    updated_at: schedule.updated_at,
  };
}

/**
 * What came of an occurrence: `pending` (due, not yet taken), `starting` (a worker holds it),
 * `skipped`, `failed_to_start`, `task_deleted`, or the status of the task it started, lower-cased
 * (`queued`, `running`, `pending_approval`, `completed`, `failed`, …).
 */
export type OccurrenceOutcome = string;

export interface OccurrenceView {
  readonly id: number;
  readonly schedule_id: number;
  readonly trigger: 'schedule' | 'manual';
  readonly due_at: string;
  readonly status: ScheduleOccurrence['status'];
  readonly outcome: OccurrenceOutcome;
  readonly task_id: number | null;
  readonly task_status: TaskStatus | null;
  readonly claimed_at: string | null;
  readonly started_at: string | null;
  readonly error_code: string | null;
  readonly error_message: string | null;
}

export function occurrenceView(
  occurrence: ScheduleOccurrence,
  taskStatus: TaskStatus | null,
): OccurrenceView {
  return {
    id: occurrence.id,
    schedule_id: occurrence.schedule_id,
    trigger: occurrence.trigger,
    due_at: occurrence.due_at,
    status: occurrence.status,
    outcome: outcomeOf(occurrence, taskStatus),
    task_id: occurrence.task_id,
    task_status: taskStatus,
    claimed_at: occurrence.claimed_at,
    started_at: occurrence.started_at,
    error_code: occurrence.error_code,
    error_message: occurrence.error_message,
  };
}

function outcomeOf(occurrence: ScheduleOccurrence, taskStatus: TaskStatus | null): OccurrenceOutcome {
  switch (occurrence.status) {
    case 'PENDING':
      return 'pending';
    case 'CLAIMED':
      return 'starting';
    case 'SKIPPED':
      return 'skipped';
    case 'FAILED':
      return 'failed_to_start';
    case 'STARTED':
      return taskStatus === null ? 'task_deleted' : taskStatus.toLowerCase();
  }
}
