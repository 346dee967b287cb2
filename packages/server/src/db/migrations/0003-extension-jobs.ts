import type { Kysely } from 'kysely';
import { notNull, type PortableColumns } from './portable-columns.js';

/**
 * The scheduled jobs of the App and the plugins: when each is next due, which worker holds it
 * while it runs, and how its last run went. One row per job, shared by every worker.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('extension_jobs'))
        .addColumn('extension_slug', 'varchar(100)', notNull)
        .addColumn('job_name', 'varchar(100)', notNull)
        .addColumn('schedule', 'varchar(200)', notNull)
        .addColumn('timezone', 'varchar(100)', notNull)
        .addColumn('next_due_at', 'text', notNull)
        .addColumn('lease_owner', 'varchar(200)')
        .addColumn('lease_expires_at', 'text')
        .addColumn('last_started_at', 'text')
        .addColumn('last_finished_at', 'text')
        .addColumn('last_status', 'varchar(20)')
        .addColumn('last_error', 'text'),
    )
    .execute();
  await db.schema
    .createIndex('extension_jobs_job_unique')
    .unique()
    .on('extension_jobs')
    .columns(['extension_slug', 'job_name'])
    .execute();
}
