import { SporaError } from '@spora/sdk';

/**
 * `NOT_FOUND`: the configuration does not exist or is another user's private one (the two are
 * never told apart, so ids of other users' configurations leak nothing). `FORBIDDEN`: the caller
 * may see the configuration but not do this (only admins manage global configurations and the
 * global default). `VALIDATION_ERROR`: the input was refused; `details.fields` maps each offending
 * field (`name`, `settings.temperature`) to the reason.
 */
export type LlmConfigurationErrorCode = 'NOT_FOUND' | 'FORBIDDEN' | 'VALIDATION_ERROR';

/** Reasons per field, keyed by the field's path in the input. */
export type LlmConfigurationFieldErrors = Readonly<Record<string, string>>;

export class LlmConfigurationError extends SporaError<LlmConfigurationErrorCode> {
  static notFound(configurationId: number): LlmConfigurationError {
    return new LlmConfigurationError('NOT_FOUND', `LLM configuration #${configurationId} not found.`, {
      configurationId,
    });
  }

  static forbidden(message: string): LlmConfigurationError {
    return new LlmConfigurationError('FORBIDDEN', message);
  }

  static invalid(fields: LlmConfigurationFieldErrors): LlmConfigurationError {
    const reasons = Object.entries(fields).map(([field, reason]) => `${field}: ${reason}`);
    return new LlmConfigurationError('VALIDATION_ERROR', `Invalid input. ${reasons.join('; ')}`, { fields });
  }

  /** The per-field reasons of a `VALIDATION_ERROR`; empty for other codes. */
  get fields(): LlmConfigurationFieldErrors {
    return (this.details?.fields as LlmConfigurationFieldErrors | undefined) ?? {};
  }
}
