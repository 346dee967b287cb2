/**
 * The model prices Spora ships, in US dollars per million tokens, as the providers published them
 * on their pricing pages (openai.com/api/pricing, anthropic.com/pricing) on the date below.
 * Migration 0017 seeds them; administrators change them through `/api/v1/model-prices`, and a later
 * release that updates a figure does so in its own migration, leaving edited rows alone.
 *
 * `cached_input`: what a token read from the provider's prompt cache costs; `cache_creation`: what
 * a token written to it costs where the provider bills writes (Anthropic, 5-minute cache), `null`
 * where it does not. A model is listed only where its figure is known; an unlisted model's usage
 * is "price unknown", never zero.
 */
export const defaultModelPricesTakenOn = '2025-08-15';

export interface DefaultModelPrice {
  readonly model: string;
  readonly input: number;
  readonly output: number;
  readonly cached_input: number | null;
  readonly cache_creation: number | null;
}

export const defaultModelPrices: readonly DefaultModelPrice[] = [
  // OpenAI: cached input is billed at a discount, cache writes cost nothing extra.
  { model: 'gpt-4o', input: 2.5, output: 10, cached_input: 1.25, cache_creation: null },
  { model: 'gpt-4o-mini', input: 0.15, output: 0.6, cached_input: 0.075, cache_creation: null },
  { model: 'gpt-4.1', input: 2, output: 8, cached_input: 0.5, cache_creation: null },
  { model: 'gpt-4.1-mini', input: 0.4, output: 1.6, cached_input: 0.1, cache_creation: null },
  { model: 'gpt-4.1-nano', input: 0.1, output: 0.4, cached_input: 0.025, cache_creation: null },
  { model: 'o1', input: 15, output: 60, cached_input: 7.5, cache_creation: null },
  { model: 'o1-mini', input: 1.1, output: 4.4, cached_input: 0.55, cache_creation: null },
  { model: 'o3', input: 2, output: 8, cached_input: 0.5, cache_creation: null },
  { model: 'o3-mini', input: 1.1, output: 4.4, cached_input: 0.55, cache_creation: null },
  { model: 'o4-mini', input: 1.1, output: 4.4, cached_input: 0.275, cache_creation: null },
  // Anthropic: a cache read costs 0.1× input, a 5-minute cache write 1.25× input.
  { model: 'claude-3-5-haiku', input: 0.8, output: 4, cached_input: 0.08, cache_creation: 1 },
  { model: 'claude-3-5-sonnet', input: 3, output: 15, cached_input: 0.3, cache_creation: 3.75 },
  { model: 'claude-3-7-sonnet', input: 3, output: 15, cached_input: 0.3, cache_creation: 3.75 },
  { model: 'claude-sonnet-4', input: 3, output: 15, cached_input: 0.3, cache_creation: 3.75 },
  { model: 'claude-sonnet-4-0', input: 3, output: 15, cached_input: 0.3, cache_creation: 3.75 },
  { model: 'claude-opus-4', input: 15, output: 75, cached_input: 1.5, cache_creation: 18.75 },
  { model: 'claude-opus-4-0', input: 15, output: 75, cached_input: 1.5, cache_creation: 18.75 },
  { model: 'claude-opus-4-1', input: 15, output: 75, cached_input: 1.5, cache_creation: 18.75 },
];
