import { isConnectionLoss } from './connection-loss.js';

export interface ConnectionLossRetryOptions {
  /** How long after the first failure it keeps trying; then the last failure is thrown. */
  readonly forMs: number;
  /**
   * Whether the failed attempt may be repeated: false when it may have taken effect anyway (its
   * connection broke while it committed).
   */
  readonly mayRetry?: () => boolean;
  /** Stops the retries: the last failure is thrown at once. */
  readonly signal?: AbortSignal;
  /** Told about each failure that is retried, and how long until the next attempt. */
  readonly onRetry?: (error: unknown, delayMs: number) => void;
}

/** The first wait; doubled after each failure, up to the last. */
const retryDelaysMs = { first: 100, last: 2_000 } as const;

/**
 * Runs `work`, and runs it again on a new connection while it fails because its database
 * connection was lost (a short outage, a restarted server), for at most `forMs`. Any other
 * failure is thrown at once.
 */
export async function retryAfterConnectionLoss<T>(
  work: () => Promise<T>,
  options: ConnectionLossRetryOptions,
): Promise<T> {
  let firstFailureAt: number | null = null;
  let delayMs: number = retryDelaysMs.first;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      firstFailureAt ??= Date.now();
      // The last wait is cut short so that the last attempt falls at the end of the window.
      const waitMs = Math.min(delayMs, firstFailureAt + options.forMs - Date.now());
      const retryable =
        isConnectionLoss(error) &&
        options.mayRetry?.() !== false &&
        options.signal?.aborted !== true &&
        waitMs > 0;
      if (!retryable) throw error;
      options.onRetry?.(error, waitMs);
      if (!(await pause(waitMs, options.signal))) throw error;
      delayMs = Math.min(delayMs * 2, retryDelaysMs.last);
    }
  }
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
