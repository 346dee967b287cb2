import type { Kysely } from 'kysely';
import { references } from './portable-columns.js';

/**
 * A task is a conversation: it may carry the title a person gave it (NULL: derived from its first
 * prompt), the model configuration it answers with (NULL: the agent's), and, for a conversation
 * made by editing or regenerating a message of another, that conversation and the sequence of the
 * user message it was branched at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('title', 'varchar(200)').execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('llm_driver_config_id', 'integer', references('llm_driver_configurations.id', 'set null'))
    .execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('branched_from_task_id', 'integer', references('tasks.id', 'set null'))
    .execute();
  await db.schema.alterTable('tasks').addColumn('branched_from_sequence', 'integer').execute();
  // A conversation's detail lists the branches made from it.
  await db.schema
    .createIndex('idx_tasks_branched_from')
    .on('tasks')
    .column('branched_from_task_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idx_tasks_branched_from').execute();
  await db.schema.alterTable('tasks').dropColumn('branched_from_sequence').execute();
  await db.schema.alterTable('tasks').dropColumn('branched_from_task_id').execute();
  await db.schema.alterTable('tasks').dropColumn('llm_driver_config_id').execute();
  await db.schema.alterTable('tasks').dropColumn('title').execute();
}
