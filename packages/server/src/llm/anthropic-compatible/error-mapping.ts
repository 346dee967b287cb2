import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from '@anthropic-ai/sdk';
import { LlmError } from '@spora/sdk';
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
 * Turns whatever the Anthropic SDK threw into an `LlmError`, classified by HTTP status and the
 * provider's error type. The one look at the message is Anthropic's own way of saying the prompt
 * exceeds the context window, which has no type of its own.
 */
export function toLlmError(error: unknown, signal: AbortSignal): LlmError {
  if (error instanceof LlmError) return error;
  if (signal.aborted || error instanceof APIUserAbortError) return abortedError();
  if (error instanceof APIConnectionTimeoutError) {
    return new LlmError('LLM_TIMEOUT', 'The Anthropic-compatible server did not answer in time.');
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return new LlmError(
      'NETWORK_ERROR',
      `Could not talk to the Anthropic-compatible server (${error.message}${cause}).`,
    );
  }
  if (error instanceof APIError) {
    const status = error.status ?? null;
    const contextWindow = promptTooLong(error);
    const code =
      error.type === 'overloaded_error'
        ? 'SERVER_OVERLOADED'
        : contextWindow
          ? 'CONTEXT_WINDOW_EXCEEDED'
          : status === null
            ? 'UNKNOWN'
            : errorCodeForStatus(status);
    return new LlmError(code, `Anthropic-compatible API error: ${error.message}`, {
      status,
      providerType: error.type,
      retryAfterMs: retryAfterMs(error.headers),
      contextLimit: contextWindow ? reportedContextLimit(error.apiMessage ?? '') : null,
    });
  }
  if (isNetworkFailure(error)) {
    return new LlmError(
      'NETWORK_ERROR',
      `The connection to the Anthropic-compatible server broke before the answer was complete (${(error as Error).message}).`,
    );
  }
  return new LlmError(
    'UNKNOWN',
    `Anthropic-compatible driver failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** "prompt is too long: 208318 tokens > 200000 maximum" */
function promptTooLong(error: APIError): boolean {
  return error.type === 'invalid_request_error' && /prompt is too long/i.test(error.apiMessage ?? '');
}

function reportedContextLimit(message: string): number | null {
  const match = /(\d+)\s+maximum/i.exec(message);
  return match ? Number(match[1]) : null;
}
