import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, SecurityEventsTable } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { SecurityEvent, SecurityEventOrigin } from './security-events.js';

/** A stored event with the current e-mail addresses of its actor and subject (null once deleted). */
export type SecurityEventRow = Selectable<SecurityEventsTable> & {
  readonly actor_email: string | null;
  readonly subject_email: string | null;
};

/** What a reader narrows the log to; every field is optional and they combine with "and". */
export interface SecurityLogFilter {
  /** A kind (`sign_in.failed`) or a prefix ending in a dot (`sign_in.`). */
  readonly kind?: string;
  /** Entries where this user acted or was acted on. */
  readonly userId?: number;
  readonly address?: string;
  /** ISO-8601 bounds: at or after `from`, before `to`. */
  readonly from?: string;
  readonly to?: string;
}

const userAgentLength = 256;
const addressLength = 64;

/**
 * The security log: appends events and reads them back, newest first. Built on a transaction, it
 * writes in it, so an action that has one records its event there and both commit or neither.
 */
export class SecurityLog {
  constructor(private readonly db: Kysely<Database>) {}

  async record(event: SecurityEvent, origin: SecurityEventOrigin): Promise<void> {
    await this.db
      .insertInto('security_events')
      .values({
        occurred_at: nowIso(),
        kind: event.kind,
        actor_user_id: origin.actorUserId,
        subject_user_id: event.subjectUserId,
        address: origin.address?.slice(0, addressLength) ?? null,
        user_agent: origin.userAgent?.slice(0, userAgentLength) ?? null,
        detail: JSON.stringify(event.detail),
      })
      .execute();
  }

  /** A page of matching events, newest first, and how many match in all. */
  async list(filter: SecurityLogFilter, page: { readonly limit: number; readonly offset: number }) {
    const [items, counted] = await Promise.all([
      this.withEmails(filter)
        .orderBy('security_events.occurred_at', 'desc')
        .orderBy('security_events.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.matching(filter)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(counted.count) };
  }

  /** Every matching event, newest first, read a batch at a time for an export. */
  async *all(filter: SecurityLogFilter, batchSize = 500): AsyncGenerator<SecurityEventRow> {
    let before: number | null = null;
    for (;;) {
      const batch = await this.withEmails(filter)
        .$if(before !== null, (query) => query.where('security_events.id', '<', before ?? 0))
        .orderBy('security_events.id', 'desc')
        .limit(batchSize)
        .execute();
      yield* batch;
      const last = batch.at(-1);
      if (last === undefined || batch.length < batchSize) return;
      before = last.id;
    }
  }

  /** Deletes the events older than `before` (ISO-8601); answers how many went. */
  async prune(before: string): Promise<number> {
    const result = await this.db
      .deleteFrom('security_events')
      .where('occurred_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private withEmails(filter: SecurityLogFilter) {
    return this.matching(filter)
      .leftJoin('users as actor', 'actor.id', 'security_events.actor_user_id')
      .leftJoin('users as subject', 'subject.id', 'security_events.subject_user_id')
      .selectAll('security_events')
      .select(['actor.email as actor_email', 'subject.email as subject_email']);
  }

  private matching(filter: SecurityLogFilter) {
    const { kind, userId, address, from, to } = filter;
    return this.db
      .selectFrom('security_events')
      .$if(kind !== undefined, (query) =>
        kind?.endsWith('.')
          ? query.where((eb) => sql<boolean>`${eb.ref('kind')} like ${likePrefix(kind)} escape '\\'`)
          : query.where('kind', '=', kind ?? ''),
      )
      .$if(userId !== undefined, (query) =>
        query.where((eb) =>
          eb.or([eb('actor_user_id', '=', userId ?? 0), eb('subject_user_id', '=', userId ?? 0)]),
        ),
      )
      .$if(address !== undefined, (query) => query.where('address', '=', address ?? ''))
      .$if(from !== undefined, (query) => query.where('occurred_at', '>=', from ?? ''))
      .$if(to !== undefined, (query) => query.where('occurred_at', '<', to ?? ''));
  }
}

/** A LIKE pattern matching what starts with `prefix`; `%`, `_` and `\\` in it match only themselves. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
