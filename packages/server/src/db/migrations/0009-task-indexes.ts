import { type Kysely, sql } from 'kysely';

/**
 * Indexes for what the worker polls and for what deleting a task touches:
 * - the claim takes the queued task with the lowest id (the first queue index led with
 *   `retry_after`, which the claim never orders by, so SQLite walked the whole tasks table at
 *   every claim); the retry poll finds failed tasks whose automatic retry is due. Both are
 *   partial, as small as what they index;
 * - every column that references a task, a history row or an agent: deleting the parent looks
 *   its referencing rows up (cascade or set null), and without an index each lookup read the
 *   whole table, all of it under the write lock (half a second per task beside 300,000 events).
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
  await db.schema
    .createIndex('tasks_retry_of')
    .on('tasks')
    .column('retry_of_task_id')
    .where(sql.ref('retry_of_task_id'), 'is not', null)
    .execute();
  for (const [name, table, column] of referencingColumns) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

const referencingColumns = [
  ['events_task', 'events', 'task_id'],
  ['notifications_task', 'notifications', 'task_id'],
  ['schedule_occurrences_task', 'schedule_occurrences', 'task_id'],
  ['tool_calls_history', 'tool_calls', 'task_history_id'],
  ['tool_calls_agent', 'tool_calls', 'agent_id'],
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of referencingColumns) await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex('tasks_retry_of').execute();
  await db.schema.dropIndex('tasks_retry_due').execute();
  await db.schema.dropIndex('tasks_queued').execute();
  await db.schema
    .createIndex('tasks_queued')
    .on('tasks')
    .columns(['retry_after', 'id'])
    .where(sql.ref('status'), '=', 'QUEUED')
    .execute();
}
