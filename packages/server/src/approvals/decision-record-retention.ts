import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';

const settingsKey = 'decision_record_retention';

/** The shortest and longest retention an administrator may set, in days. */
export const retentionDaysRange = { min: 30, max: 36_500 } as const;

/** How long the decision record keeps rows, as an administrator set it. */
export type RetentionPolicy =
  | { readonly kind: 'keep_forever' }
  | {
      readonly kind: 'archive_after';
      readonly days: number;
      readonly setBy: number | null;
      readonly setAt: string;
    };

interface StoredPolicy {
  readonly days: number;
  readonly set_by: number | null;
  readonly set_at: string;
}

/**
 * The decision record's retention period, kept in `server_settings`. Without one every row is
 * kept for ever. Setting it deletes nothing by itself: the retention job archives whole months
 * once they are wholly older than the period.
 */
export class DecisionRecordRetention {
  constructor(private readonly db: Kysely<Database>) {}

  async get(): Promise<RetentionPolicy> {
    const row = await this.db
      .selectFrom('server_settings')
      .select('value')
      .where('key', '=', settingsKey)
      .executeTakeFirst();
    if (row === undefined) return { kind: 'keep_forever' };
    const stored = JSON.parse(row.value) as StoredPolicy;
    return { kind: 'archive_after', days: stored.days, setBy: stored.set_by, setAt: stored.set_at };
  }

  /** Sets the period (days, within `retentionDaysRange`), or keeps every row again with null. */
  async set(days: number | null, setBy: number): Promise<RetentionPolicy> {
    if (days === null) {
      await this.db.deleteFrom('server_settings').where('key', '=', settingsKey).execute();
      return { kind: 'keep_forever' };
    }
    const setAt = nowIso();
    const value = JSON.stringify({ days, set_by: setBy, set_at: setAt } satisfies StoredPolicy);
    await this.db
      .insertInto('server_settings')
      .values({ key: settingsKey, value, updated_at: setAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: setAt }))
      .execute();
    return { kind: 'archive_after', days, setBy, setAt };
  }
}
