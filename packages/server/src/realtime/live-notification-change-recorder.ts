import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import type { NotificationChange, NotificationChangeRecorder } from '../notifications/index.js';
import type { EventLog } from './event-log.js';
import type { EventSignal } from './event-signal.js';
import type { NewEvent } from './event-types.js';

/** Records new notifications, and changes people make to theirs, in their event logs; subscribers wake on commit. */
export class LiveNotificationChangeRecorder implements NotificationChangeRecorder {
  constructor(
    private readonly log: EventLog,
    private readonly signal: EventSignal,
  ) {}

  async record(trx: Transaction<Database>, change: NotificationChange): Promise<void> {
    await this.log.append(trx, change.userId, [notificationChangeEvent(change)]);
    this.signal.appended(change.userId);
  }
}

/** The live event that tells a user's clients of a change in their notifications. */
export function notificationChangeEvent(change: NotificationChange): NewEvent {
  switch (change.kind) {
    case 'created':
      return {
        type: 'notification',
        taskId: change.notification.task_id,
        data: { notification: change.notification },
      };
    case 'read':
      return {
        type: 'notification_read',
        taskId: null,
        data: { notification_ids: change.notificationIds, read_at: change.readAt },
      };
    case 'deleted':
      return {
        type: 'notification_deleted',
        taskId: null,
        data: { notification_ids: change.notificationIds },
      };
  }
}
