import { type Kysely, sql } from 'kysely';

/**
 * How an interrupted call ended: `not_started` (the task stopped before it began, so it had no
 * effect) or `may_have_run` (it was running, so it may have had its effect). Calls interrupted
 * before this migration are told apart by whether their execution had started.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tool_calls').addColumn('interruption', 'varchar(20)').execute();
  await sql`update tool_calls set interruption = case when execution_started_at is null
    then 'not_started' else 'may_have_run' end where status = 'INTERRUPTED'`.execute(db);
}
