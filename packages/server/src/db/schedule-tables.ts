/** Row types of prompt templates, schedules and their occurrences (migration 0006). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

export interface PromptTemplatesTable {
  id: Generated<number>;
  agent_id: number;
  name: string;
  description: string | null;
  /** Text with `{{name}}` and `{{name:default}}` placeholders. */
  body: string;
  /** JSON `[{name, description, default}]`: the variables a person fills in. */
  variables: string;
  max_steps: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SchedulesTable {
  id: Generated<number>;
  agent_id: number;
  /** The agent's owner, who the started tasks belong to. */
  user_id: number;
  name: string;
  /** Exactly one of `prompt_template_id` and `raw_prompt` is set. */
  prompt_template_id: number | null;
  /** JSON `{name: value}` for the template's variables. */
  template_values: string | null;
  raw_prompt: string | null;
  /** Exactly one of `cron_expression` (recurring) and `run_at` (one-shot, UTC) is set. */
  cron_expression: string | null;
  run_at: Timestamp | null;
  timezone: string;
  max_steps_override: number | null;
  is_active: Generated<0 | 1>;
  /** A copy of the pending occurrence's due time, for lists. */
  next_due_at: Timestamp | null;
  last_run_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** `schedule`: the schedule came due; `manual`: "run now". */
export type OccurrenceTrigger = 'schedule' | 'manual';

/**
 * PENDING (due, nobody holds it) → CLAIMED (a worker holds the lease and is starting the task)
 * → STARTED (the task exists; its status is the outcome), or SKIPPED (the schedule was paused
 * or changed meanwhile), or FAILED (the task could not be started: `error_code`).
 */
export type OccurrenceStatus = 'PENDING' | 'CLAIMED' | 'STARTED' | 'SKIPPED' | 'FAILED';

export interface ScheduleOccurrencesTable {
  id: Generated<number>;
  schedule_id: number;
  trigger: OccurrenceTrigger;
  due_at: Timestamp;
  status: OccurrenceStatus;
  lease_owner: string | null;
  lease_expires_at: Timestamp | null;
  claim_attempts: Generated<number>;
  claimed_at: Timestamp | null;
  started_at: Timestamp | null;
  task_id: number | null;
  error_code: string | null;
  error_message: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
