import { sql } from 'kysely';
import type { DatabaseConnection } from '../../src/db/index.js';

/** A table's indexes by name, each with its definition as the database keeps it. */
export async function tableIndexes(
  connection: DatabaseConnection,
  table: string,
): Promise<Map<string, string>> {
  const { rows } =
    connection.engine === 'sqlite'
      ? await sql<{ name: string; definition: string }>`
          select name, sql as definition from sqlite_master
          where type = 'index' and tbl_name = ${table} and sql is not null`.execute(connection.db)
      : await sql<{ name: string; definition: string }>`
          select indexname as name, indexdef as definition from pg_indexes
          where tablename = ${table}`.execute(connection.db);
  return new Map(rows.map((row) => [row.name, row.definition]));
}
