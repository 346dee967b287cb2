import Type from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** One model turn's token usage (`TurnUsageView`), for a per-turn table. */
export const TurnUsageResource = Type.Object(
  {
    history_sequence: Type.Integer({
      description:
        'The assistant history row the turn produced; in a rehearsal also the tool row of a simulated result whose invention the model was paid for',
    }),
    input_tokens: Type.Integer(),
    output_tokens: Type.Integer(),
    reasoning_tokens: Type.Integer(),
    cached_tokens: Type.Integer({ description: 'Input tokens read from the prompt cache' }),
    cache_creation_tokens: Type.Integer(),
    provider: Type.String(),
    model: Nullable(Type.String()),
    cost: Nullable(
      Type.Number({ description: 'What the turn cost when it was recorded, in USD; null: price unknown' }),
    ),
    price_source: Nullable(
      Type.Union([Type.Literal('configuration'), Type.Literal('price_table')], {
        description: "The configuration's own prices, or the price table",
      }),
    ),
    priced_as: Nullable(Type.String({ description: 'The price table model the turn was priced as' })),
    created_at: Timestamp,
  },
  { additionalProperties: false, ...named('TurnUsage') },
);

/** Where a task's automatic retry stands (`AutoRetryView`), for the failure banner. */
export const AutoRetryResource = Type.Object(
  {
    state: Type.Union(
      [
        Type.Literal('scheduled'),
        Type.Literal('exhausted'),
        Type.Literal('not_configured'),
        Type.Literal('not_retryable'),
        Type.Literal('none'),
      ],
      {
        description:
          '`scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed',
      },
    ),
    attempts: Type.Integer({ description: 'Automatic retries made for this task so far' }),
    max_retries: Type.Integer(),
    retry_after_minutes: Type.Integer(),
    retry_at: Nullable(Timestamp),
  },
  { additionalProperties: false, ...named('AutoRetry') },
);
