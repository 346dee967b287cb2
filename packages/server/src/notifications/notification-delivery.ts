import type { Transaction } from 'kysely';
import type { Database, Notification } from '../db/index.js';
import { insertNotificationIfWanted } from './insert-notification.js';
import type { NewNotification } from './task-notification.js';

/** Queues the e-mail of a notification, inside the transaction that stores it. */
export interface NotificationEmailQueue {
  queueNotification(trx: Transaction<Database>, notification: NewNotification): Promise<void>;
}

/**
 * Sends a notification by the channels its user chose for its kind: stored (for the bell and
 * the live stream) when they want it in the app, queued as an e-mail when they want that. Both
 * happen inside the caller's transaction, so neither outlives a change that rolls back.
 */
export class NotificationDelivery {
  constructor(private readonly email: NotificationEmailQueue | null = null) {}

  /** The stored row, or null when the user does not want this kind in the app. */
  async deliver(trx: Transaction<Database>, notification: NewNotification): Promise<Notification | null> {
    const sent = await insertNotificationIfWanted(trx, notification, this.email !== null);
    if (sent.email && this.email) await this.email.queueNotification(trx, notification);
    return sent.row;
  }
}
