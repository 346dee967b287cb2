import type { Transaction } from 'kysely';
import type { Database, Notification } from '../db/index.js';
import { nowIso, PrecompiledQuery } from '../db/index.js';
import type { NewNotification } from './task-notification.js';

/** Stores a notification inside the transaction of the change it tells about. */
export async function insertNotification(
  trx: Transaction<Database>,
  notification: NewNotification,
): Promise<Notification> {
  const values: Omit<Notification, 'id'> = {
    user_id: notification.userId,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    task_id: notification.taskId,
    data: JSON.stringify(notification.data),
    read_at: null,
    created_at: nowIso(),
  };
  const inserted = await insertNotificationRow.execute(trx, values);
  return { ...values, id: (inserted.rows[0] as { id: number }).id };
}

// Every settled task notifies its owner: compiled once, and the row is known without reading it back.
const insertNotificationRow = new PrecompiledQuery<Omit<Notification, 'id'>, { id: number }>((db, slots) =>
  db
    .insertInto('notifications')
    .values({
      user_id: slots.user_id,
      type: slots.type,
      title: slots.title,
      body: slots.body,
      task_id: slots.task_id,
      data: slots.data,
      read_at: slots.read_at,
      created_at: slots.created_at,
    })
    .returning('id'),
);
