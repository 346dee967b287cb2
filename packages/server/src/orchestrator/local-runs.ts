import { randomUUID } from 'node:crypto';
import { RunStop } from './run-stop.js';

/**
 * The runs this process has under way, by lease owner: how each is told to stop, and what a
 * graceful shutdown waits for. Lease owners name a process and a run in it, never a task, so a
 * signal meant for one run can never reach the task's next one.
 */
export class LocalRuns {
  private readonly stops = new Map<string, RunStop>();
  private readonly active = new Set<Promise<unknown>>();
  /** Set once a graceful stop began: runs that begin afterwards hand their task back at once. */
  private shutdownGraceMs: number | null = null;
  private readonly processId: string;
  private sequence = 0;

  constructor(processId?: string) {
    this.processId = processId ?? `spora-${process.pid}-${randomUUID().slice(0, 8)}`;
  }

  newLeaseOwner(): string {
    this.sequence += 1;
    return `${this.processId}:${this.sequence}`;
  }

  /**
   * Runs `work` as the run of `leaseOwner`, with the stop it is told through; answers that stop
   * and what the work answered once it ends.
   */
  async track<Result>(
    leaseOwner: string,
    work: (stop: RunStop) => Promise<Result>,
  ): Promise<{ stop: RunStop; result: Result }> {
    const stop = new RunStop();
    if (this.shutdownGraceMs !== null) stop.stopGracefully(this.shutdownGraceMs);
    this.stops.set(leaseOwner, stop);
    const running = work(stop);
    this.active.add(running);
    try {
      return { stop, result: await running };
    } finally {
      stop.release();
      this.stops.delete(leaseOwner);
      this.active.delete(running);
    }
  }

  /**
   * Cancels each run whose lease `stillHolding` no longer finds held (its stop signal was lost), as
   * the signal would have. Returns how many.
   */
  async cancelNoLongerHeld(
    stillHolding: (owners: string[]) => Promise<ReadonlySet<string>>,
  ): Promise<number> {
    const owners = this.owners();
    const held = await stillHolding(owners);
    const lost = owners.filter((owner) => !held.has(owner));
    for (const owner of lost) this.cancel(owner, new Error('run stopped'));
    return lost.length;
  }

  /** The lease owners of the runs under way. */
  owners(): string[] {
    return [...this.stops.keys()];
  }

  /** Cancels the run with this lease owner if this process has it (its model request and tools stop). */
  cancel(leaseOwner: string, reason: Error): void {
    this.stops.get(leaseOwner)?.cancel(reason);
  }

  cancelAll(reason: Error): void {
    for (const stop of this.stops.values()) stop.cancel(reason);
  }

  /**
   * Graceful stop (shutdown): each run starts nothing new, lets its running tool calls finish
   * within `graceMs`, records them and hands its task back; runs that begin from now on hand
   * theirs back at once. Resolves once every run has ended.
   */
  async stopGracefully(graceMs: number): Promise<void> {
    this.shutdownGraceMs = graceMs;
    for (const stop of this.stops.values()) stop.stopGracefully(graceMs);
    while (this.active.size > 0) await Promise.allSettled([...this.active]);
  }
}
