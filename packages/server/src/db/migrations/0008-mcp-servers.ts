import type { Kysely } from 'kysely';
import { notNull, type PortableColumns, references, requiredReference } from './portable-columns.js';

/**
 * MCP servers registered as tool sources: global (`owner_user_id` null, administrators) or one
 * user's. `secrets` holds the encrypted headers / environment; `tools` caches the server's last
 * tool list (names, descriptions, input schemas and their hashes), so every process registers the
 * tools without connecting first. `auth` is `none` (headers and bearer token only) or `oauth`
 * (each user connects their own account).
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
        .addColumn('auth', 'varchar(10)', (column) => column.notNull().defaultTo('none'))
        .addColumn('icon', 'varchar(255)')
        .addColumn('secrets', 'text', notNull)
        .addColumn('tools', 'text', notNull)
        .addColumn('tools_refreshed_at', 'text')
        .addColumn('last_error', 'text'),
    )
    .execute();
  await db.schema.createIndex('mcp_servers_owner').on('mcp_servers').column('owner_user_id').execute();
  // One user's OAuth session with one server: client registration, tokens and the PKCE verifier
  // of a connection under way, all in `data` (encrypted JSON). `pending_state` finds the row when
  // the authorization server sends the person back.
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('mcp_oauth_credentials'))
        .addColumn('server_id', 'integer', requiredReference('mcp_servers.id', 'cascade'))
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn('data', 'text', notNull)
        .addColumn('pending_state', 'varchar(64)')
        .addColumn('expires_at', 'text'),
    )
    .addUniqueConstraint('mcp_oauth_credentials_server_user', ['server_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('mcp_oauth_credentials_state')
    .on('mcp_oauth_credentials')
    .column('pending_state')
    .execute();
}
