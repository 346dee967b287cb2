import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, DatabaseEngine } from '../db/index.js';
import { isoAfter, nowIso, PrecompiledQueries, PrecompiledQuery, pipelined } from '../db/index.js';
import type { DurableEventType, NewEvent } from './event-types.js';

/** The channel PostgreSQL notifies, with the user's id, when a user's events commit. */
export const eventsChannel = 'spora_events';

/** The channel streamed text is published on, one JSON text delta per notification. */
export const textChannel = 'spora_text_deltas';

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

type Allocation = { readonly userId: number; readonly count: number };

const allocateSequences = new PrecompiledQuery<Allocation>((db, slots) =>
  db
    .updateTable('users')
    .set((eb) => ({ last_event_sequence: eb('last_event_sequence', '+', slots.count) }))
    .where('id', '=', slots.userId)
    .returning('last_event_sequence'),
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
 * PostgreSQL: allocation, notification and insert in one statement, one round trip instead of
 * two. The update locks the user's row and queues the notification (delivered only on commit);
 * the events are numbered from the sequence it returns. Streamed text that goes with the events
 * is notified first, in the order given: a transaction's notifications are delivered in the order
 * they were queued. A user that does not exist fails the statement itself (the events' sequence
 * would be null), not only its caller: the failure then aborts the transaction even when nobody
 * waits for the answer before COMMIT (`appendLast`). One variant per number of events and of texts.
 */
const appendOnPostgres = new PrecompiledQueries<Record<string, unknown>, { sequence: number }>(
  (key) => (db, slots) => {
    const [count, textCount] = key.split(':').map(Number) as [number, number];
    const texts = Array.from(
      { length: textCount },
      (_, index) => sql`pg_notify(${slots.textChannel}, ${slots[`text:${index}`]}), `,
    );
    const rows = Array.from(
      { length: count },
      (_, index) =>
        sql`(${sql.lit(index + 1)}, ${slots[`type:${index}`]}::varchar, ${slots[`task:${index}`]}::integer, ${slots[`payload:${index}`]}::text)`,
    );
    const statement = sql<{ sequence: number }>`with allocated as (
        update users set last_event_sequence = last_event_sequence + ${sql.lit(count)}
        where id = ${slots.userId}
        returning last_event_sequence, ${sql.join(texts, sql``)}pg_notify(${slots.channel}, ${slots.notified})
      )
      insert into events (user_id, sequence, type, task_id, payload, created_at)
      select ${slots.userId}::integer,
        (select last_event_sequence from allocated) - ${sql.lit(count)} + event.position,
        event.type, event.task_id, event.payload, ${slots.createdAt}::text
      from (values ${sql.join(rows)}) as event(position, type, task_id, payload)
      order by event.position
      returning sequence`;
    return { compile: () => statement.compile(db) };
  },
);

/** One user's events for `EventLog.appendLast`. */
export interface LastAppend {
  readonly userId: number;
  readonly events: readonly NewEvent[];
  /** Streamed text deltas that go out ahead of the events (PostgreSQL only). */
  readonly texts: readonly string[];
  /** Told the first event's sequence once the answer is read. */
  readonly appended: (first: number) => void;
}

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
   * sequence of the first event appended. `texts` (PostgreSQL only) are streamed text deltas, as
   * notification payloads, that go out with the events and ahead of them.
   */
  async append(
    trx: Transaction<Database>,
    userId: number,
    events: readonly NewEvent[],
    texts: readonly string[] = [],
  ): Promise<number> {
    const params: Record<string, unknown> = { userId, createdAt: nowIso() };
    events.forEach((event, index) => {
      params[`type:${index}`] = event.type;
      params[`task:${index}`] = event.taskId;
      params[`payload:${index}`] = JSON.stringify(event.data);
    });
    if (this.engine === 'postgres') {
      texts.forEach((text, index) => {
        params[`text:${index}`] = text;
      });
      const inserted = await appendOnPostgres
        .execute(trx, `${events.length}:${texts.length}`, {
          ...params,
          channel: eventsChannel,
          notified: String(userId),
          textChannel,
        })
        .catch((error: unknown) => {
          throw isNullSequence(error) ? new Error(`User ${userId} does not exist.`) : error;
        });
      return Math.min(...inserted.rows.map((row) => row.sequence));
    }
    if (texts.length > 0) throw new Error('Streamed text goes with events on PostgreSQL only.');
    const allocated = await allocateSequences.execute(trx, { userId, count: events.length });
    const last = (allocated.rows[0] as { last_event_sequence: number } | undefined)?.last_event_sequence;
    if (last === undefined) throw new Error(`User ${userId} does not exist.`);
    const first = last - events.length + 1;
    events.forEach((_event, index) => {
      params[`sequence:${index}`] = first + index;
    });
    await insertEvents.execute(trx, String(events.length), params);
    return first;
  }

  /**
   * `append` for each of `appends`, as the last statements their transaction waits for. On
   * PostgreSQL they are sent without waiting for their answers, so COMMIT follows them on the
   * wire: a user's row, which every event of the user's tasks locks until commit, is then held for
   * the time the server takes, not also for a round trip and for this thread's event loop to read
   * the answer (under load, all of a user's writes queued behind that lock). A failure aborts the
   * transaction, whose COMMIT then fails with it (`kyselyPool`). Each `appended` is told its first
   * event's sequence once the answer is read, which may be just after the transaction's commit has
   * resolved. On SQLite it is `append`, one after another.
   */
  async appendLast(trx: Transaction<Database>, appends: readonly LastAppend[]): Promise<void> {
    if (this.engine !== 'postgres') {
      for (const { userId, events, texts, appended } of appends) {
        appended(await this.append(trx, userId, events, texts));
      }
      return;
    }
    if (appends.length === 0) return;
    // Sent before this returns: Kysely would hold each back until the transaction's statements
    // before it were answered, and COMMIT, which it sends directly, would overtake them.
    const view = await pipelined(trx);
    for (const { userId, events, texts, appended } of appends) {
      this.append(view, userId, events, texts).then(appended, () => {});
    }
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

  /**
   * Drops events older than the policy's age or beyond its count per user; returns how many.
   * Events are numbered in the order they are appended, so the old ones are those before the first
   * event young enough to keep: found by walking the primary key from the oldest, which reads only
   * the events it then drops (the log keeps no index by age, one b-tree fewer at every write).
   */
  async prune(policy: RetentionPolicy, now: number = Date.now()): Promise<number> {
    const cutoff = isoAfter(-policy.maxAgeMs, now);
    const old = await this.db
      .deleteFrom('events')
      .where('id', '<', (eb) =>
        eb.fn.coalesce(
          eb.selectFrom('events').select('id').where('created_at', '>=', cutoff).orderBy('id').limit(1),
          eb.selectFrom('events').select((max) => sql<number>`${max.fn.max('id')} + 1`.as('next')),
        ),
      )
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

/** PostgreSQL's refusal of an event without a sequence: its user's row was not there to number it. */
function isNullSequence(error: unknown): boolean {
  const { code, column } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    column?: unknown;
  };
  return code === '23502' && column === 'sequence';
}
