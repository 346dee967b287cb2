import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * Records that the task holds these files, in the transaction that writes the message or result
 * carrying them; from then on a file is removed with the last task that holds it.
 */
export async function linkTaskFiles(
  trx: Queryable,
  taskId: number,
  fileIds: readonly number[],
): Promise<void> {
  if (fileIds.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto('task_files')
    .values([...new Set(fileIds)].map((fileId) => ({ task_id: taskId, file_id: fileId, created_at: now })))
    .onConflict((conflict) => conflict.columns(['task_id', 'file_id']).doNothing())
    .execute();
  await trx
    .updateTable('files')
    .set({ attached_at: now })
    .where('id', 'in', fileIds)
    .where('attached_at', 'is', null)
    .execute();
}

/** The files the tasks hold, before the tasks are deleted (their links go with them). */
export async function filesOfTasks(trx: Queryable, taskIds: readonly number[]): Promise<number[]> {
  if (taskIds.length === 0) return [];
  const rows = await trx
    .selectFrom('task_files')
    .select('file_id')
    .distinct()
    .where('task_id', 'in', taskIds)
    .execute();
  return rows.map((row) => row.file_id);
}

/**
 * Deletes those of the files that went to a task and that no task holds any more (call after
 * the tasks' deletion, in its transaction). Answers the content hashes no file row uses now, whose
 * blobs can go once the transaction has committed.
 */
export async function deleteReleasedFiles(
  trx: Transaction<Database>,
  fileIds: readonly number[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const released = await trx
    .deleteFrom('files')
    .where('id', 'in', fileIds)
    .where('attached_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('task_files')
            .select('task_files.file_id')
            .whereRef('task_files.file_id', '=', 'files.id'),
        ),
      ),
    )
    .returning('sha256')
    .execute();
  const hashes = [...new Set(released.map((file) => file.sha256))];
  if (hashes.length === 0) return [];
  const stillUsed = await trx
    .selectFrom('files')
    .select('sha256')
    .distinct()
    .where('sha256', 'in', hashes)
    .execute();
  const used = new Set(stillUsed.map((file) => file.sha256));
  return hashes.filter((hash) => !used.has(hash));
}
