export interface TaskWorkerOptions {
  /** Tasks this worker runs at once. */
  readonly concurrency: number;
  /** How often an idle worker looks for work it was not woken for (other processes, due retries). */
  readonly pollIntervalMs: number;
  readonly leaseTtlMs: number;
  /** Claims in a row without settling before a task fails as ORPHANED. */
  readonly maxClaimAttempts: number;
  /**
   * How long tool calls that are running when the worker stops may take to finish before they are
   * cancelled; either way each run records them and hands its task back. 0 when omitted.
   */
  readonly shutdownGraceMs?: number;
}

export const defaultWorkerOptions: TaskWorkerOptions = {
  concurrency: 4,
  pollIntervalMs: 1000,
  leaseTtlMs: 60_000,
  maxClaimAttempts: 3,
  shutdownGraceMs: 30_000,
};
