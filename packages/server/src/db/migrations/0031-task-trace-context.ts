import type { Kysely } from 'kysely';

/**
 * The trace a task belongs to, as a W3C `traceparent`: every run of the task and every decision
 * on its calls continues it, whichever process does the work and however long the task waits.
 * NULL while tracing is off, and for tasks made before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('trace_parent', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').dropColumn('trace_parent').execute();
}
