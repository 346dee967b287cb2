import type { MigrationColumns } from '@spora/sdk';
import { type Kysely, sql } from 'kysely';
import { memoryLimits } from '../memory-limits.js';

/**
 * One table for both scopes: `agent_id` names the agent, or is `null` for the owner's global
 * memories. A name is unique per agent, and per owner among global memories (a partial index,
 * since `null` never equals `null` in a unique index). Memories go with their agent or owner.
 */
export async function up(db: Kysely<unknown>, columns: MigrationColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('memories'))
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('agent_id', 'integer', (column) => column.references('agents.id').onDelete('cascade'))
        .addColumn('name', `varchar(${memoryLimits.name})`, (column) => column.notNull())
        .addColumn('summary', `varchar(${memoryLimits.summary})`)
        .addColumn('content', 'text', (column) => column.notNull())
        .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0)),
    )
    .execute();
  await db.schema
    .createIndex('memories_agent_name_unique')
    .unique()
    .on('memories')
    .columns(['agent_id', 'name'])
    .execute();
  await db.schema
    .createIndex('memories_global_name_unique')
    .unique()
    .on('memories')
    .columns(['user_id', 'name'])
    .where(sql.ref('agent_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('memories').execute();
}
