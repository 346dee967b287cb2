/**
 * Errors raised by the SDK carry a stable `code`. Identity is checked with a marker rather than
 * `instanceof`, so a plugin that bundles its own copy of `@spora/sdk` still produces errors the
 * platform recognises.
 */
const sporaErrorMarker = Symbol.for('spora.error');

export class SporaError<Code extends string = string> extends Error {
  readonly code: Code;
  readonly details: Readonly<Record<string, unknown>> | undefined;
  protected readonly [sporaErrorMarker] = true;

  constructor(code: Code, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }

  static isInstance(error: unknown): error is SporaError {
    return typeof error === 'object' && error !== null && sporaErrorMarker in error;
  }
}

/** Codes for a tool class whose decorators cannot describe a usable tool. */
export type ToolDefinitionErrorCode =
  | 'INVALID_TOOL_NAME'
  | 'MISSING_TOOL_DECORATOR'
  | 'DUPLICATE_TOOL_DECORATOR'
  | 'DUPLICATE_OPERATION'
  | 'DUPLICATE_PARAMETER'
  | 'DUPLICATE_SETTING'
  | 'INVALID_PARAMETER'
  | 'DISCRIMINATOR_PARAMETER_CONFLICT'
  | 'UNKNOWN_OPERATION_IN_REQUIRED'
  | 'INVALID_SETTING'
  | 'NO_ALLOWED_OPERATIONS';

/** A tool author's mistake, found when the tool is inspected or instantiated. */
export class ToolDefinitionError extends SporaError<ToolDefinitionErrorCode> {}
