import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DatabaseEngine } from '../database.js';

/**
 * Column shapes that mean the same on SQLite and PostgreSQL, so one migration set serves both.
 */
export class PortableColumns {
  constructor(readonly engine: DatabaseEngine) {}

  /** An integer primary key the database assigns. */
  id<Table extends string, Columns extends string>(
    table: CreateTableBuilder<Table, Columns>,
  ): CreateTableBuilder<Table, Columns | 'id'> {
    return this.engine === 'postgres'
      ? table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
  }

  /** `created_at` and `updated_at`, UTC ISO-8601 text. */
  timestamps<Table extends string, Columns extends string>(
    table: CreateTableBuilder<Table, Columns>,
  ): CreateTableBuilder<Table, Columns | 'created_at' | 'updated_at'> {
    return table
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull());
  }
}

export const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
export const flag = (defaultValue: 0 | 1) => (column: ColumnDefinitionBuilder) =>
  column.notNull().defaultTo(defaultValue);
export const counter = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(0);
export const references =
  (target: string, onDelete: 'cascade' | 'set null') => (column: ColumnDefinitionBuilder) =>
    column.references(target).onDelete(onDelete);
export const requiredReference =
  (target: string, onDelete: 'cascade' | 'set null') => (column: ColumnDefinitionBuilder) =>
    column.notNull().references(target).onDelete(onDelete);
