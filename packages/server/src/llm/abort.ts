import { LlmError } from '@spora/sdk';

export function abortedError(): LlmError {
  return new LlmError('ABORTED', 'The model call was aborted.');
}

/**
 * Runs `work` unless `signal` has fired, and rejects with `ABORTED` as soon as it fires. The SDKs
 * cancel the HTTP request on abort, but the sleep between their retries does not watch the signal.
 *
 * `work` gets a signal of its own, aborted with the run's and let go once the request settles:
 * the SDKs add a listener to the signal of every request and never remove it, so the run-long
 * signal must not be handed to them.
 */
export function untilAborted<T>(
  signal: AbortSignal,
  work: (requestSignal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (signal.aborted) return Promise.reject(abortedError());
  const request = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      request.abort(signal.reason);
      reject(abortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const release = () => signal.removeEventListener('abort', onAbort);
    let running: Promise<T>;
    try {
      running = work(request.signal);
    } catch (error) {
      release();
      reject(error);
      return;
    }
    // After an abort `running` still settles, with the SDK's own abort error; it is observed here.
    running.then(resolve, reject).finally(release);
  });
}

/** Resolves true after `ms`, or false as soon as `signal` aborts (at once when it has already). */
export function abortablePause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
