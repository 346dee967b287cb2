import type { Kysely, Transaction } from 'kysely';
import type { Database, Notification } from '../db/index.js';
import { nowIso } from '../db/index.js';
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
}

/** One user's notifications: every operation is scoped to `userId`, so another's is never found. */
export class NotificationStore {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number, query: NotificationQuery): Promise<NotificationPage> {
    const mine = () => {
      const rows = this.db.selectFrom('notifications').where('user_id', '=', userId);
      return query.unreadOnly ? rows.where('read_at', 'is', null) : rows;
    };
    const [items, counted] = await Promise.all([
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
    ]);
    return { items, total: Number(counted.total) };
  }

  /** Marks one notification read (keeping the first read time); null when the user has no such one. */
  async markRead(userId: number, id: number): Promise<Notification | null> {
    const row = await this.db
      .updateTable('notifications')
      .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(nowIso())) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  /** Marks every unread notification read; returns how many were. */
  async markAllRead(userId: number): Promise<number> {
    const result = await this.db
      .updateTable('notifications')
      .set({ read_at: nowIso() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** False when the user has no such notification. */
  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('notifications')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}

/** Stores a notification inside the transaction of the change it tells about. */
export async function insertNotification(
  trx: Transaction<Database>,
  notification: NewNotification,
): Promise<Notification> {
  return trx
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      type: notification.type,
      title: notification.title,
      body: notification.body,
      task_id: notification.taskId,
      data: JSON.stringify(notification.data),
      read_at: null,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
