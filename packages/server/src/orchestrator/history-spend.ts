import type { LlmUsage } from '@spora/sdk';
import type { TaskHistoryRow } from '../db/index.js';
import { costCurrency, type TurnPricing, turnCost } from '../usage/model-price.js';

/** A model request's usage, the model that answered, and the price it is charged at. */
export interface ModelSpend {
  readonly usage: LlmUsage;
  readonly model: string | null;
  readonly pricing: TurnPricing;
}

/** The history row's columns that record a spend (see `TaskHistoryTable`). */
export type SpendValues = Pick<
  TaskHistoryRow,
  | 'input_tokens'
  | 'output_tokens'
  | 'reasoning_tokens'
  | 'cached_tokens'
  | 'cache_creation_tokens'
  | 'provider'
  | 'model'
  | 'raw_usage'
  | 'cost'
  | 'currency'
  | 'price_source'
  | 'priced_as'
>;

/** A row that records no spend. */
export const noSpend: SpendValues = {
  input_tokens: null,
  output_tokens: null,
  reasoning_tokens: null,
  cached_tokens: null,
  cache_creation_tokens: null,
  provider: null,
  model: null,
  raw_usage: null,
  cost: null,
  currency: null,
  price_source: null,
  priced_as: null,
};

/**
 * A copy of a row that records no spend of its own (a conversation branch's copy: the spend was
 * the source's). The token counts stay, as the row shows them.
 */
export function copiedWithoutSpend<Row extends SpendValues>(row: Row): Row {
  return { ...row, ...noSpend, input_tokens: row.input_tokens, output_tokens: row.output_tokens };
}

export function spendValues(spend: ModelSpend): SpendValues {
  const { usage } = spend;
  return {
    input_tokens: usage.inputTokens,
    output_tokens: usage.outputTokens,
    reasoning_tokens: usage.reasoningTokens,
    cached_tokens: usage.cachedTokens,
    cache_creation_tokens: usage.cacheCreationTokens,
    provider: usage.provider,
    model: spend.model,
    raw_usage: usage.raw === null ? null : JSON.stringify(usage.raw),
    ...costValues(spend.pricing, usage),
  };
}

/** A priced turn's cost and where its price came from; all NULL for a price unknown (never zero). */
function costValues(
  pricing: TurnPricing,
  usage: LlmUsage,
): Pick<SpendValues, 'cost' | 'currency' | 'price_source' | 'priced_as'> {
  if (pricing.kind === 'unknown') return { cost: null, currency: null, price_source: null, priced_as: null };
  return {
    cost: turnCost(pricing.price, usage),
    currency: costCurrency,
    price_source: pricing.source,
    priced_as: pricing.pricedAs,
  };
}
