import { sql, type Transaction } from 'kysely';
import type { Database, Notification } from '../db/index.js';
import { nowIso, PrecompiledQuery } from '../db/index.js';
import type { NotificationChannels } from './notification-kinds.js';
import { notificationKindInfo } from './notification-kinds.js';
import { channelsFor, flagOf } from './notification-preferences.js';
import type { NewNotification } from './task-notification.js';

/** The row stored (null when its user does not want it in the app), and whether they want it by e-mail. */
export interface InsertedNotification {
  readonly row: Notification | null;
  readonly email: boolean;
}

/**
 * Stores a notification inside the transaction of the change it tells about, when its user wants
 * its kind in the app. The user's choice is read by the insert itself, which also returns their
 * e-mail choice: one statement for every settled task. Only a user who turned the kind off in the
 * app costs a second read, for the e-mail choice, and only where e-mail is sent at all.
 */
export async function insertNotificationIfWanted(
  trx: Transaction<Database>,
  notification: NewNotification,
  emailIsSent: boolean,
): Promise<InsertedNotification> {
  const defaults = notificationKindInfo(notification.type).defaults;
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
  const { rows } = await insertIfWanted.execute(trx, {
    ...values,
    defaultInApp: flagOf(defaults.inApp),
    defaultEmail: flagOf(defaults.email),
  });
  const [inserted] = rows;
  if (inserted) return { row: { ...values, id: inserted.id }, email: inserted.email === 1 };
  if (!emailIsSent) return { row: null, email: false };
  const channels: NotificationChannels = await channelsFor(trx, notification.userId, notification.type);
  return { row: null, email: channels.email };
}

type InsertParams = Omit<Notification, 'id'> & { defaultInApp: 0 | 1; defaultEmail: 0 | 1 };

// Written once for both engines: explicit casts type the bound values of the select list (as text,
// not the columns' varchar(n), which would cut a long value instead of refusing it), and both
// SQLite and PostgreSQL allow a subquery in RETURNING.
const insertIfWanted = new PrecompiledQuery<InsertParams, { id: number; email: 0 | 1 }>((db, slots) => {
  const chosen = (channel: 'in_app' | 'email') =>
    sql`(select ${sql.ref(channel)} from notification_preferences where user_id = ${slots.user_id} and kind = ${slots.type})`;
  const statement = sql<{ id: number; email: 0 | 1 }>`insert into notifications
      (user_id, type, title, body, task_id, data, read_at, created_at)
    select cast(${slots.user_id} as integer), cast(${slots.type} as text),
      cast(${slots.title} as text), cast(${slots.body} as text), cast(${slots.task_id} as integer),
      cast(${slots.data} as text), cast(${slots.read_at} as text), cast(${slots.created_at} as text)
    where coalesce(${chosen('in_app')}, ${slots.defaultInApp}) = 1
    returning id, coalesce(${chosen('email')}, ${slots.defaultEmail}) as email`;
  return { compile: () => statement.compile(db) };
});
