import { LlmError } from '@spora/sdk';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { abortedError } from '../abort.js';
import { retryAfterMs } from '../retry-after.js';
import { errorCodeForStatus } from '../status-error-codes.js';

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
      'UNKNOWN',
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
