// The pending steps, consumed one per model request; the fallback answers once they run out.
import { SCRIPT_EXHAUSTED_STEP, type Step } from './script.js';

export class ScriptQueue {
  private steps: Step[] = [];

  constructor(private readonly fallback: Step = SCRIPT_EXHAUSTED_STEP) {}

  enqueue(steps: readonly Step[]): void {
    this.steps.push(...steps);
  }

  /** The step for the next request; the fallback is never consumed. */
  take(): Step {
    return this.steps.shift() ?? this.fallback;
  }

  get pending(): readonly Step[] {
    return [...this.steps];
  }

  clear(): void {
    this.steps = [];
  }
}
