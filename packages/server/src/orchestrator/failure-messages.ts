import type { LlmErrorCode } from '@spora/sdk';

/** Task error codes: the LLM failure codes plus the loop's own. */
export type TaskErrorCode =
  | Exclude<LlmErrorCode, 'ABORTED' | 'CONTEXT_WINDOW_EXCEEDED'>
  | 'NO_LLM_CONFIGURATION'
  | 'CONTEXT_WINDOW_FIRST_TURN'
  | 'CONTEXT_WINDOW_EXCEEDED'
  | 'MAX_STEPS_REACHED'
  | 'ORPHANED'
  | 'INTERNAL_ERROR';

/** What a person reads about a failed task; the technical reason stays in `failure_reason`. */
export const friendlyFailureMessages: Readonly<Record<TaskErrorCode, string>> = {
  RATE_LIMIT: 'The AI service is busy. Try again in a moment.',
  SERVER_OVERLOADED: 'The AI service is under high load. Try again in a moment.',
  SERVER_ERROR: 'The AI service encountered an error. Try again in a moment.',
  GATEWAY_ERROR: 'The AI service is temporarily unavailable. Try again in a moment.',
  AUTH_ERROR: 'API authentication failed. Check the API key of the LLM configuration.',
  BAD_REQUEST: 'The AI service refused the request. Check the agent and its LLM configuration.',
  LLM_TIMEOUT: 'The AI request timed out.',
  NETWORK_ERROR: 'The connection to the AI service broke. Try again in a moment.',
  INCOMPLETE_RESPONSE:
    'The AI service stopped answering before the answer was complete. Try again in a moment.',
  INVALID_RESPONSE:
    'The AI service sent something that is not an answer. Try again in a moment; if it persists, check the base URL of the LLM configuration.',
  OUTPUT_LIMIT_REACHED:
    'The answer was cut off at the output token limit. Raise the limit of the LLM configuration, or ask for a shorter answer.',
  UNKNOWN: 'An unexpected error occurred. Please try again.',
  NO_LLM_CONFIGURATION:
    'No LLM configuration is set. Choose one for the agent, set a preferred one in your profile, or ask an administrator for a global default.',
  CONTEXT_WINDOW_FIRST_TURN: 'The first message alone is larger than the model’s context window. Shorten it.',
  CONTEXT_WINDOW_EXCEEDED: 'The conversation no longer fits in the model’s context window.',
  MAX_STEPS_REACHED: 'The agent reached its step limit. Continue the task to give it more steps.',
  ORPHANED: 'The task was interrupted. Retry to start a fresh attempt.',
  INTERNAL_ERROR: 'Spora hit an internal error while running the task.',
};

/** Failures worth an automatic retry when the agent allows retries. */
export const autoRetryableCodes: ReadonlySet<TaskErrorCode> = new Set([
  'RATE_LIMIT',
  'SERVER_OVERLOADED',
  'SERVER_ERROR',
  'GATEWAY_ERROR',
  'LLM_TIMEOUT',
  'NETWORK_ERROR',
  'INCOMPLETE_RESPONSE',
  'INVALID_RESPONSE',
]);
