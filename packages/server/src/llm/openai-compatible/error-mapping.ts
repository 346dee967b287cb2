import { LlmError } from '@spora/sdk';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { abortedError } from '../abort.js';
import { isNetworkFailure } from '../network-failure.js';
import { retryAfterMs } from '../retry-after.js';
import { errorCodeForStatus } from '../status-error-codes.js';

/**
 * Whether a request failed because its connection broke while the answer was arriving. One that
 * broke before an answer started is an `APIConnectionError`, which the SDK has retried already.
 */
export function isCutAnswer(error: unknown): boolean {
  return !(error instanceof APIConnectionError) && isNetworkFailure(error);
}

/**
 * Turns whatever the OpenAI SDK threw into an `LlmError`, classified by HTTP status and the
 * provider's error code, never by the message text.
 */
export function toLlmError(error: unknown, signal: AbortSignal): LlmError {
  if (error instanceof LlmError) return error;
  if (signal.aborted || error instanceof APIUserAbortError) return abortedError();
  if (error instanceof APIConnectionTimeoutError) {
    return new LlmError('LLM_TIMEOUT', 'The OpenAI-compatible server did not answer in time.');
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return new LlmError(
      'NETWORK_ERROR',
      `Could not talk to the OpenAI-compatible server (${error.message}${cause}).`,
    );
  }
  if (error instanceof APIError) {
    const providerType = error.code ?? error.type ?? null;
    const status = error.status ?? null;
    const contextWindow = error.code === 'context_length_exceeded';
    return new LlmError(
      contextWindow ? 'CONTEXT_WINDOW_EXCEEDED' : status === null ? 'UNKNOWN' : errorCodeForStatus(status),
      `OpenAI-compatible API error: ${error.message}`,
      {
        status,
        providerType,
        retryAfterMs: retryAfterMs(error.headers),
        contextLimit: contextWindow ? reportedContextLimit(error.message) : null,
      },
    );
  }
  if (isNetworkFailure(error)) {
    return new LlmError(
      'NETWORK_ERROR',
      `The connection to the OpenAI-compatible server broke before the answer was complete (${(error as Error).message}).`,
    );
  }
  return new LlmError(
    'UNKNOWN',
    `OpenAI-compatible driver failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** "This model's maximum context length is 128000 tokens. …" */
function reportedContextLimit(message: string): number | null {
  const match = /maximum context length is (\d+)/i.exec(message);
  return match ? Number(match[1]) : null;
}
