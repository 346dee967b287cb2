import { sql, type Transaction } from 'kysely';
import type { Database, TaskHistoryRow } from '../db/index.js';
import { nowIso, PrecompiledQueries } from '../db/index.js';
import { appendHistoryRows, historyValues, type NewHistoryEntry } from './history.js';

/**
 * A run's claim on its task, checked by the statement that appends the first row: the task must
 * still be RUNNING under `leaseOwner`; `values` are then set on it, or with null its row is only
 * locked, as an update would lock it.
 */
export interface HistoryClaim {
  readonly taskId: number;
  readonly leaseOwner: string;
  readonly values: Readonly<Record<string, unknown>> | null;
}

/**
 * `appendHistoryRows` on PostgreSQL with the run's claim checked in the statement that appends the
 * first row, before that row: one round trip instead of two, and the task's row is locked first, as
 * a write that checks its claim on its own locks it. Null when the claim no longer holds, and then
 * nothing was appended.
 */
export async function appendHistoryRowsHolding(
  trx: Transaction<Database>,
  sequence: number,
  entries: readonly NewHistoryEntry[],
  claim: HistoryClaim,
): Promise<TaskHistoryRow[] | null> {
  const [entry, ...rest] = entries;
  if (entry === undefined) return [];
  const values = historyValues(claim.taskId, sequence, entry, nowIso());
  // Columns given as undefined are left as they are, as `updateHeldTask` leaves them.
  const columns = Object.entries(claim.values ?? {}).flatMap(([column, value]) =>
    value === undefined ? [] : [column],
  );
  const params: Record<string, unknown> = {
    ...values,
    'claim:task': claim.taskId,
    'claim:owner': claim.leaseOwner,
  };
  for (const column of columns) params[`set:${column}`] = claim.values?.[column];
  const key = claim.values === null ? 'lock' : columns.join(',');
  const { rows } = await heldAppendOnPostgres.execute(trx, key, params);
  const id = rows[0]?.id;
  if (id === undefined) return null;
  const first: TaskHistoryRow = { ...values, id };
  return [first, ...(await appendHistoryRows(trx, claim.taskId, sequence + 1, rest))];
}

/** The history row's columns with the PostgreSQL type each parameter is read as. */
const historyColumnTypes = [
  ['task_id', 'integer'],
  ['sequence', 'integer'],
  ['role', 'varchar'],
  ['content', 'text'],
  ['tool_call_id', 'varchar'],
  ['tool_name', 'varchar'],
  ['tool_call_payload', 'text'],
  ['input_tokens', 'integer'],
  ['output_tokens', 'integer'],
  ['summarized_sequence_range', 'varchar'],
  ['attachments', 'text'],
  ['content_blocks', 'text'],
  ['created_at', 'text'],
  ['reasoning_tokens', 'integer'],
  ['cached_tokens', 'integer'],
  ['cache_creation_tokens', 'integer'],
  ['provider', 'varchar'],
  ['model', 'varchar'],
  ['raw_usage', 'text'],
  ['cost', 'double precision'],
  ['currency', 'varchar'],
  ['price_source', 'varchar'],
  ['priced_as', 'varchar'],
] as const;

// One variant per set of task columns the claim sets (or `lock` for none).
const heldAppendOnPostgres = new PrecompiledQueries<Record<string, unknown>, { id: number }>(
  (claimed) => (db, slots) => {
    const owned = sql`id = ${slots['claim:task']} and status = 'RUNNING' and lease_owner = ${slots['claim:owner']}`;
    const setColumns = claimed === '' ? [] : claimed.split(',');
    const held =
      claimed === 'lock'
        ? sql`select id from tasks where ${owned} for no key update`
        : sql`update tasks set ${sql.join(setColumns.map((column) => sql`${sql.ref(column)} = ${slots[`set:${column}`]}`))}
            where ${owned} returning id`;
    const typed = sql.join(
      historyColumnTypes.map(([column, type]) => sql`${slots[column]}::${sql.raw(type)}`),
    );
    const names = sql.join(historyColumnTypes.map(([column]) => sql.ref(column)));
    const statement = sql<{ id: number }>`with held as (${held}),
      row as (insert into task_history (${names}) select ${typed} from held returning id)
      select id from row`;
    return { compile: () => statement.compile(db) };
  },
);
