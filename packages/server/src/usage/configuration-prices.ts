import type { ModelPrice } from './model-price.js';

/** A configuration's own prices as stored (`llm_driver_configurations.prices`) and as the API shows them. */
export interface ConfigurationPrices {
  readonly input_per_million: number;
  readonly output_per_million: number;
  readonly cached_input_per_million: number | null;
  readonly cache_creation_per_million: number | null;
}

/** The stored prices, or `null` when none are set or the text is unreadable (then the table prices). */
export function parseConfigurationPrices(text: string | null): ConfigurationPrices | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<ConfigurationPrices> | null;
    if (typeof parsed?.input_per_million !== 'number' || typeof parsed.output_per_million !== 'number')
      return null;
    return {
      input_per_million: parsed.input_per_million,
      output_per_million: parsed.output_per_million,
      cached_input_per_million: parsed.cached_input_per_million ?? null,
      cache_creation_per_million: parsed.cache_creation_per_million ?? null,
    };
  } catch {
    return null;
  }
}

export function modelPriceOf(prices: ConfigurationPrices): ModelPrice {
  return {
    input: prices.input_per_million,
    output: prices.output_per_million,
    cachedInput: prices.cached_input_per_million,
    cacheCreation: prices.cache_creation_per_million,
  };
}
