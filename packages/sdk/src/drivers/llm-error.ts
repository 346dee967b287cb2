import { SporaError } from '../errors.js';

/**
 * Why a model call failed, decided from the HTTP status and the provider's error type — never
 * from message text.
 */
export type LlmErrorCode =
  | 'RATE_LIMIT'
  | 'SERVER_OVERLOADED'
  | 'SERVER_ERROR'
  | 'GATEWAY_ERROR'
  | 'AUTH_ERROR'
  | 'BAD_REQUEST'
  | 'CONTEXT_WINDOW_EXCEEDED'
  | 'LLM_TIMEOUT'
  /** The connection could not be made, or broke before the answer was complete. */
  | 'NETWORK_ERROR'
  /** The answer ended before the provider said it was complete: a stream without its finish. */
  | 'INCOMPLETE_RESPONSE'
  /** A success status with a body that is no answer: cut or invalid JSON, an HTML page … */
  | 'INVALID_RESPONSE'
  /** The model stopped at the output token limit before it finished its answer. */
  | 'OUTPUT_LIMIT_REACHED'
  | 'ABORTED'
  | 'UNKNOWN';

export interface LlmErrorDetails {
  /** HTTP status, when the provider answered. */
  readonly status: number | null;
  /** The provider's own error type (`rate_limit_error`, `insufficient_quota` …). */
  readonly providerType: string | null;
  /** How long the provider asked us to wait, from `Retry-After`. */
  readonly retryAfterMs: number | null;
  /** The context limit the provider reported, for context-window errors. */
  readonly contextLimit: number | null;
}

const retryableCodes: ReadonlySet<LlmErrorCode> = new Set([
  'RATE_LIMIT',
  'SERVER_OVERLOADED',
  'SERVER_ERROR',
  'GATEWAY_ERROR',
  'LLM_TIMEOUT',
  'NETWORK_ERROR',
  'INCOMPLETE_RESPONSE',
  'INVALID_RESPONSE',
]);

export class LlmError extends SporaError<LlmErrorCode> {
  readonly status: number | null;
  readonly providerType: string | null;
  readonly retryAfterMs: number | null;
  readonly contextLimit: number | null;

  constructor(code: LlmErrorCode, message: string, details: Partial<LlmErrorDetails> = {}) {
    super(code, message);
    this.status = details.status ?? null;
    this.providerType = details.providerType ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
    this.contextLimit = details.contextLimit ?? null;
  }

  /** Whether trying again later may succeed. */
  get isRetryable(): boolean {
    return retryableCodes.has(this.code);
  }
}
