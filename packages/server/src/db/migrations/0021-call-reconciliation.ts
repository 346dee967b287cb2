import type { Kysely } from 'kysely';
import { flag } from './portable-columns.js';

/**
 * A call left running by a worker that died may or may not have had its effect. An agent with
 * `reconcile_uncertain_calls` (the default) holds such a call (`UNCERTAIN`) and pauses the task
 * for a person (NEEDS_RECONCILIATION); 0 keeps the older behaviour for unattended runs: the call
 * is closed as INTERRUPTED and the model is told it may have run. The person's answer is kept on
 * the call: `reconciliation` (`ran` or `not_run`), who gave it and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('reconcile_uncertain_calls', 'integer', flag(1)).execute();
  await db.schema.alterTable('tool_calls').addColumn('reconciliation', 'varchar(20)').execute();
  await db.schema.alterTable('tool_calls').addColumn('reconciled_by', 'integer').execute();
  await db.schema.alterTable('tool_calls').addColumn('reconciled_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tool_calls').dropColumn('reconciled_at').execute();
  await db.schema.alterTable('tool_calls').dropColumn('reconciled_by').execute();
  await db.schema.alterTable('tool_calls').dropColumn('reconciliation').execute();
  await db.schema.alterTable('agents').dropColumn('reconcile_uncertain_calls').execute();
}
