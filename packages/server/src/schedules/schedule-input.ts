import type { Kysely } from 'kysely';
import type { Database, Schedule } from '../db/index.js';
import { type FieldIssue, refuseIssues } from './schedule-error.js';
import { templateValuesOf, variablesOf } from './schedule-row.js';
import { parseTiming, type ScheduleTiming } from './schedule-timing.js';
import { valueIssues } from './template-rendering.js';

/** A schedule as a person writes it; `timezone` defaults to UTC. */
export interface ScheduleInput {
  readonly name: string;
  readonly prompt_template_id?: number | null;
  readonly template_values?: Readonly<Record<string, string>> | null;
  readonly raw_prompt?: string | null;
  readonly cron_expression?: string | null;
  readonly run_at?: string | null;
  readonly timezone?: string;
  readonly max_steps_override?: number | null;
  readonly is_active?: boolean;
}

/** The columns a valid input stores, with its timing. */
export interface ValidatedSchedule {
  readonly columns: Pick<
    Schedule,
    | 'name'
    | 'prompt_template_id'
    | 'template_values'
    | 'raw_prompt'
    | 'cron_expression'
    | 'run_at'
    | 'timezone'
    | 'max_steps_override'
    | 'is_active'
  >;
  readonly timing: ScheduleTiming;
}

/**
 * Checks a whole schedule of `agentId` (a new one, or a stored one with a patch applied): a
 * template of this agent with values for its variables, or a raw prompt, never both; exactly one
 * of a cron expression and a one-shot time, in a valid zone. Every problem is reported at once.
 */
export async function validateSchedule(
  db: Kysely<Database>,
  agentId: number,
  input: ScheduleInput,
): Promise<ValidatedSchedule> {
  const issues: FieldIssue[] = [];
  const templateId = input.prompt_template_id ?? null;
  const rawPrompt = input.raw_prompt?.trim() ? input.raw_prompt : null;
  const values = input.template_values ?? {};
  if ((templateId === null) === (rawPrompt === null)) {
    issues.push({
      field: templateId === null ? 'raw_prompt' : 'prompt_template_id',
      code: 'PROMPT_REQUIRED',
      message:
        templateId === null
          ? 'give either a prompt or a prompt template'
          : 'give a prompt or a prompt template, not both',
    });
  } else if (templateId !== null) {
    const template = await db
      .selectFrom('prompt_templates')
      .selectAll()
      .where('id', '=', templateId)
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    if (!template) {
      issues.push({
        field: 'prompt_template_id',
        code: 'TEMPLATE_NOT_FOUND',
        message: `this agent has no prompt template #${templateId}`,
      });
    } else {
      issues.push(...valueIssues(template.body, variablesOf(template), values, 'template_values'));
    }
  }
  const timezone = input.timezone ?? 'UTC';
  const { timing, issues: timingIssues } = parseTiming({
    cron_expression: input.cron_expression,
    run_at: input.run_at,
    timezone,
  });
  issues.push(...timingIssues);
  refuseIssues(issues);
  if (timing === null) throw new Error('parseTiming returned neither a timing nor issues');
  return {
    timing,
    columns: {
      name: input.name.trim(),
      prompt_template_id: templateId,
      template_values: templateId === null ? null : JSON.stringify(values),
      raw_prompt: templateId === null ? rawPrompt : null,
      cron_expression: timing.kind === 'cron' ? timing.cron.expression : null,
      run_at: timing.kind === 'once' ? timing.runAt.toISOString() : null,
      timezone,
      max_steps_override: input.max_steps_override ?? null,
      is_active: input.is_active === false ? 0 : 1,
    },
  };
}

/** A stored schedule as input, for a patch to be applied over. */
export function inputOf(schedule: Schedule): ScheduleInput {
  return {
    name: schedule.name,
    prompt_template_id: schedule.prompt_template_id,
    template_values: schedule.prompt_template_id === null ? null : templateValuesOf(schedule),
    raw_prompt: schedule.raw_prompt,
    cron_expression: schedule.cron_expression,
    run_at: schedule.run_at,
    timezone: schedule.timezone,
    max_steps_override: schedule.max_steps_override,
    is_active: schedule.is_active === 1,
  };
}
