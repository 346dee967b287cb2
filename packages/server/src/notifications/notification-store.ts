import type { Kysely, Transaction } from 'kysely';
import type { Database, Notification } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { NotificationChangeRecorder } from './notification-change.js';
import { NotificationDelivery } from './notification-delivery.js';
import { notificationView } from './notification-view.js';
import type { NewNotification } from './task-notification.js';

export interface NotificationQuery {
  readonly unreadOnly: boolean;
  readonly limit: number;
  readonly offset: number;
}

export interface NotificationPage {
  /** Newest first. */
  readonly items: readonly Notification[];
  readonly total: number;
  /** The user's unread notifications, whatever the query: what a bell shows. */
  readonly unread: number;
}

/**
 * One user's notifications: every operation is scoped to `userId`, so another's is never found.
 * A change is recorded for the user's live clients in its own transaction, and only when
 * something changed.
 */
export class NotificationStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly changes: NotificationChangeRecorder,
    private readonly delivery: NotificationDelivery = new NotificationDelivery(),
  ) {}

  /**
   * Notifies a user of something other than a task's own status change (those the task events
   * carry), e.g. a scheduled run that finished: by the channels they chose, inside `trx`, and
   * announced to their live clients. Returns the stored row, or null when they want this kind
   * only by e-mail or not at all.
   */
  async notify(trx: Transaction<Database>, notification: NewNotification): Promise<Notification | null> {
    const row = await this.delivery.deliver(trx, notification);
    if (row) {
      await this.changes.record(trx, {
        kind: 'created',
        userId: row.user_id,
        notification: notificationView(row),
      });
    }
    return row;
  }

  async list(userId: number, query: NotificationQuery): Promise<NotificationPage> {
    const mine = () => {
      const rows = this.db.selectFrom('notifications').where('user_id', '=', userId);
      return query.unreadOnly ? rows.where('read_at', 'is', null) : rows;
    };
    const [items, counted, unread] = await Promise.all([
      mine()
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      mine()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('unread'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    // PostgreSQL counts as bigint, which `pg` returns as text.
    return { items, total: Number(counted.total), unread: Number(unread.unread) };
  }

  /** Marks one notification read (keeping the first read time); null when the user has no such one. */
  async markRead(userId: number, id: number): Promise<Notification | null> {
    return this.db.transaction().execute(async (trx) => {
      const readAt = nowIso();
      const marked = await trx
        .updateTable('notifications')
        .set({ read_at: readAt })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (marked) {
        await this.changes.record(trx, { kind: 'read', userId, notificationIds: [marked.id], readAt });
        return marked;
      }
      const unchanged = await trx
        .selectFrom('notifications')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return unchanged ?? null;
    });
  }

  /** Marks every unread notification read; returns how many were. */
  async markAllRead(userId: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const readAt = nowIso();
      const marked = await trx
        .updateTable('notifications')
        .set({ read_at: readAt })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .returning('id')
        .execute();
      if (marked.length > 0) {
        await this.changes.record(trx, { kind: 'read', userId, notificationIds: idsOf(marked), readAt });
      }
      return marked.length;
    });
  }

  /** False when the user has no such notification. */
  async remove(userId: number, id: number): Promise<boolean> {
    return (await this.removeWhere(userId, id)) === 1;
  }

  /** Deletes all of the user's notifications; returns how many there were. */
  async removeAll(userId: number): Promise<number> {
    return this.removeWhere(userId, null);
  }

  /** Deletes the user's notification `id`, or all of them when null; returns how many. */
  private async removeWhere(userId: number, id: number | null): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const mine = trx.deleteFrom('notifications').where('user_id', '=', userId);
      const deleted = await (id === null ? mine : mine.where('id', '=', id)).returning('id').execute();
      if (deleted.length > 0) {
        await this.changes.record(trx, { kind: 'deleted', userId, notificationIds: idsOf(deleted) });
      }
      return deleted.length;
    });
  }
}

function idsOf(rows: readonly { readonly id: number }[]): number[] {
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
