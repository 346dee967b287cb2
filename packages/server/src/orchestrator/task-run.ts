import type { Task } from '../db/index.js';
import { isConnectionLoss, retryAfterConnectionLoss } from '../db/index.js';
import type { RunTraceSummary } from '../telemetry/tracing-run.js';
import { runApprovedCalls } from './run/approved-calls.js';
import type { NextStep } from './run/next-step.js';
import { failedStep } from './run/run-failure.js';
import { loadRun, recoverInterruptedCalls } from './run/run-recovery.js';
import { RunState } from './run/run-state.js';
import { databaseRetry, handBack, settle } from './run/run-writes.js';
import { collectChildren } from './run/sub-agent-gate.js';
import { takeTurn } from './run/turn-preparation.js';
import { recordBatch } from './run/turn-resolution.js';
import { LeaseLostError } from './run-records.js';
import type { RunStop } from './run-stop.js';

export type { LlmDriverProvider, TaskRunDependencies, TaskRunOptions } from './run/run-dependencies.js';
export { defaultSystemPrompt } from './run/turn-preparation.js';

import type { TaskRunDependencies, TaskRunOptions } from './run/run-dependencies.js';

/**
 * One claimed run of a task: the loop of LLM turns and tool batches until the task settles
 * (completed, failed, paused for approval, waiting for sub-agents), the claim is lost, or a
 * bounded run has taken its turns and queues the task again.
 *
 * Each phase (`run/`) returns what happens next as a `NextStep`; this driver applies it, and is
 * the only place a run's status changes. Every status write is conditional on the task still
 * being RUNNING under this run's lease, so an abort, a continue or a second worker is never
 * overwritten; and an abort cancels the in-flight LLM request and running tools through the
 * run's signal.
 */
export class TaskRun {
  private readonly state: RunState;

  constructor(
    deps: TaskRunDependencies,
    taskId: number,
    leaseOwner: string,
    private readonly stop: RunStop,
    options: TaskRunOptions = {},
  ) {
    this.state = new RunState(deps, taskId, leaseOwner, stop, options);
  }

  /** Tasks this run created (handover targets, sub-agents), to be driven once it ends. */
  get createdTaskIds(): readonly number[] {
    return this.state.createdTaskIds;
  }

  /**
   * The task as this run's last write left it when that write ended the run (settled, paused,
   * queued again); null when the run ended otherwise (lease lost, cancelled, never loaded).
   */
  get endedAs(): Task | null {
    const { state } = this;
    return state.loaded && state.task.status !== 'RUNNING' ? state.task : null;
  }

  /** What the run's span says of it once it has ended. */
  get traceSummary(): RunTraceSummary {
    const { state } = this;
    return {
      agent: state.agent ?? null,
      endedAs: this.endedAs,
      rehearsalId: state.loaded ? state.task.rehearsal_id : null,
    };
  }

  async run(): Promise<void> {
    const run = this.state;
    try {
      if (!(await this.apply(await retryAfterConnectionLoss(() => loadRun(run), databaseRetry(run))))) return;
      if (!(await this.apply(await recoverInterruptedCalls(run)))) return;
      if (this.stop.handsBack) return void (await this.apply({ kind: 'hand_back' }));
      if (!(await this.apply(await runApprovedCalls(run)))) return;
      while (!run.signal.aborted) {
        if (this.stop.handsBack) return void (await this.apply({ kind: 'hand_back' }));
        if (!(await this.apply(await collectChildren(run)))) return;
        if (!(await this.takeStep())) return;
        // A bounded run hands the unfinished task back to the queue for whoever drives it next.
        if (run.turnsBegun >= run.maxTurns)
          return void (await this.apply({ kind: 'settle', event: 'handed_back' }));
      }
    } catch (error) {
      if (error instanceof LeaseLostError || run.signal.aborted) return;
      if (isConnectionLoss(error)) return await this.releaseAfterConnectionLoss(error);
      run.log.error({ err: error }, 'task run failed');
      const reason = error instanceof Error ? error.message : String(error);
      await this.apply({ kind: 'fail', code: 'INTERNAL_ERROR', reason }).catch((failure) =>
        run.log.error({ err: failure }, 'could not record the failure'),
      );
    }
  }

  /** One model turn with its tool calls, timed for the step-duration metric. */
  private async takeStep(): Promise<boolean> {
    const stepEnded = this.state.deps.metrics?.stepStarted();
    try {
      return await this.apply(await takeTurn(this.state));
    } finally {
      stepEnded?.();
    }
  }

  /** Applies a phase's decision; answers whether the run goes on. */
  private async apply(step: NextStep): Promise<boolean> {
    const run = this.state;
    switch (step.kind) {
      case 'next':
        return !run.signal.aborted;
      case 'end':
        return false;
      case 'settle':
        await settle(run, { event: step.event, ...(step.values && { values: step.values }) }, step.entries);
        return false;
      case 'fail':
        return this.apply(failedStep(run, step));
      case 'hand_back':
        await handBack(run, step.values);
        return false;
      case 'record':
        return recordBatch(run, step.build, step.order);
    }
  }

  /**
   * The database stayed out of reach longer than the run may wait: it cannot go on, so it hands
   * the task back to the queue as soon as the database answers again, rather than holding it
   * until its lease lapses. Calls whose results could not be recorded stay executing; the next
   * run tells the model they were interrupted.
   */
  private async releaseAfterConnectionLoss(error: unknown): Promise<void> {
    const run = this.state;
    run.log.warn({ err: error }, 'the database stayed unreachable; handing the task back');
    // Never loaded: there is nothing to hand back but the lease, which lapses and is reaped.
    if (!run.loaded) return;
    await handBack(run).catch((failure: unknown) => {
      if (failure instanceof LeaseLostError || run.signal.aborted) return;
      run.log.error({ err: failure }, 'could not hand the task back; its lease will lapse');
    });
  }
}
