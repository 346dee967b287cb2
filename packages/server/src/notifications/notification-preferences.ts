import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso, PrecompiledQuery } from '../db/index.js';
import {
  type NotificationChannels,
  type NotificationKind,
  notificationKindInfo,
  notificationKinds,
} from './notification-kinds.js';

/** One kind's channels for one user. */
export interface NotificationPreference extends NotificationChannels {
  readonly kind: NotificationKind;
}

export interface NotificationPreferenceChange {
  readonly kind: NotificationKind;
  readonly inApp?: boolean;
  readonly email?: boolean;
}

type Reader = Kysely<Database> | Transaction<Database>;

/** Per-user choices of which notifications reach them and how; a kind never chosen keeps its defaults. */
export class NotificationPreferences {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every kind, in the kinds' order. */
  async list(userId: number): Promise<NotificationPreference[]> {
    const rows = await this.db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    const chosen = new Map(rows.map((row) => [row.kind, row]));
    return notificationKinds.map(({ kind, defaults }) => {
      const row = chosen.get(kind);
      return row ? { kind, inApp: row.in_app === 1, email: row.email === 1 } : { kind, ...defaults };
    });
  }

  /** Applies the changes in one transaction; a channel left out keeps its value. */
  async update(
    userId: number,
    changes: readonly NotificationPreferenceChange[],
  ): Promise<NotificationPreference[]> {
    await this.db.transaction().execute(async (trx) => {
      for (const change of changes) {
        const current = await channelsFor(trx, userId, change.kind);
        const now = nowIso();
        const values = {
          in_app: flagOf(change.inApp ?? current.inApp),
          email: flagOf(change.email ?? current.email),
          updated_at: now,
        };
        await trx
          .insertInto('notification_preferences')
          .values({ user_id: userId, kind: change.kind, ...values, created_at: now })
          .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet(values))
          .execute();
      }
    });
    return this.list(userId);
  }
}

/** How `kind` reaches `userId`, read inside the caller's transaction. */
export async function channelsFor(
  db: Reader,
  userId: number,
  kind: NotificationKind,
): Promise<NotificationChannels> {
  const [row] = (await channelsQuery.execute(db, { userId, kind })).rows;
  return row ? { inApp: row.in_app === 1, email: row.email === 1 } : notificationKindInfo(kind).defaults;
}

// Read for every notification a settled task sends: compiled once.
const channelsQuery = new PrecompiledQuery<
  { userId: number; kind: NotificationKind },
  { in_app: 0 | 1; email: 0 | 1 }
>((db, slots) =>
  db
    .selectFrom('notification_preferences')
    .select(['in_app', 'email'])
    .where('user_id', '=', slots.userId)
    .where('kind', '=', slots.kind),
);

/** A channel's choice as stored. */
export function flagOf(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}
