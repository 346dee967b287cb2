import type { Kysely } from 'kysely';

/**
 * What a personal API token may do: its scope (`read`, `tasks`, `agents`, `admin`) and, optionally,
 * the agents it is limited to (a JSON array of ids; NULL: all the user's agents). Tokens that
 * existed before scopes could do everything their user could, so they become `admin`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('api_tokens')
    .addColumn('scope', 'varchar(16)', (column) => column.notNull().defaultTo('admin'))
    .execute();
  await db.schema.alterTable('api_tokens').addColumn('agent_ids', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_tokens').dropColumn('agent_ids').execute();
  await db.schema.alterTable('api_tokens').dropColumn('scope').execute();
}
