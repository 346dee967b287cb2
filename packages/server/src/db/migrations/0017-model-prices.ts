import type { Kysely } from 'kysely';
import { defaultModelPrices } from './0017-default-model-prices.js';
import { notNull, type PortableColumns } from './portable-columns.js';

const price = 'double precision';

/**
 * Cost and usage. `model_prices`: one row per model name, US dollars per million tokens, seeded
 * with the shipped defaults (`source = 'default'`; an administrator's edit makes it `custom`).
 * `llm_driver_configurations.prices`: a configuration's own prices (JSON), which win over the
 * table. `usage` gains what a turn cost when it was recorded — `cost` in `currency`, priced by
 * `price_source` (`configuration` or `price_table`, as `priced_as`) — all NULL for a turn whose
 * price was unknown, so no later price change rewrites history. `usage_created_at` serves the
 * usage report's date range.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .id(db.schema.createTable('model_prices'))
    .addColumn('model', 'varchar(200)', (column) => column.notNull().unique())
    .addColumn('input_per_million', price, notNull)
    .addColumn('output_per_million', price, notNull)
    .addColumn('cached_input_per_million', price)
    .addColumn('cache_creation_per_million', price)
    .addColumn('source', 'varchar(16)', notNull)
    .addColumn('updated_by', 'integer')
    .$call((table) => columns.timestamps(table))
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('model_prices' as never)
    .values(
      defaultModelPrices.map((row) => ({
        model: row.model,
        input_per_million: row.input,
        output_per_million: row.output,
        cached_input_per_million: row.cached_input,
        cache_creation_per_million: row.cache_creation,
        source: 'default',
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();
  await db.schema.alterTable('llm_driver_configurations').addColumn('prices', 'text').execute();
  for (const [name, type] of [
    ['cost', price],
    ['currency', 'varchar(3)'],
    ['price_source', 'varchar(16)'],
    ['priced_as', 'varchar(200)'],
  ] as const) {
    await db.schema.alterTable('usage').addColumn(name, type).execute();
  }
  await db.schema.createIndex('usage_created_at').on('usage').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('usage_created_at').execute();
  for (const name of ['priced_as', 'price_source', 'currency', 'cost']) {
    await db.schema.alterTable('usage').dropColumn(name).execute();
  }
  await db.schema.alterTable('llm_driver_configurations').dropColumn('prices').execute();
  await db.schema.dropTable('model_prices').execute();
}
