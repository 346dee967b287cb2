import type { Transaction } from 'kysely';
import type { Database, TaskHistoryRow } from '../../db/index.js';
import type { NewHistoryEntry } from '../history.js';
import { appendHistoryRows, decodeHistoryRow, type HistoryEntry, nextHistorySequence } from '../history.js';
import type { TaskEventRecorder } from '../task-events.js';
import { getTaskIn } from './task-lock.js';

/** Appends one row to a task's conversation log in `trx`, told to live clients; answers it as read back. */
export async function appendHistoryIn(
  trx: Transaction<Database>,
  taskId: number,
  entry: NewHistoryEntry,
  events: TaskEventRecorder | undefined,
): Promise<HistoryEntry> {
  const task = await getTaskIn(trx, taskId);
  const historyRows = await appendHistoryRows(trx, taskId, await nextHistorySequence(trx, taskId), [entry]);
  await events?.record(trx, [{ task, statusChanged: false, historyRows }]);
  return decodeHistoryRow(historyRows[0] as TaskHistoryRow);
}
