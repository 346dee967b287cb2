import { LlmError } from '@spora/sdk';

export function abortedError(): LlmError {
  return new LlmError('ABORTED', 'The model call was aborted.');
}

/**
 * Runs `work` unless `signal` has fired, and rejects with `ABORTED` as soon as it fires. The SDKs
 * cancel the HTTP request on abort, but the sleep between their retries does not watch the signal.
 */
export function untilAborted<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(abortedError());
  const running = work();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      // `running` still settles later, with the SDK's own abort error; nobody waits for it.
      running.catch(() => {});
      reject(abortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    running.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
