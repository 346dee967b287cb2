import { type Kysely, sql } from 'kysely';

/**
 * A step rewrites its task's row (the lease extended, the step counted, `updated_at`): two indexes
 * were keyed by columns that change at every step, so each step moved their entries, and on
 * PostgreSQL a row update that changes any indexed column writes a new entry into every index of
 * the table (no HOT update). Neither lookup needs the changing column in the key:
 * - the reaper finds expired leases among the running tasks, a few hundred rows it reads whole
 *   every half lease: `tasks_running` holds their ids;
 * - the metrics scrape counts the live tasks by status and reads the oldest `updated_at` from their
 *   rows: `tasks_live_status` holds only the status.
 * The partial conditions stay as they were: SQLite uses a partial index only for a query that
 * repeats its condition term for term.
 */
const liveStatuses = sql`('QUEUED', 'RUNNING', 'PENDING_APPROVAL', 'AWAITING_SUB_AGENTS',
  'AWAITING_CONNECTION', 'AWAITING_BUDGET', 'NEEDS_RECONCILIATION')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_running_lease').execute();
  await sql`create index tasks_running on tasks (id) where status = 'RUNNING'`.execute(db);
  await db.schema.dropIndex('tasks_live_status').execute();
  await sql`create index tasks_live_status on tasks (status) where status in ${liveStatuses}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_running').execute();
  await sql`create index tasks_running_lease on tasks (lease_expires_at) where status = 'RUNNING'`.execute(
    db,
  );
  await db.schema.dropIndex('tasks_live_status').execute();
  await sql`create index tasks_live_status on tasks (status, updated_at) where status in ${liveStatuses}`.execute(
    db,
  );
}
