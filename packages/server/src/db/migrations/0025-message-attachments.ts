import type { Kysely } from 'kysely';
import { type PortableColumns, requiredReference } from './portable-columns.js';

/**
 * Files attached to tasks. `task_files` says which tasks hold which files: who may read a file
 * besides its owner (those who may see one of its tasks), and when a file attached to tasks is
 * no longer needed (its last task deleted). A file's text, once read for a model, is kept on it
 * (`extraction`, a JSON result with the text or the coded reason it could not be read), so a
 * document is read once, not once per turn; `attached_at` marks a file that went to a task.
 */
export async function up(db: Kysely<unknown>, _columns: PortableColumns): Promise<void> {
  await db.schema
    .createTable('task_files')
    .addColumn('task_id', 'integer', requiredReference('tasks.id', 'cascade'))
    .addColumn('file_id', 'integer', requiredReference('files.id', 'cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('task_files_pk', ['task_id', 'file_id'])
    .execute();
  await db.schema.createIndex('task_files_file_id').on('task_files').column('file_id').execute();
  await db.schema.alterTable('files').addColumn('extraction', 'text').execute();
  await db.schema.alterTable('files').addColumn('attached_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('attached_at').execute();
  await db.schema.alterTable('files').dropColumn('extraction').execute();
  await db.schema.dropTable('task_files').execute();
}
