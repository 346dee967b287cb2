import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * One model turn's token usage, tied to the assistant history row the turn produced; or, in a
 * rehearsal, what inventing a simulated result spent, tied to that result's tool row.
 */
export interface TurnUsageView {
  /** The `sequence` of that assistant row in the task's history. */
  readonly history_sequence: number;
  readonly input_tokens: number;
  readonly output_tokens: number;
  readonly reasoning_tokens: number;
  /** Input tokens read from the provider's prompt cache (a cache-hit share is this / input). */
  readonly cached_tokens: number;
  readonly cache_creation_tokens: number;
  readonly provider: string;
  readonly model: string | null;
  /** What the turn cost when it was recorded, in US dollars; `null` when its price was unknown. */
  readonly cost: number | null;
  readonly price_source: 'configuration' | 'price_table' | null;
  readonly priced_as: string | null;
  readonly created_at: string;
}

/** A task's turns in history order; after `sinceSequence` only, when given (as history is). */
export async function loadTurnUsage(
  db: Kysely<Database>,
  taskId: number,
  sinceSequence?: number,
): Promise<TurnUsageView[]> {
  const rows = await db
    .selectFrom('task_history')
    .select([
      'sequence',
      'input_tokens',
      'output_tokens',
      'reasoning_tokens',
      'cached_tokens',
      'cache_creation_tokens',
      'provider',
      'model',
      'cost',
      'price_source',
      'priced_as',
      'created_at',
    ])
    .where('task_id', '=', taskId)
    .where('provider', 'is not', null)
    .$if(sinceSequence !== undefined, (query) => query.where('sequence', '>', sinceSequence as number))
    .orderBy('sequence')
    .execute();
  // A row that records a spend has every count set (`TaskHistoryTable`).
  return rows.map((row) => ({
    history_sequence: row.sequence,
    input_tokens: row.input_tokens ?? 0,
    output_tokens: row.output_tokens ?? 0,
    reasoning_tokens: row.reasoning_tokens ?? 0,
    cached_tokens: row.cached_tokens ?? 0,
    cache_creation_tokens: row.cache_creation_tokens ?? 0,
    provider: row.provider ?? 'unknown',
    model: row.model,
    cost: row.cost,
    price_source: row.price_source,
    priced_as: row.priced_as,
    created_at: row.created_at,
  }));
}
