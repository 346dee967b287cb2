import type { OrchestratorDependencies } from './orchestrator-dependencies.js';
import { queueDueRetries, type ReapResult, reapExpiredLeases } from './task-leases.js';

/**
 * The workers' housekeeping: tasks whose runner stopped and failed tasks whose retry is due go
 * back to the queue. Every worker is told when one does, not only the one doing the housekeeping:
 * its own may be busy.
 */
export class QueueHousekeeping {
  constructor(
    private readonly deps: Pick<OrchestratorDependencies, 'db' | 'events' | 'metrics' | 'onQueued'>,
  ) {}

  /** Tasks whose worker stopped go back to the queue, or fail as orphaned. */
  async reapExpiredLeases(maxClaimAttempts: number): Promise<ReapResult> {
    const reaped = await reapExpiredLeases(this.deps.db, maxClaimAttempts, this.deps.events);
    this.deps.metrics?.leasesReaped(reaped);
    if (reaped.requeued > 0) this.deps.onQueued();
    return reaped;
  }

  /** Failed tasks whose automatic retry is due go back to the queue. */
  async queueDueRetries(): Promise<number> {
    const queued = await queueDueRetries(this.deps.db, this.deps.events);
    if (queued > 0) this.deps.onQueued();
    return queued;
  }
}
