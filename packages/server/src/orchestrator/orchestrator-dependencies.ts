import type { TaskRunDependencies } from './task-run.js';

/**
 * `sync`: requests that start or resume work run the loop before they return.
 * `worker`: they queue the task and return at once; a worker runs it.
 */
export type ExecutionMode = 'sync' | 'worker';

export interface OrchestratorDependencies extends TaskRunDependencies {
  readonly mode: ExecutionMode;
  /**
   * Called when a run was stopped (named by its lease owner, never by its task: the task may
   * have a new run by the time the signal arrives), so it is cancelled in whichever process runs it.
   */
  readonly onStopped?: (leaseOwner: string) => void;
  /** Identifies this process in lease owners. */
  readonly processId?: string;
}
