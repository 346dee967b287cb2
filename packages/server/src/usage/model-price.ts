import type { LlmUsage } from '@spora/sdk';

/** The one currency prices and costs are in. */
export const costCurrency = 'USD';

/** What a model's tokens cost, in US dollars per million; a `null` cache price bills as input. */
export interface ModelPrice {
  readonly input: number;
  readonly output: number;
  readonly cachedInput: number | null;
  readonly cacheCreation: number | null;
}

/** How one model turn was priced, decided once per run for each model name the provider reports. */
export type TurnPricing =
  | {
      readonly kind: 'priced';
      readonly source: 'configuration' | 'price_table';
      /** The price table's model name it matched; `null` for a configuration's own prices. */
      readonly pricedAs: string | null;
      readonly price: ModelPrice;
    }
  | { readonly kind: 'unknown' };

export const unknownPrice: TurnPricing = { kind: 'unknown' };

/**
 * A snapshot's suffix: a date (`-2024-08-06`, `-20241022`) or `-latest`. Only these let a model
 * name take the price of a shorter one: `gpt-4o-audio-preview` is another model than `gpt-4o`.
 */
const snapshotSuffix = /-(\d{4}-\d{2}-\d{2}|\d{8}|latest)$/;

/**
 * The price table entry of a model name: the exact name, else the entry the name is a dated
 * snapshot (or `-latest` alias) of — `gpt-4o-2024-08-06` is priced as `gpt-4o`. Names are matched
 * case-insensitively.
 */
export function matchModelPrice<Entry>(
  prices: ReadonlyMap<string, Entry>,
  model: string,
): { readonly model: string; readonly entry: Entry } | null {
  const name = model.trim().toLowerCase();
  const exact = prices.get(name);
  if (exact !== undefined) return { model: name, entry: exact };
  const snapshot = snapshotSuffix.exec(name);
  if (!snapshot) return null;
  const base = name.slice(0, snapshot.index);
  const entry = prices.get(base);
  return entry === undefined ? null : { model: base, entry };
}

/**
 * What a turn cost in US dollars. OpenAI counts cached tokens inside the input tokens; Anthropic
 * counts cache reads and writes apart from them, so its input tokens are all uncached.
 */
export function turnCost(price: ModelPrice, usage: LlmUsage): number {
  const cached = usage.cachedTokens;
  const written = usage.cacheCreationTokens;
  const uncached =
    usage.provider === 'anthropic' ? usage.inputTokens : Math.max(0, usage.inputTokens - cached - written);
  const perMillion =
    uncached * price.input +
    cached * (price.cachedInput ?? price.input) +
    written * (price.cacheCreation ?? price.input) +
    usage.outputTokens * price.output;
  return perMillion / 1_000_000;
}
