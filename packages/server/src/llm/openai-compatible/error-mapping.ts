import { LlmError } from '@spora/sdk';
import { abortedError } from '../abort.js';
import { isNetworkFailure } from '../network-failure.js';

/**
 * Whether a request failed because its connection broke while the answer was arriving. One that
 * broke before an answer started is an `LlmError` already, retried by the client.
 */
export function isCutAnswer(error: unknown): boolean {
  return !(error instanceof LlmError) && isNetworkFailure(error);
}

/**
 * Whatever a request threw, as an `LlmError`. The client classifies what the server answered (by
 * HTTP status and the provider's error code, never by the message text); what is left here is an
 * abort, and a connection that broke while the answer was being read.
 */
export function toLlmError(error: unknown, signal: AbortSignal): LlmError {
  if (error instanceof LlmError) return error;
  if (signal.aborted) return abortedError();
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
