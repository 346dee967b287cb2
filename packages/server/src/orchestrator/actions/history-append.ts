import type { Transaction } from 'kysely';
import type { Database, TaskHistoryRow } from '../../db/index.js';
import type { NewHistoryEntry } from '../history.js';
import { appendHistoryRows, decodeHistoryRow, type HistoryEntry, nextHistorySequence } from '../history.js';
import type { TaskEventRecorder } from '../task-events.js';
import { invalidTransition } from '../task-status.js';
import { lockTask } from './task-lock.js';

/**
 * Appends one row to a task's conversation log in `trx`, told to live clients; answers it as read
 * back. The task's row is locked first (seed 001: the next sequence is read under a lock), so
 * appends at the same moment number their rows one after the other instead of colliding. A
 * RUNNING task is refused (INVALID_STATE): its run numbers its own rows from the history it holds,
 * so a row written under it would take the number of the run's next one and fail the run.
 */
export async function appendHistoryIn(
  trx: Transaction<Database>,
  taskId: number,
  entry: NewHistoryEntry,
  events: TaskEventRecorder | undefined,
): Promise<HistoryEntry> {
  const task = await lockTask(trx, taskId);
  if (task.status === 'RUNNING') throw invalidTransition('append to the history of', task.status, taskId);
  const historyRows = await appendHistoryRows(trx, taskId, await nextHistorySequence(trx, taskId), [entry]);
  await events?.record(trx, [{ task, statusChanged: false, historyRows }]);
  return decodeHistoryRow(historyRows[0] as TaskHistoryRow);
}
