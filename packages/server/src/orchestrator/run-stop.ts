/**
 * How one run of a task is told to stop, in two strengths.
 *
 * - A cancel (abort, continue, a lost lease) ends the run at once: its model request and tool
 *   calls are cancelled, and it writes nothing more, since the task is no longer its own.
 * - A graceful stop (the process shuts down) hands the task back: the run starts nothing new,
 *   cancels a model request in flight (whoever takes the task over asks again), lets tool calls
 *   that are running finish within the grace period, records them, and puts the task back in the
 *   queue. Calls still running when the grace period ends are cancelled and recorded as
 *   interrupted.
 */
export class RunStop {
  /** Aborted by a cancel; the lease heartbeat aborts it too when the lease is lost. */
  readonly cancellation = new AbortController();
  private readonly stopping = new AbortController();
  private readonly graceOver = new AbortController();
  private graceTimer: NodeJS.Timeout | null = null;

  /** Fires on a cancel: the run ends and writes nothing more. */
  get cancelled(): AbortSignal {
    return this.cancellation.signal;
  }

  /** Fires on a cancel and when a graceful stop begins: nothing new may start (model requests watch it). */
  readonly draining: AbortSignal = AbortSignal.any([this.cancellation.signal, this.stopping.signal]);

  /** What running tool calls watch: fires on a cancel, and when a graceful stop's grace period ends. */
  readonly tools: AbortSignal = AbortSignal.any([this.cancellation.signal, this.graceOver.signal]);

  /** A graceful stop has begun and the run was not cancelled: it hands its task back. */
  get handsBack(): boolean {
    return this.stopping.signal.aborted && !this.cancellation.signal.aborted;
  }

  /** The grace period ended before this tool call did: it was cut short, not finished. */
  get graceEnded(): boolean {
    return this.graceOver.signal.aborted && !this.cancellation.signal.aborted;
  }

  cancel(reason: Error): void {
    this.cancellation.abort(reason);
  }

  /** Begins a graceful stop; tool calls still running after `graceMs` are cancelled. Once only. */
  stopGracefully(graceMs: number): void {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort(new Error('the process is shutting down'));
    this.graceTimer = setTimeout(
      () => this.graceOver.abort(new Error('the shutdown grace period ended')),
      graceMs,
    );
    this.graceTimer.unref();
  }

  /** The run has ended: nothing is left to cancel later. */
  release(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
  }
}
