import { SporaError } from '@spora/sdk';

/**
 * `NOT_FOUND`: the agent does not exist or belongs to another owner (the two are never told
 * apart, so ids of other owners' agents leak nothing), or a tool has no such operation. `VALIDATION_ERROR`: the input was refused;
 * `details.fields` maps each offending field (a path such as `tools[0].tool_class`) to the reason.
 */
export type AgentServiceErrorCode = 'NOT_FOUND' | 'VALIDATION_ERROR';

/** Reasons per field, keyed by the field's path in the input. */
export type FieldErrors = Readonly<Record<string, string>>;

export class AgentServiceError extends SporaError<AgentServiceErrorCode> {
  static notFound(agentId: number): AgentServiceError {
    return new AgentServiceError('NOT_FOUND', `Agent #${agentId} not found.`, { agentId });
  }

  static noSuchOperation(toolClass: string, operation: string): AgentServiceError {
    return new AgentServiceError('NOT_FOUND', `${toolClass} has no operation "${operation}".`, {
      toolClass,
      operation,
    });
  }

  static invalid(fields: FieldErrors): AgentServiceError {
    const reasons = Object.entries(fields).map(([field, reason]) => `${field}: ${reason}`);
    return new AgentServiceError('VALIDATION_ERROR', `Invalid input. ${reasons.join('; ')}`, { fields });
  }

  /** The per-field reasons of a `VALIDATION_ERROR`; empty for other codes. */
  get fields(): FieldErrors {
    return (this.details?.fields as FieldErrors | undefined) ?? {};
  }
}
