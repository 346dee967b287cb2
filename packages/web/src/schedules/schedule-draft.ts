import { localInputValue } from './schedule-time';
import type { Schedule, ScheduleBody } from './schedule-types';

/** What the schedule form edits. */
export interface ScheduleDraft {
  name: string;
  source: 'prompt' | 'template';
  rawPrompt: string;
  templateId: string | null;
  values: Record<string, string>;
  timing: 'recurring' | 'once';
  cron: string;
  runAt: string;
  timezone: string;
  maxSteps: number | '';
  active: boolean;
}

export function newScheduleDraft(timezone: string): ScheduleDraft {
  return {
    name: '',
    source: 'prompt',
    rawPrompt: '',
    templateId: null,
    values: {},
    timing: 'recurring',
    cron: '0 9 * * *',
    runAt: '',
    timezone,
    maxSteps: '',
    active: true,
  };
}

export function draftOf(schedule: Schedule): ScheduleDraft {
  return {
    name: schedule.name,
    source: schedule.prompt_template_id === null ? 'prompt' : 'template',
    rawPrompt: schedule.raw_prompt ?? '',
    templateId: schedule.prompt_template_id === null ? null : String(schedule.prompt_template_id),
    values: { ...schedule.template_values },
    timing: schedule.kind,
    cron: schedule.cron_expression ?? '0 9 * * *',
    runAt: schedule.run_at ? localInputValue(schedule.run_at, schedule.timezone) : '',
    timezone: schedule.timezone,
    maxSteps: schedule.max_steps_override ?? '',
    active: schedule.is_active,
  };
}

/** The body the API takes: only the chosen prompt source and timing, the other set to null. */
export function bodyOf(draft: ScheduleDraft): ScheduleBody {
  const template = draft.source === 'template';
  return {
    name: draft.name,
    prompt_template_id: template && draft.templateId !== null ? Number(draft.templateId) : null,
    template_values: template ? draft.values : null,
    raw_prompt: template ? null : draft.rawPrompt,
    cron_expression: draft.timing === 'recurring' ? draft.cron : null,
    run_at: draft.timing === 'once' ? draft.runAt : null,
    timezone: draft.timezone,
    max_steps_override: draft.maxSteps === '' ? null : draft.maxSteps,
    is_active: draft.active,
  };
}
