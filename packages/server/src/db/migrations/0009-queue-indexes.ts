import { type Kysely, sql } from 'kysely';

/**
 * The queue's partial indexes in the shape their queries read them: the claim takes the queued
 * task with the lowest id (the first index led with `retry_after`, which the claim never orders
 * by, so SQLite walked the whole tasks table instead), and the retry poll finds failed tasks
 * whose automatic retry is due without reading every failed task. Both stay as small as what
 * they index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_queued').execute();
  await db.schema
    .createIndex('tasks_queued')
    .on('tasks')
    .column('id')
    .where(sql.ref('status'), '=', 'QUEUED')
    .execute();
  await db.schema
    .createIndex('tasks_retry_due')
    .on('tasks')
    .column('retry_after')
    .where((eb) =>
      eb.and([eb(sql.ref('status'), '=', 'FAILED'), eb(sql.ref('retry_of_task_id'), 'is not', null)]),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_retry_due').execute();
  await db.schema.dropIndex('tasks_queued').execute();
  await db.schema
    .createIndex('tasks_queued')
    .on('tasks')
    .columns(['retry_after', 'id'])
    .where(sql.ref('status'), '=', 'QUEUED')
    .execute();
}
