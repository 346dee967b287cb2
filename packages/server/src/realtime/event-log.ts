import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, DatabaseEngine } from '../db/index.js';
import { isoAfter, nowIso } from '../db/index.js';
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
    const allocate = trx
      .updateTable('users')
      .set((eb) => ({ last_event_sequence: eb('last_event_sequence', '+', events.length) }))
      .where('id', '=', userId);
    const allocated =
      this.engine === 'postgres'
        ? await allocate
            .returning([
              'last_event_sequence',
              sql<unknown>`pg_notify(${eventsChannel}, ${String(userId)})`.as('notified'),
            ])
            .executeTakeFirstOrThrow()
        : await allocate.returning('last_event_sequence').executeTakeFirstOrThrow();
    const first = allocated.last_event_sequence - events.length + 1;
    const createdAt = nowIso();
    await trx
      .insertInto('events')
      .values(
        events.map((event, index) => ({
          user_id: userId,
          sequence: first + index,
          type: event.type,
          task_id: event.taskId,
          payload: JSON.stringify(event.data),
          created_at: createdAt,
        })),
      )
      .execute();
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
