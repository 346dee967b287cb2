import { traceTaskRun } from '../telemetry/tracing-run.js';
import { startLeaseHeartbeat } from './lease-heartbeat.js';
import type { LocalRuns } from './local-runs.js';
import type { OrchestratorDependencies } from './orchestrator-dependencies.js';
import type { RunStop } from './run-stop.js';
import { extendLease } from './task-leases.js';
import { TaskRun, type TaskRunOptions } from './task-run.js';

/**
 * Runs a task this process has claimed, tracked among its local runs: a heartbeat renews the lease
 * for as long as the run lasts (and cancels it when a renewal finds the lease gone), and the run is
 * traced in the task's stored trace.
 */
export async function runUnderLease(
  deps: OrchestratorDependencies,
  runs: LocalRuns,
  taskId: number,
  leaseOwner: string,
  options: TaskRunOptions,
): Promise<{ readonly stop: RunStop; readonly run: TaskRun }> {
  const { stop, result: run } = await runs.track(leaseOwner, async (stop) => {
    const stopHeartbeat = startLeaseHeartbeat({
      renew: () => extendLease(deps.db, taskId, leaseOwner, deps.leaseTtlMs),
      leaseTtlMs: deps.leaseTtlMs,
      controller: stop.cancellation,
      onRenewalError: (error) => deps.logger.warn({ err: error, taskId }, 'lease extension failed'),
    });
    const run = new TaskRun(deps, taskId, leaseOwner, stop, options);
    await traceTaskRun(
      deps.db,
      taskId,
      options.claimed,
      () => run.run(),
      () => run.traceSummary,
    ).finally(stopHeartbeat);
    return run;
  });
  return { stop, run };
}
