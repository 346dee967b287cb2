import Type from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

const price = (description: string) => Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description });
const cachePrice = (description: string) =>
  Nullable(price(`${description}; null bills these tokens as input`));

/** Prices per million tokens in USD, as a configuration or a price-table row carries them. */
const priceFields = {
  input_per_million: price('USD per million uncached input tokens'),
  output_per_million: price('USD per million output tokens (reasoning included)'),
  cached_input_per_million: cachePrice('USD per million input tokens read from the prompt cache'),
  cache_creation_per_million: cachePrice('USD per million tokens written to the prompt cache'),
};

/** A configuration's own prices; they win over the price table for every turn it runs. */
export const ConfigurationPricesResource = Type.Object(
  { ...priceFields, currency: Type.Literal('USD') },
  { additionalProperties: false, ...named('ConfigurationPrices') },
);

export const ConfigurationPricesBody = Type.Object(
  { prices: Nullable(Type.Object(priceFields, { additionalProperties: false })) },
  { additionalProperties: false },
);

/** One row of the price table. */
export const ModelPriceResource = Type.Object(
  {
    id: Type.Integer(),
    model: Type.String({
      description:
        'Matched exactly (case-insensitive), else as the model a dated snapshot (-YYYY-MM-DD, -YYYYMMDD) or -latest alias names',
    }),
    ...priceFields,
    currency: Type.Literal('USD'),
    source: Type.Union([Type.Literal('default'), Type.Literal('custom')], {
      description: '`default`: as Spora ships it; `custom`: set by an administrator',
    }),
    updated_by: Nullable(Type.Integer()),
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('ModelPrice') },
);

export const ModelPriceBody = Type.Object(
  { model: Type.String({ minLength: 1, maxLength: 200 }), ...priceFields },
  { additionalProperties: false },
);

const totalsFields = {
  turns: Type.Integer(),
  input_tokens: Type.Integer(),
  output_tokens: Type.Integer(),
  cached_tokens: Type.Integer(),
  cache_creation_tokens: Type.Integer(),
  reasoning_tokens: Type.Integer(),
  cost: Nullable(
    Type.Number({ description: 'USD, summed over the priced turns; null when no turn was priced' }),
  ),
  priced_turns: Type.Integer(),
  unpriced_turns: Type.Integer({ description: 'Turns of a model with no known price: not in `cost`' }),
};

export const UsageTotalsResource = Type.Object(totalsFields, {
  additionalProperties: false,
  ...named('UsageTotals'),
});

const UsagePointResource = Type.Object(
  { date: Type.String({ format: 'date' }), ...totalsFields },
  { additionalProperties: false, ...named('UsagePoint') },
);

const UsageSeriesResource = Type.Object(
  {
    key: Type.String({
      description: "The agent's or user's id, or the model's name; `all` when not grouped",
    }),
    label: Type.String(),
    totals: UsageTotalsResource,
    points: Type.Array(UsagePointResource, { description: 'One per day of the range' }),
  },
  { additionalProperties: false, ...named('UsageSeries') },
);

export const UsageGroupings = Type.Union([
  Type.Literal('agent'),
  Type.Literal('model'),
  Type.Literal('user'),
  Type.Literal('none'),
]);

export const UsageReportResource = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    time_zone: Type.String(),
    bucket: Type.Literal('day'),
    group_by: UsageGroupings,
    currency: Type.Literal('USD'),
    days: Type.Array(Type.String({ format: 'date' })),
    series: Type.Array(UsageSeriesResource, { description: 'Largest cost first; real work only' }),
    totals: UsageTotalsResource,
    rehearsal: Type.Object(totalsFields, {
      additionalProperties: false,
      description:
        'What rehearsals spent in the range, with the same filters: apart from `series` and `totals`, which count real work only',
    }),
  },
  { additionalProperties: false, ...named('UsageReport') },
);
