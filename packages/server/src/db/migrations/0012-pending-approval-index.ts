import { type Kysely, sql } from 'kysely';

/**
 * The approval inbox (`GET /approvals`) starts from a user's tasks that wait for a decision; a
 * partial index holds only those, so finding them costs the same beside millions of settled tasks.
 * Their calls are then found by `tool_calls_task_status`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tasks_pending_approval')
    .on('tasks')
    .column('user_id')
    .where(sql.ref('status'), '=', 'PENDING_APPROVAL')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_pending_approval').execute();
}
