import { type Kysely, sql } from 'kysely';

/**
 * Fewer b-trees written at every step of the loop (see bench/ANALYSIS.md, pages per step).
 *
 * - `events_created` indexed every event by age, and only pruning read it. Events are numbered in
 *   the order they are appended, so pruning by age walks the primary key from the oldest event to
 *   the first one young enough to keep, and the index is dropped.
 * - Columns that reference a row only for rehearsals are NULL on nearly every row. Their indexes,
 *   which deleting the referenced row needs, hold only the rows that have a value: a lookup by
 *   `column = ?` implies the column is not NULL, so both engines use the partial index for it, and
 *   an ordinary call or task no longer writes an index entry for NULL.
 */
const nullableReferences = [
  ['tool_calls_simulated_from', 'tool_calls', 'simulated_from_call_id'],
  ['tasks_rehearsal', 'tasks', 'rehearsal_id'],
  ['tasks_rehearsal_of', 'tasks', 'rehearsal_of_task_id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_created').execute();
  for (const [name, table, column] of nullableReferences) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on(table)
      .column(column)
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of nullableReferences) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
  await db.schema.createIndex('events_created').on('events').column('created_at').execute();
}
