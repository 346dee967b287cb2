import type { LlmErrorCode } from '@spora/sdk';

/** Task error codes: the LLM failure codes plus the loop's own. */
export type TaskErrorCode =
  | Exclude<LlmErrorCode, 'ABORTED' | 'CONTEXT_WINDOW_EXCEEDED'>
  | 'NO_LLM_CONFIGURATION'
  | 'CONTEXT_WINDOW_FIRST_TURN'
  | 'CONTEXT_WINDOW_EXCEEDED'
  | 'MAX_STEPS_REACHED'
  | 'MODEL_IMAGE_INPUT_UNSUPPORTED'
  | 'ORPHANED'
  | 'INTERNAL_ERROR';

/** What a person reads about a failed task; the technical reason stays in `failure_reason`. */
export const friendlyFailureMessages: Readonly<Record<TaskErrorCode, string>> = {
  RATE_LIMIT: 'The AI service is rate limiting requests (429). Try again in a moment.',
  SERVER_OVERLOADED: 'The AI service is under high load. Try again in a moment.',
  SERVER_ERROR: 'The AI service answered with a server error (5xx). Try again in a moment.',
  GATEWAY_ERROR:
    'The AI service is temporarily unavailable (502, 503 or 504 from it or a proxy in front of it). Try again in a moment.',
  AUTH_ERROR:
    'The AI service refused the API key (401 or 403). Check the API key of the LLM configuration under Settings → Models.',
  BAD_REQUEST: 'The AI service refused the request. Check the agent and its LLM configuration.',
  LLM_TIMEOUT:
    'The AI service did not answer in time. Try again; if it keeps happening, check the base URL or raise the timeout of the LLM configuration.',
  NETWORK_ERROR:
    'Spora could not reach the AI service (connection refused, unknown host name or no route), or the connection broke. Check the base URL of the LLM configuration under Settings → Models and that the service is running.',
  INCOMPLETE_RESPONSE:
    'The AI service stopped answering before the answer was complete. Try again in a moment.',
  INVALID_RESPONSE:
    'The AI service sent something that is not an answer. Try again in a moment; if it persists, check the base URL of the LLM configuration.',
  OUTPUT_LIMIT_REACHED:
    'The answer was cut off at the output token limit. Raise the limit of the LLM configuration, or ask for a shorter answer.',
  UNKNOWN:
    'The AI call failed in a way Spora does not recognise; the failure reason has the details. Try again, and check the LLM configuration under Settings → Models if it persists.',
  NO_LLM_CONFIGURATION:
    'No LLM configuration is set. Choose one in the agent’s settings, set your preferred one under Settings → Models (/settings/models), or ask an administrator for a global default.',
  CONTEXT_WINDOW_FIRST_TURN: 'The first message alone is larger than the model’s context window. Shorten it.',
  CONTEXT_WINDOW_EXCEEDED: 'The conversation no longer fits in the model’s context window.',
  MAX_STEPS_REACHED: 'The agent reached its step limit. Continue the task to give it more steps.',
  MODEL_IMAGE_INPUT_UNSUPPORTED:
    'The conversation holds images, and its model does not take images. Switch the conversation to a model that does, or turn on “Supports image input” in the model’s configuration under Settings → Models.',
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
