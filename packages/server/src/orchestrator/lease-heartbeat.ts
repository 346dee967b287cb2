export interface LeaseHeartbeatOptions {
  /** Renews the lease; false when this process no longer holds it. */
  readonly renew: () => Promise<boolean>;
  readonly leaseTtlMs: number;
  /** Aborted when the lease is lost, or cannot be renewed before it would lapse. */
  readonly controller: AbortController;
  /**
   * The first renewal that failed (the database did not answer) after one that answered: the
   * retries that follow every half second are not reported again.
   */
  readonly onRenewalError: (error: unknown) => void;
}

/** After a failed renewal: soon enough that a lease lost meanwhile (an abort) is noticed within a second. */
const retryAfterFailureMs = 500;

/**
 * Renews a lease every third of its length while work runs under it; returns the function that
 * stops renewing. The work is aborted once a renewal finds the lease lost (the task was aborted,
 * continued or taken over), and also once renewals have failed for a whole lease: by then another
 * process may have taken the work over, and two must never run it side by side. A renewal that
 * failed is tried again every half second until one answers, so that once the database is back the
 * work learns at once whether it still holds its lease: a stop signal sent meanwhile may be lost.
 */
export function startLeaseHeartbeat(options: LeaseHeartbeatOptions): () => void {
  const { renew, leaseTtlMs, controller, onRenewalError } = options;
  const intervalMs = Math.max(50, Math.floor(leaseTtlMs / 3));
  let renewedAt = Date.now();
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  let failing = false;
  const beat = () =>
    void renew().then(
      (held) => {
        failing = false;
        if (held) renewedAt = Date.now();
        else controller.abort(new Error('lease lost'));
      },
      (error: unknown) => {
        if (!failing) onRenewalError(error);
        failing = true;
        if (Date.now() - renewedAt >= leaseTtlMs) controller.abort(new Error('lease could not be renewed'));
        else if (!stopped && retry === null && !controller.signal.aborted) {
          retry = setTimeout(
            () => {
              retry = null;
              beat();
            },
            Math.min(retryAfterFailureMs, intervalMs),
          );
        }
      },
    );
  const timer = setInterval(beat, intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
    if (retry) clearTimeout(retry);
  };
}
