import type { Kysely } from 'kysely';
import { notNull, type PortableColumns } from './portable-columns.js';

/**
 * `decision_record_archives`: the ranges of the decision record the retention job archived (and
 * deleted), each with its sequence range, row count, the hash of its last row (where the chain
 * goes on) and the export file. No foreign keys: an archive row outlives the administrator who set
 * the retention. `tool_call_decisions_decided_at` lets the job find a month's last row without
 * reading the table.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .id(db.schema.createTable('decision_record_archives'))
    .addColumn('first_sequence', 'integer', (column) => column.notNull().unique())
    .addColumn('last_sequence', 'integer', (column) => column.notNull().unique())
    .addColumn('row_count', 'integer', notNull)
    .addColumn('last_row_hash', 'varchar(64)', notNull)
    .addColumn('decided_before', 'text', notNull)
    .addColumn('first_decided_at', 'text', notNull)
    .addColumn('last_decided_at', 'text', notNull)
    .addColumn('export_file', 'text')
    .addColumn('export_sha256', 'varchar(64)')
    .addColumn('retention_days', 'integer', notNull)
    .addColumn('retention_set_by', 'integer')
    .addColumn('archived_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('tool_call_decisions_decided_at')
    .on('tool_call_decisions')
    .column('decided_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tool_call_decisions_decided_at').execute();
  await db.schema.dropTable('decision_record_archives').execute();
}
