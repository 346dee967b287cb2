import type { Kysely } from 'kysely';
import { notNull, type PortableColumns, references } from './portable-columns.js';

/**
 * Budgets in tokens or cost (USD): `global`, per `user` or per `agent` for a `period` (day or
 * month) of `time_zone`; per `task` for one task's whole life (`task_id`), or — `task_id` NULL
 * with `agent_id` — the default per-task budget of the agent's tasks. `amount` is the limit.
 * A run reads the budgets that apply to its task once, by these indexes.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('budgets'))
        .addColumn('scope', 'varchar(8)', notNull)
        .addColumn('user_id', 'integer', references('users.id', 'cascade'))
        .addColumn('agent_id', 'integer', references('agents.id', 'cascade'))
        .addColumn('task_id', 'integer', references('tasks.id', 'cascade'))
        .addColumn('unit', 'varchar(8)', notNull)
        .addColumn('currency', 'varchar(3)')
        .addColumn('amount', 'double precision', notNull)
        .addColumn('period', 'varchar(8)')
        .addColumn('time_zone', 'varchar(64)')
        .addColumn('created_by', 'integer', references('users.id', 'set null')),
    )
    .execute();
  for (const column of ['user_id', 'agent_id', 'task_id'] as const) {
    await db.schema.createIndex(`budgets_${column}`).on('budgets').column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('budgets').execute();
}
