import type { Kysely } from 'kysely';
import { flag } from './portable-columns.js';

/**
 * An agent whose task reaches its step limit pauses it (AWAITING_BUDGET, "allow N more steps")
 * unless `pause_at_step_limit` is 0, which keeps the old behaviour for unattended runs: the task
 * fails with MAX_STEPS_REACHED.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('pause_at_step_limit', 'integer', flag(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agents').dropColumn('pause_at_step_limit').execute();
}
