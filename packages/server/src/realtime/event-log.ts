import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, DatabaseEngine } from '../db/index.js';
import { isoAfter, nowIso, PrecompiledQueries, PrecompiledQuery, type Slots } from '../db/index.js';
import type { DurableEventType, NewEvent } from './event-types.js';

/** The channel PostgreSQL notifies, with the user's id, when a user's events commit. */
export const eventsChannel = 'spora_events';

/** An event read back from the log; `data` is its JSON text, sent on as stored. */
export interface StoredEvent {
  readonly sequence: number;
  readonly type: DurableEventType;
  readonly data: string;
}

/** How much of the log is kept: a client that was away longer than this reloads instead. */
export interface RetentionPolicy {
  readonly maxAgeMs: number;
  readonly maxEventsPerUser: number;
}

export const defaultRetention: RetentionPolicy = { maxAgeMs: 24 * 60 * 60_000, maxEventsPerUser: 1000 };

type Allocation = {
  readonly userId: number;
  readonly count: number;
  readonly channel: string;
  readonly notified: string;
};

const allocation = (db: Kysely<Database>, slots: Slots<Allocation>) =>
  db
    .updateTable('users')
    .set((eb) => ({ last_event_sequence: eb('last_event_sequence', '+', slots.count) }))
    .where('id', '=', slots.userId);

const allocateSequences = new PrecompiledQuery<Allocation>((db, slots) =>
  allocation(db, slots).returning('last_event_sequence'),
);

const allocateAndNotify = new PrecompiledQuery<Allocation>((db, slots) =>
  allocation(db, slots).returning([
    'last_event_sequence',
    sql<unknown>`pg_notify(${slots.channel}, ${slots.notified})`.as('notified'),
  ]),
);

// One statement per number of events appended at once (a write appends a handful).
const insertEvents = new PrecompiledQueries<Record<string, unknown>>(
  (key) => (db, slots) =>
    db.insertInto('events').values(
      Array.from({ length: Number(key) }, (_, index) => ({
        user_id: slots.userId as number,
        sequence: slots[`sequence:${index}`] as number,
        type: slots[`type:${index}`] as string,
        task_id: slots[`task:${index}`] as number | null,
        payload: slots[`payload:${index}`] as string,
        created_at: slots.createdAt as string,
      })),
    ),
);

/**
 * Each user's log of durable events, numbered by a per-user sequence without gaps. Events are
 * appended inside the transaction of the change they describe, so they commit or vanish with it.
 */
export class EventLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: DatabaseEngine,
  ) {}

  /**
   * Appends a user's events. The sequence comes from the user's row, which the update locks until
   * commit, so a user's sequence order is commit order. On PostgreSQL the same statement queues
   * the notification, which the database delivers only if the transaction commits. Returns the
   * sequence of the first event appended.
   */
  async append(trx: Transaction<Database>, userId: number, events: readonly NewEvent[]): Promise<number> {
    const allocate = this.engine === 'postgres' ? allocateAndNotify : allocateSequences;
    const allocated = await allocate.execute(trx, {
      userId,
      count: events.length,
      channel: eventsChannel,
      notified: String(userId),
    });
    const last = (allocated.rows[0] as { last_event_sequence: number } | undefined)?.last_event_sequence;
    if (last === undefined) throw new Error(`User ${userId} does not exist.`);
    const first = last - events.length + 1;
    const createdAt = nowIso();
    const params: Record<string, unknown> = { userId, createdAt };
    events.forEach((event, index) => {
      params[`sequence:${index}`] = first + index;
      params[`type:${index}`] = event.type;
      params[`task:${index}`] = event.taskId;
      params[`payload:${index}`] = JSON.stringify(event.data);
    });
    await insertEvents.execute(trx, String(events.length), params);
    return first;
  }

  /** The sequence of the user's newest event; 0 before the first. */
  async head(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select('last_event_sequence')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.last_event_sequence ?? 0;
  }

  /** The user's events after `sequence`, oldest first. */
  async readAfter(userId: number, sequence: number, limit: number): Promise<StoredEvent[]> {
    const rows = await this.db
      .selectFrom('events')
      .select(['sequence', 'type', 'payload'])
      .where('user_id', '=', userId)
      .where('sequence', '>', sequence)
      .orderBy('sequence')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      sequence: row.sequence,
      type: row.type as DurableEventType,
      data: row.payload,
    }));
  }

  /** Drops events older than the policy's age or beyond its count per user; returns how many. */
  async prune(policy: RetentionPolicy, now: number = Date.now()): Promise<number> {
    const old = await this.db
      .deleteFrom('events')
      .where('created_at', '<', isoAfter(-policy.maxAgeMs, now))
      .executeTakeFirst();
    const surplus = await this.db
      .deleteFrom('events')
      .where('sequence', '<=', (eb) =>
        eb
          .selectFrom('users')
          .select((users) => users('last_event_sequence', '-', policy.maxEventsPerUser).as('floor'))
          .whereRef('users.id', '=', 'events.user_id'),
      )
      .executeTakeFirst();
    return Number(old.numDeletedRows) + Number(surplus.numDeletedRows);
  }
}
