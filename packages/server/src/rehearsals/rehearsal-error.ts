import { SporaError } from '@spora/sdk';

export type RehearsalErrorCode =
  | 'NOT_FOUND'
  | 'INVALID_STATE'
  | 'VALIDATION_ERROR'
  | 'NO_PAST_TASKS'
  | 'PROMPT_SET_NAME_TAKEN'
  | 'REHEARSAL_TOOL_UNKNOWN'
  | 'REHEARSAL_OPERATION_UNKNOWN'
  | 'REHEARSAL_MODEL_UNUSABLE';

/**
 * Why a rehearsal or a prompt set could not be made or changed: a proposal naming a tool, an
 * operation or a model the agent's owner does not have, no past tasks to repeat, a taken name.
 * `VALIDATION_ERROR`: `details.fields` maps each field to why.
 */
export class RehearsalError extends SporaError<RehearsalErrorCode> {
  static notFound(what: string): RehearsalError {
    return new RehearsalError('NOT_FOUND', `${what} not found.`);
  }

  static invalid(fields: Readonly<Record<string, string>>): RehearsalError {
    const reasons = Object.entries(fields).map(([field, reason]) => `${field}: ${reason}`);
    return new RehearsalError('VALIDATION_ERROR', `Invalid input. ${reasons.join('; ')}`, { fields });
  }
}
