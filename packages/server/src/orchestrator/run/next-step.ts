import type { Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { TaskErrorCode } from '../failure-messages.js';
import type { NewHistoryEntry } from '../history.js';
import type { BatchRecord, HistoryAppender, StatementOrder, TaskValues } from '../run-records.js';
import type { TaskEvent } from '../task-transitions.js';

/**
 * What a phase of a run decides happens next. Phases never write a task's status themselves: the
 * run's driver (`TaskRun`) applies the step, and a status is only ever written as the state
 * machine's answer to the step's event.
 */
export type NextStep =
  /** The run goes on to its next phase. */
  | { readonly kind: 'next' }
  /** The run is over and writes nothing more: cancelled, its lease lost, or nothing to load. */
  | { readonly kind: 'end' }
  /** The run ends with the task's status changed by `event`, the entries appended with it. */
  | {
      readonly kind: 'settle';
      readonly event: TaskEvent;
      readonly values?: TaskValues;
      readonly entries?: readonly NewHistoryEntry[];
    }
  /** The run ends with the task FAILED (and an automatic retry scheduled where the agent allows one). */
  | {
      readonly kind: 'fail';
      readonly code: TaskErrorCode;
      readonly reason: string;
      readonly retryAfterMs?: number | null;
    }
  /** A graceful stop: the task goes back to the queue, claimable at once. */
  | { readonly kind: 'hand_back'; readonly values?: TaskValues }
  /** A batch's results, recorded with what the task becomes in one write; the run goes on if it lets it. */
  | { readonly kind: 'record'; readonly build: BatchBuilder; readonly order?: StatementOrder };

export type BatchBuilder = (trx: Transaction<Database>, append: HistoryAppender) => Promise<BatchRecord>;

export const next: NextStep = { kind: 'next' };
export const end: NextStep = { kind: 'end' };
