import { abortablePause } from './abort.js';

/** Waits before the first retry; doubled for each further one, up to the last. */
const retryDelaysMs = { first: 250, last: 2_000 } as const;

/**
 * Sends a model request again, up to `retries` times, when its connection broke while the answer
 * was arriving. The SDKs retry a request whose connection fails before an answer starts, but not
 * one cut mid-stream; this covers the rest. Any other failure, and an abort, is thrown at once.
 *
 * Text a cut attempt had streamed already reached live clients; they replace it with the stored
 * answer once the turn is recorded.
 */
export async function retryingCutAnswers<T>(
  retries: number,
  signal: AbortSignal,
  isCut: (error: unknown) => boolean,
  request: () => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      if (attempt >= retries || signal.aborted || !isCut(error)) throw error;
      const delayMs = Math.min(retryDelaysMs.first * 2 ** attempt, retryDelaysMs.last);
      if (!(await abortablePause(delayMs, signal))) throw error;
    }
  }
}
