export interface LeaseHeartbeatOptions {
  /** Renews the lease; false when this process no longer holds it. */
  readonly renew: () => Promise<boolean>;
  readonly leaseTtlMs: number;
  /** Aborted when the lease is lost, or cannot be renewed before it would lapse. */
  readonly controller: AbortController;
  /** A renewal that failed (the database did not answer); the next one tries again. */
  readonly onRenewalError: (error: unknown) => void;
}

/**
 * Renews a lease every third of its length while work runs under it; returns the function that
 * stops renewing. The work is aborted once the lease is lost, and also once renewals have failed
 * for a whole lease: by then another process may have taken the work over, and two must never
 * run it side by side.
 */
export function startLeaseHeartbeat(options: LeaseHeartbeatOptions): () => void {
  const { renew, leaseTtlMs, controller, onRenewalError } = options;
  let renewedAt = Date.now();
  const timer = setInterval(
    () =>
      void renew().then(
        (held) => {
          if (held) renewedAt = Date.now();
          else controller.abort(new Error('lease lost'));
        },
        (error: unknown) => {
          onRenewalError(error);
          if (Date.now() - renewedAt >= leaseTtlMs) controller.abort(new Error('lease could not be renewed'));
        },
      ),
    Math.max(50, Math.floor(leaseTtlMs / 3)),
  );
  return () => clearInterval(timer);
}
