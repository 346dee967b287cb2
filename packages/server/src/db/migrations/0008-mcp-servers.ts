import type { Kysely } from 'kysely';
import { notNull, type PortableColumns, references } from './portable-columns.js';

/**
 * MCP servers registered as tool sources: global (`owner_user_id` null, administrators) or one
 * user's. `secrets` holds the encrypted headers / environment; `tools` caches the server's last
 * tool list (names, descriptions, input schemas and their hashes), so every process registers the
 * tools without connecting first.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('mcp_servers'))
        .addColumn('slug', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('name', 'varchar(255)', notNull)
        .addColumn('owner_user_id', 'integer', references('users.id', 'cascade'))
        .addColumn('transport', 'varchar(10)', notNull)
        .addColumn('command', 'text')
        .addColumn('args', 'text', notNull)
        .addColumn('url', 'text')
        .addColumn('icon', 'varchar(255)')
        .addColumn('secrets', 'text', notNull)
        .addColumn('tools', 'text', notNull)
        .addColumn('tools_refreshed_at', 'text')
        .addColumn('last_error', 'text'),
    )
    .execute();
  await db.schema.createIndex('mcp_servers_owner').on('mcp_servers').column('owner_user_id').execute();
}
