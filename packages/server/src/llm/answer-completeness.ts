import { LlmError } from '@spora/sdk';
import { incompleteAnswer } from './answer-body.js';

/** How an answer ended, as the driver assembled it. */
export interface AnswerEnd {
  /** `finish_reason` / `stop_reason`; `null` when the server never sent one. */
  readonly finishReason: string | null;
  readonly toolCallCount: number;
  /** Whether the answer arrived as an event stream (whose end the finish reason marks). */
  readonly streamed: boolean;
}

/**
 * Refuses answers that must not complete a task: a stream that ended before the server sent its
 * finish reason (cut off, or nothing but `[DONE]`) is `INCOMPLETE_RESPONSE`; text that stopped
 * at the output token limit, with no tool call to act on, is `OUTPUT_LIMIT_REACHED`. Tool calls
 * are still taken whatever the finish reason says; a call cut off by the limit has arguments that
 * do not decode, and the loop tells the model so.
 */
export function checkAnswerEnd(end: AnswerEnd, limitReasons: readonly string[], server: string): void {
  if (end.streamed && end.finishReason === null) {
    throw incompleteAnswer(
      `The ${server} server's stream ended before it said the answer was complete (no finish reason).`,
    );
  }
  if (end.toolCallCount === 0 && end.finishReason !== null && limitReasons.includes(end.finishReason)) {
    throw new LlmError(
      'OUTPUT_LIMIT_REACHED',
      `The ${server} model stopped at the output token limit (${end.finishReason}) before its answer was complete.`,
    );
  }
}
