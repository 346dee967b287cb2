import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { PrecompiledQuery } from '../db/precompiled-query.js';
import type { LlmConfiguration } from '../llm/llm-configuration-resolver.js';
import { parseStoredSettings } from '../llm/llm-configuration-settings.js';
import { modelPriceOf, parseConfigurationPrices } from './configuration-prices.js';
import { type ModelPrice, matchModelPrice, type TurnPricing, unknownPrice } from './model-price.js';

/**
 * The prices one run charges its turns at, read once with its model configuration: the
 * configuration's own prices when it has them (then the table is not read), else the price table.
 * A turn is priced by the model name the provider reported, else the configured one.
 */
export class PriceBook {
  private readonly byModel = new Map<string, TurnPricing>();

  private constructor(
    private readonly own: ModelPrice | null,
    private readonly table: ReadonlyMap<string, ModelPrice>,
    private readonly configuredModel: string | null,
  ) {}

  /**
   * `tableRead` is the table, when the caller started reading it before the configuration was
   * known (a run reads both at once); a configuration with its own prices leaves it unused.
   */
  static async load(
    db: Kysely<Database>,
    configuration: LlmConfiguration,
    tableRead?: Promise<readonly PriceTableRow[]>,
  ): Promise<PriceBook> {
    const own = parseConfigurationPrices(configuration.prices);
    const model = parseStoredSettings(configuration.settings)?.model;
    const configuredModel = typeof model === 'string' && model.trim() !== '' ? model : null;
    if (own) return new PriceBook(modelPriceOf(own), new Map(), configuredModel);
    const rows = await (tableRead ?? readPriceTable(db));
    const table = new Map(
      rows.map((row) => [
        row.model.toLowerCase(),
        {
          input: row.input_per_million,
          output: row.output_per_million,
          cachedInput: row.cached_input_per_million,
          cacheCreation: row.cache_creation_per_million,
        },
      ]),
    );
    return new PriceBook(null, table, configuredModel);
  }

  /** How a turn of `reportedModel` (the provider's answer; `null` when it named none) is priced. */
  pricingOf(reportedModel: string | null): TurnPricing {
    if (this.own) return { kind: 'priced', source: 'configuration', pricedAs: null, price: this.own };
    const model = reportedModel ?? this.configuredModel;
    if (model === null) return unknownPrice;
    const known = this.byModel.get(model);
    if (known) return known;
    const match = matchModelPrice(this.table, model);
    const pricing: TurnPricing = match
      ? { kind: 'priced', source: 'price_table', pricedAs: match.model, price: match.entry }
      : unknownPrice;
    this.byModel.set(model, pricing);
    return pricing;
  }
}

/** One row of the price table, as a run reads it. */
export interface PriceTableRow {
  readonly model: string;
  readonly input_per_million: number;
  readonly output_per_million: number;
  readonly cached_input_per_million: number | null;
  readonly cache_creation_per_million: number | null;
}

/** Every row of the price table. */
export async function readPriceTable(db: Kysely<Database>): Promise<readonly PriceTableRow[]> {
  return (await priceTable.execute(db, {})).rows;
}

// Read at every run that has no prices of its own: compiled once.
const priceTable = new PrecompiledQuery<Record<string, never>, PriceTableRow>((db) =>
  db
    .selectFrom('model_prices')
    .select([
      'model',
      'input_per_million',
      'output_per_million',
      'cached_input_per_million',
      'cache_creation_per_million',
    ]),
);
