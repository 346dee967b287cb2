import type { Kysely, Selectable } from 'kysely';
import type { Database, ModelPricesTable } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { ConfigurationPrices } from './configuration-prices.js';
import { UsageError } from './usage-error.js';

export type ModelPriceRow = Selectable<ModelPricesTable>;

/** A price as an administrator writes it: a model name and its prices per million tokens. */
export interface ModelPriceInput extends ConfigurationPrices {
  readonly model: string;
}

/** The price table, read and edited by administrators. Model names are kept trimmed and lower-case. */
export class ModelPriceTable {
  constructor(private readonly db: Kysely<Database>) {}

  list(): Promise<ModelPriceRow[]> {
    return this.db.selectFrom('model_prices').selectAll().orderBy('model').execute();
  }

  async get(id: number): Promise<ModelPriceRow> {
    const row = await this.db.selectFrom('model_prices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new UsageError('NOT_FOUND', `Model price ${id} not found.`);
    return row;
  }

  async create(input: ModelPriceInput, by: number): Promise<ModelPriceRow> {
    const model = normalModelName(input.model);
    const now = nowIso();
    // One statement: of two administrators adding the same model at once, one gets the conflict.
    const row = await this.db
      .insertInto('model_prices')
      .values({
        ...priceColumns(input),
        model,
        source: 'custom',
        updated_by: by,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('model').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new UsageError('MODEL_PRICE_EXISTS', `The price table has a price for ${model} already.`);
    return row;
  }

  async update(id: number, input: ModelPriceInput, by: number): Promise<ModelPriceRow> {
    const model = normalModelName(input.model);
    const clash = await this.db
      .selectFrom('model_prices')
      .select('id')
      .where('model', '=', model)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (clash)
      throw new UsageError('MODEL_PRICE_EXISTS', `The price table has a price for ${model} already.`);
    const row = await this.db
      .updateTable('model_prices')
      .set({ ...priceColumns(input), model, source: 'custom', updated_by: by, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new UsageError('NOT_FOUND', `Model price ${id} not found.`);
    return row;
  }

  /** Removes a price: the model's later turns are "price unknown"; recorded costs stay. */
  async delete(id: number): Promise<void> {
    const { numDeletedRows } = await this.db
      .deleteFrom('model_prices')
      .where('id', '=', id)
      .executeTakeFirst();
    if (numDeletedRows === 0n) throw new UsageError('NOT_FOUND', `Model price ${id} not found.`);
  }
}

export function normalModelName(model: string): string {
  const name = model.trim().toLowerCase();
  if (name === '')
    throw new UsageError('VALIDATION_ERROR', 'A model price needs a model name.', { model: 'is empty' });
  return name;
}

function priceColumns(input: ConfigurationPrices) {
  return {
    input_per_million: input.input_per_million,
    output_per_million: input.output_per_million,
    cached_input_per_million: input.cached_input_per_million,
    cache_creation_per_million: input.cache_creation_per_million,
  };
}
