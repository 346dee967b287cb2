import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import type { NotificationView } from './notification-view.js';

/** A new notification, or what a person changed in theirs, for their clients to apply. */
export type NotificationChange =
  | {
      readonly kind: 'created';
      readonly userId: number;
      readonly notification: NotificationView;
    }
  | {
      readonly kind: 'read';
      readonly userId: number;
      /** Only those that were unread, ascending. */
      readonly notificationIds: readonly number[];
      readonly readAt: string;
    }
  | {
      readonly kind: 'deleted';
      readonly userId: number;
      /** Ascending. */
      readonly notificationIds: readonly number[];
    };

/** Records notification changes for live updates. */
export interface NotificationChangeRecorder {
  /**
   * Records `change` inside its transaction. Called last in it, so the row lock it takes (the
   * user's event sequence) is held only until the commit.
   */
  record(trx: Transaction<Database>, change: NotificationChange): Promise<void>;
}
