import type { ToolResult } from '@spora/sdk';
import type { Task, TaskHistoryRow } from '../db/index.js';
import type { TaskControlRequest } from '../tools/index.js';
import type { ModelSpend, NewHistoryEntry } from './history.js';
import type { TaskEvent } from './task-transitions.js';
import type { PlannedCall } from './tool-call-plan.js';

/**
 * What the phases of a run (see `TaskRun`) hand to its writes: the task values a write applies,
 * what a batch of calls records, and the calls themselves as they ran.
 */

/** The claim was lost (aborted, continued, or reaped): stop without writing anything more. */
export class LeaseLostError extends Error {}

/** Columns a write sets; the status is never one of them, but the state machine's answer to an event. */
export type TaskValues = Partial<Omit<Task, 'id' | 'created_at' | 'status'>>;

/** What a write does to the task: its values, and the event that changes its status, if any. */
export interface TaskUpdate {
  readonly event?: TaskEvent;
  readonly values?: TaskValues;
}

/**
 * What a write's builder runs first. 'appends-first': its first statement appends history, or it
 * runs none (and returns the entries to append). Then, on PostgreSQL, the claim is checked by that
 * append's statement instead of one of its own (see `appendHistoryRowsHolding`): the task's row is
 * still locked before anything else is written.
 */
export type StatementOrder = 'any' | 'appends-first';

/** What a write's builder returns when it also decides what becomes of the task. */
export interface BuiltWrite {
  readonly entries: NewHistoryEntry[];
  readonly task: TaskUpdate | null;
}

/** What recording a batch decides: the rows to append, the task's values, whether the loop goes on. */
export interface BatchRecord extends BuiltWrite {
  readonly continues: boolean;
}

/** Appends history rows inside a write, in order, and returns them as stored. */
export type HistoryAppender = (entries: readonly NewHistoryEntry[]) => Promise<TaskHistoryRow[]>;

/** A call that may run before anything of its turn is recorded: one that only reads, or a refusal. */
export function mayRunBeforeRecorded(plan: PlannedCall): boolean {
  if (plan.kind === 'refused') return true;
  if (plan.kind !== 'run') return false;
  return plan.tool.allowedOperations.some(
    (operation) => operation.name === plan.operation && operation.readOnly === true,
  );
}

export type RefusedCall = Extract<PlannedCall, { kind: 'refused' }>;

export type RecordableCall = ExecutedCall | { readonly refusal: RefusedCall };

/** A call that ran, with the delegation requests it made. */
export interface ExecutedCall {
  readonly rowId: number;
  readonly providerCallId: string;
  readonly toolName: string;
  readonly result: ToolResult;
  readonly requests: readonly TaskControlRequest[];
  /** The shutdown's grace period ended before the call did: it is closed as interrupted. */
  readonly cutShort?: boolean;
  /** For a call a person approved with changed arguments: what the model is told about the change. */
  readonly editNote?: string;
  /** The call's row was inserted with this result already (a call that only reads). */
  readonly resultStored?: boolean;
  /** What a model was paid to invent a rehearsal's simulated result: recorded with the result. */
  readonly spend?: ModelSpend;
}

/** Written whenever a run stops holding a task. */
export const settledLease = { lease_owner: null, lease_expires_at: null, claim_attempts: 0 } as const;
