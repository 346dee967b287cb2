import type { DatabaseEngineName } from './core-services.js';

/**
 * Column shapes that mean the same on SQLite and PostgreSQL. `table` is a Kysely
 * `CreateTableBuilder`; each helper returns it with the columns added.
 */
export interface MigrationColumns {
  readonly engine: DatabaseEngineName;
  /** An integer primary key `id` the database assigns. */
  id<Table>(table: Table): Table;
  /** `created_at` and `updated_at`, UTC ISO-8601 text. */
  timestamps<Table>(table: Table): Table;
}

/**
 * The module a migration file exports, the same shape as the platform's own migrations. `Db`
 * is the Kysely instance type the migration uses (`Kysely<unknown>`).
 */
export interface ExtensionMigration<Db = unknown> {
  up(db: Db, columns: MigrationColumns): Promise<void>;
  down?(db: Db, columns: MigrationColumns): Promise<void>;
}
