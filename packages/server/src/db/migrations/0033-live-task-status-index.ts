import { type Kysely, sql } from 'kysely';

/**
 * Prometheus' scrape counts the tasks in each waiting or running status and finds the oldest: a
 * partial index holds only those tasks, so the count reads a few index entries beside millions of
 * settled tasks. The metrics query names the same statuses, in the same order, as literals, which
 * is what SQLite needs to see that the index applies.
 */
const liveStatuses = [
  'QUEUED',
  'RUNNING',
  'PENDING_APPROVAL',
  'AWAITING_SUB_AGENTS',
  'AWAITING_CONNECTION',
  'AWAITING_BUDGET',
  'NEEDS_RECONCILIATION',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tasks_live_status')
    .on('tasks')
    .columns(['status', 'updated_at'])
    .where(sql.ref('status'), 'in', liveStatuses)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_live_status').execute();
}
