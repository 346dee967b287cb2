import type { TaskStatus } from '../db/index.js';
import { type TaskEvent, taskStatusAfterOrNull } from './task-transitions.js';

/** What a person may do to a task, as the API's `allowed_actions` lists it. */
export type TaskAction = 'approve' | 'reject' | 'extend' | 'reconcile' | 'abort' | 'continue' | 'retry';

/** The events each action applies; an action is allowed where one of them is. */
const actionEvents: Readonly<Record<TaskAction, readonly TaskEvent[]>> = {
  approve: ['decided'],
  reject: ['decided'],
  // Allow more of the budget the task stopped at (its step limit).
  extend: ['budget_extended'],
  // Say what became of a call that may have run when its worker stopped.
  reconcile: ['reconciled'],
  abort: ['aborted'],
  // From RUNNING, continue first interrupts the run (seed 001).
  continue: ['continued', 'interrupted_to_continue'],
  retry: ['retried'],
};

export const taskActions = Object.keys(actionEvents) as TaskAction[];

/** The actions the state machine allows on a task in `status`, in a fixed order. */
export function allowedTaskActions(status: TaskStatus): TaskAction[] {
  return taskActions.filter((action) =>
    actionEvents[action].some((event) => taskStatusAfterOrNull(status, event) !== null),
  );
}
