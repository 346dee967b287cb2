import { type Kysely, sql } from 'kysely';
import { counter, type PortableColumns, requiredReference } from './portable-columns.js';

/**
 * A turn's usage moves onto the history row it belongs to (see bench/ANALYSIS.md, pages per step).
 *
 * `usage` held one row per assistant row (and per rehearsal result a model invented), repeating
 * its token counts, with three indexes of its own: four b-trees written at every step. Now the
 * history row carries the rest — reasoning, cached and cache-creation tokens, provider, model,
 * the provider's raw figures and the turn's cost — and `provider` is set exactly on the rows that
 * record a spend. `driver_meta_info` was never written and is not carried over.
 *
 * Two partial indexes hold the spent rows only, each with every figure that budgets, the usage
 * report and a task's totals add up: by date (`task_history_spent_at`: the budget gate's period,
 * the usage report's range) and by task (`task_history_spent_by_task`: a task's own spending).
 * They cover those reads, so the history rows themselves, whose content, tool arguments and
 * thinking can run to many overflow pages on SQLite, are never read to add up a spend.
 */
const usageColumns = [
  ['reasoning_tokens', 'integer'],
  ['cached_tokens', 'integer'],
  ['cache_creation_tokens', 'integer'],
  ['provider', 'varchar(32)'],
  ['model', 'varchar(200)'],
  ['raw_usage', 'text'],
  ['cost', 'double precision'],
  ['currency', 'varchar(3)'],
  ['price_source', 'varchar(16)'],
  ['priced_as', 'varchar(200)'],
] as const;

const carried = ['input_tokens', 'output_tokens', ...usageColumns.map(([name]) => name)];

/** What adding up spending reads of a spent row, beside the columns an index is searched by. */
const spentFigures = [
  'provider',
  'model',
  'input_tokens',
  'output_tokens',
  'reasoning_tokens',
  'cached_tokens',
  'cache_creation_tokens',
  'cost',
  'currency',
];

const spentIndexes = [
  ['task_history_spent_at', ['created_at', 'task_id']],
  ['task_history_spent_by_task', ['task_id', 'created_at']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of usageColumns) {
    await db.schema.alterTable('task_history').addColumn(name, type).execute();
  }
  // A rehearsal's invented result kept its tokens on the usage row only: they move too.
  await sql`update task_history set ${sql.join(carried.map((name) => sql`${sql.ref(name)} = ${sql.ref(`usage.${name}`)}`))}
    from usage where usage.task_history_id = task_history.id`.execute(db);
  await db.schema.dropTable('usage').execute();
  for (const [name, leading] of spentIndexes) {
    await db.schema
      .createIndex(name)
      .on('task_history')
      .columns([...leading, ...spentFigures])
      .where(sql.ref('provider'), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  for (const [name] of spentIndexes) await db.schema.dropIndex(name).execute();
  await columns
    .id(db.schema.createTable('usage'))
    .addColumn('task_history_id', 'integer', requiredReference('task_history.id', 'cascade'))
    .addColumn('task_id', 'integer', requiredReference('tasks.id', 'cascade'))
    .addColumn('input_tokens', 'integer', counter)
    .addColumn('output_tokens', 'integer', counter)
    .addColumn('reasoning_tokens', 'integer', counter)
    .addColumn('cached_tokens', 'integer', counter)
    .addColumn('cache_creation_tokens', 'integer', counter)
    .addColumn('provider', 'varchar(32)', (column) => column.notNull().defaultTo('unknown'))
    .addColumn('model', 'varchar(200)')
    .addColumn('raw_usage', 'text')
    .addColumn('driver_meta_info', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('cost', 'double precision')
    .addColumn('currency', 'varchar(3)')
    .addColumn('price_source', 'varchar(16)')
    .addColumn('priced_as', 'varchar(200)')
    .execute();
  await sql`insert into usage (task_history_id, task_id, created_at, ${sql.join(carried.map((name) => sql.ref(name)))})
    select id, task_id, created_at, ${sql.join(carried.map((name) => sql.ref(name)))}
    from task_history where provider is not null`.execute(db);
  // The tokens of an invented result lived on its usage row only.
  await sql`update task_history set input_tokens = null, output_tokens = null
    where role = 'tool' and provider is not null`.execute(db);
  await db.schema
    .createIndex('usage_task_history_unique')
    .unique()
    .on('usage')
    .column('task_history_id')
    .execute();
  await db.schema.createIndex('usage_task').on('usage').column('task_id').execute();
  await db.schema.createIndex('usage_created_at').on('usage').column('created_at').execute();
  for (const [name] of [...usageColumns].reverse()) {
    await db.schema.alterTable('task_history').dropColumn(name).execute();
  }
}
