import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/index.js';

export interface RateLimitRule {
  /** Names the limited action, e.g. `login`; buckets are `<name>:<key>`. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

export type RateLimitOutcome =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Fixed-window counters in the database: one atomic upsert per attempt, so the limit holds across
 * every API process (the original kept them in one process's memory).
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<Database>) {}

  async hit(rule: RateLimitRule, key: string, now: number = Date.now()): Promise<RateLimitOutcome> {
    const bucket = bucketOf(rule, key);
    const nowText = new Date(now).toISOString();
    const windowEnd = new Date(now + rule.windowMs).toISOString();
    // A window that has ended starts over at this attempt; otherwise the attempt counts in it.
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ bucket, window_started_at: nowText, hits: 1, expires_at: windowEnd })
      .onConflict((conflict) =>
        conflict.column('bucket').doUpdateSet({
          hits: sql<number>`case when rate_limit_counters.expires_at <= ${nowText} then 1 else rate_limit_counters.hits + 1 end`,
          window_started_at: sql<string>`case when rate_limit_counters.expires_at <= ${nowText} then ${nowText} else rate_limit_counters.window_started_at end`,
          expires_at: sql<string>`case when rate_limit_counters.expires_at <= ${nowText} then ${windowEnd} else rate_limit_counters.expires_at end`,
        }),
      )
      .returning(['hits', 'expires_at'])
      .executeTakeFirstOrThrow();
    const hits = Number(row.hits);
    if (hits <= rule.limit) return { allowed: true, remaining: rule.limit - hits };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.expires_at) - now) / 1000)),
    };
  }

  /**
   * Takes back one attempt counted in the current window, e.g. one that turned out not to be a
   * failure: the count stays what the other attempts made it.
   */
  async undo(rule: RateLimitRule, key: string, now: number = Date.now()): Promise<void> {
    await this.db
      .updateTable('rate_limit_counters')
      .set({ hits: sql<number>`hits - 1` })
      .where('bucket', '=', bucketOf(rule, key))
      .where('hits', '>', 0)
      .where('expires_at', '>', new Date(now).toISOString())
      .execute();
  }

  /** Forgets the attempts of one key, e.g. after a successful sign-in. */
  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('bucket', '=', bucketOf(rule, key)).execute();
  }

  async purgeExpired(now: number = Date.now()): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_counters')
      .where('expires_at', '<=', new Date(now).toISOString())
      .execute();
  }
}

function bucketOf(rule: RateLimitRule, key: string): string {
  return `${rule.name}:${key}`.slice(0, 300);
}
