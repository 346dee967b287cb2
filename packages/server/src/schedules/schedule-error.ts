import { SporaError } from '@spora/sdk';

/** Why a field was refused, with a code a client can act on. */
export interface FieldIssue {
  /** The field's path in the input, such as `body` or `values.topic`. */
  readonly field: string;
  readonly code: FieldIssueCode;
  readonly message: string;
}

export type FieldIssueCode =
  | 'TEMPLATE_MALFORMED'
  | 'TEMPLATE_UNKNOWN_VARIABLE'
  | 'TEMPLATE_VARIABLE_MISSING'
  | 'TEMPLATE_VARIABLE_INVALID'
  | 'TEMPLATE_NOT_FOUND'
  | 'PROMPT_REQUIRED'
  | 'TIMING_REQUIRED'
  | 'CRON_INVALID'
  | 'TIMEZONE_INVALID'
  | 'RUN_AT_INVALID'
  | 'MAX_STEPS_INVALID';

export type ScheduleErrorCode = 'NOT_FOUND' | 'VALIDATION_ERROR' | 'INVALID_STATE';

/**
 * `NOT_FOUND`: the agent, template, schedule or occurrence does not exist or is another owner's
 * (never told apart). `VALIDATION_ERROR`: `details.fields` maps each field to its reason and
 * `details.issues` lists them with codes. `INVALID_STATE`: the request conflicts with what is stored.
 */
export class ScheduleError extends SporaError<ScheduleErrorCode> {
  static notFound(what: string): ScheduleError {
    return new ScheduleError('NOT_FOUND', `${what} not found.`);
  }

  static invalid(issues: readonly FieldIssue[]): ScheduleError {
    const fields: Record<string, string> = {};
    for (const issue of issues) fields[issue.field] ??= issue.message;
    const reasons = issues.map((issue) => `${issue.field}: ${issue.message}`);
    return new ScheduleError('VALIDATION_ERROR', `Invalid input. ${reasons.join('; ')}`, {
      fields,
      issues: issues.map((issue) => ({ ...issue })),
    });
  }
}

/** Throws the issues, if there are any. */
export function refuseIssues(issues: readonly FieldIssue[]): void {
  if (issues.length > 0) throw ScheduleError.invalid(issues);
}
