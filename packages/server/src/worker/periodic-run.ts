/**
 * Runs work in the background once at start and then every interval, never two runs at a time;
 * stopping waits for a run in progress. A failed run is reported and the next one comes as planned.
 */
export class PeriodicRun {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.runInBackground(), this.intervalMs);
    this.timer.unref();
    this.runInBackground();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private runInBackground(): void {
    if (this.running || this.stopped) return;
    this.running = this.work()
      .catch(this.onFailure)
      .finally(() => {
        this.running = null;
      });
  }
}
