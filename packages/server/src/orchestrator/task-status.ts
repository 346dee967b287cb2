import type { TaskStatus } from '../db/index.js';
import { OrchestratorError } from './orchestrator-error.js';
import { statusesAllowing } from './task-transitions.js';

export { OrchestratorError, type OrchestratorErrorCode } from './orchestrator-error.js';
export type { TaskStatus };

/** Waiting on a person, an owner's account, a budget or child tasks: nothing runs until someone acts. */
export const quiescentStatuses: ReadonlySet<TaskStatus> = new Set([
  'PENDING_APPROVAL',
  'AWAITING_SUB_AGENTS',
  'AWAITING_CONNECTION',
  'AWAITING_BUDGET',
  'NEEDS_RECONCILIATION',
  'ABORTED',
]);

/** Finished; only `continue` (or `retry` from FAILED) starts it again. */
export const terminalStatuses: ReadonlySet<TaskStatus> = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

/**
 * What `abort` stops (seed 001); ABORTED itself is accepted and left as it is. A queued task is
 * deleted rather than aborted, and a paused one rejected or deleted.
 */
export const abortableStatuses: ReadonlySet<TaskStatus> = new Set(statusesAllowing('aborted'));

/** From RUNNING, `continue` interrupts the run first. */
export const continuableStatuses: ReadonlySet<TaskStatus> = new Set([
  ...statusesAllowing('continued'),
  ...statusesAllowing('interrupted_to_continue'),
]);

/** Whether a task has stopped moving on its own (a poller may stop). */
export function isSettled(status: TaskStatus): boolean {
  return quiescentStatuses.has(status) || terminalStatuses.has(status);
}

export function invalidTransition(action: string, status: TaskStatus, taskId: number): OrchestratorError {
  return new OrchestratorError('INVALID_STATE', `Cannot ${action} task ${taskId}: it is ${status}.`, {
    taskId,
    status,
    action,
  });
}
