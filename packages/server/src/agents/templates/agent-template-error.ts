import { SporaError } from '@spora/sdk';
import type { TemplateValidation } from './agent-template-validator.js';

/**
 * `NOT_FOUND`: no catalogue template has the id. `VALIDATION_ERROR`: the template cannot be
 * imported; `details` holds the validation report (`errors`, `warnings`) and, like every
 * validation error of the API, `fields` mapping each path to its first reason.
 */
export type AgentTemplateErrorCode = 'NOT_FOUND' | 'VALIDATION_ERROR';

export class AgentTemplateError extends SporaError<AgentTemplateErrorCode> {
  static notFound(id: string): AgentTemplateError {
    return new AgentTemplateError('NOT_FOUND', `Agent template "${id}" not found.`, { id });
  }

  static invalid(validation: TemplateValidation): AgentTemplateError {
    const fields: Record<string, string> = {};
    for (const error of validation.errors) fields[error.path ?? '(template)'] ??= error.message;
    const count = validation.errors.length;
    return new AgentTemplateError(
      'VALIDATION_ERROR',
      `The template has ${count} error${count === 1 ? '' : 's'}; nothing was imported. ${validation.errors[0]?.message ?? ''}`.trim(),
      { fields, errors: validation.errors, warnings: validation.warnings },
    );
  }
}
