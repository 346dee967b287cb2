import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import type { NewNotification, NotificationEmailQueue } from '../notifications/index.js';
import type { EmailLinks } from './email-links.js';
import type { Mailer } from './mailer.js';

/**
 * The e-mail of a notification: its title and text, and a link straight to its task (the
 * approval page of a task that waits, the answer of one that finished). Only active accounts
 * get mail; the text is what the notification says, which never carries credentials.
 */
export class NotificationEmails implements NotificationEmailQueue {
  constructor(
    private readonly mailer: Mailer,
    private readonly links: EmailLinks,
  ) {}

  async queueNotification(trx: Transaction<Database>, notification: NewNotification): Promise<void> {
    const user = await trx
      .selectFrom('users')
      .select(['email', 'status'])
      .where('id', '=', notification.userId)
      .executeTakeFirst();
    if (user?.status !== 'active') return;
    await this.mailer.queue(
      {
        to: user.email,
        userId: notification.userId,
        template: 'notification',
        values: {
          title: notification.title,
          body: notification.body ?? '',
          kind: notification.type,
          link: notification.taskId === null ? this.links.home() : this.links.task(notification.taskId),
          settings_link: this.links.notificationSettings(),
        },
      },
      trx,
    );
  }
}
