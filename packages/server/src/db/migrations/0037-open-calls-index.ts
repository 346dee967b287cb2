import { type Kysely, sql } from 'kysely';

/**
 * A task's calls by status are looked up only among the open ones (see bench/ANALYSIS.md, pages
 * per step): waiting for approval, approved, running, or held after a crash. `tool_calls_task_status`
 * indexed every call, so each call that only reads, stored once as completed, wrote an index entry
 * no lookup would ever use. `tool_calls_task_open` holds the open calls only; a call leaves it when
 * it ends. The task's other lookups go through `tool_calls_task_call`, which starts with the task.
 *
 * The list must stay the one the lookups write (`hasOpenStatus`): SQLite uses a partial index
 * only for a query that repeats its condition term for term.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tool_calls_task_status').execute();
  await sql`create index tool_calls_task_open on tool_calls (task_id, status)
    where status in ('PENDING_APPROVAL', 'APPROVED', 'EXECUTING', 'UNCERTAIN')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tool_calls_task_open').execute();
  await db.schema
    .createIndex('tool_calls_task_status')
    .on('tool_calls')
    .columns(['task_id', 'status'])
    .execute();
}
