import type { PromptTemplate, Schedule } from '../db/index.js';
import { parseTiming, type ScheduleTiming } from './schedule-timing.js';
import type { TemplateVariable } from './template-rendering.js';

/** The timing of a stored schedule (validated when it was saved). */
export function timingOf(
  schedule: Pick<Schedule, 'cron_expression' | 'run_at' | 'timezone'>,
): ScheduleTiming {
  const { timing, issues } = parseTiming({
    cron_expression: schedule.cron_expression,
    run_at: schedule.run_at,
    timezone: schedule.timezone,
  });
  if (timing === null) {
    throw new Error(
      `A stored schedule has an invalid timing: ${issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  return timing;
}

/** The declared variables of a stored template; malformed JSON reads as none. */
export function variablesOf(template: Pick<PromptTemplate, 'variables'>): TemplateVariable[] {
  const parsed = parseJson(template.variables);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, description, default: fallback } = entry as Record<string, unknown>;
    if (typeof name !== 'string') return [];
    return [
      {
        name,
        description: typeof description === 'string' ? description : null,
        default: typeof fallback === 'string' ? fallback : null,
      },
    ];
  });
}

/** A schedule's values for its template's variables; malformed JSON reads as none. */
export function templateValuesOf(schedule: Pick<Schedule, 'template_values'>): Record<string, string> {
  const parsed = parseJson(schedule.template_values);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
