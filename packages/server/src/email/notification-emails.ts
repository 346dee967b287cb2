import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { hasOpenStatus } from '../db/index.js';
import type { NewNotification, NotificationEmailQueue } from '../notifications/index.js';
import type { ApprovalEmailLinks } from './approval-email-links.js';
import type { EmailLinks } from './email-links.js';
import { RenderedPart } from './email-templates.js';
import type { Mailer } from './mailer.js';

/** An e-mail shows at most this many characters of a call's arguments; the page shows them all. */
const argumentsLimit = 1000;

/**
 * The e-mail of a notification: its title and text, and a link straight to its task (the
 * approval page of a task that waits, the answer of one that finished). Only active accounts
 * get mail; the text is what the notification says, which never carries credentials. A pending
 * approval's e-mail also carries, per call waiting, an approve and a reject link for its
 * recipient, each signed, single-use and expiring (`ApprovalEmailLinks`).
 */
export class NotificationEmails implements NotificationEmailQueue {
  constructor(
    private readonly mailer: Mailer,
    private readonly links: EmailLinks,
    private readonly approvalLinks: ApprovalEmailLinks,
  ) {}

  async queueNotification(trx: Transaction<Database>, notification: NewNotification): Promise<void> {
    const user = await trx
      .selectFrom('users')
      .select(['email', 'status'])
      .where('id', '=', notification.userId)
      .executeTakeFirst();
    if (user?.status !== 'active') return;
    const values = {
      title: notification.title,
      body: notification.body ?? '',
      kind: notification.type,
      link: notification.taskId === null ? this.links.home() : this.links.task(notification.taskId),
      settings_link: this.links.notificationSettings(),
    };
    const approval =
      notification.type === 'pending_approval' && notification.taskId !== null
        ? await this.approvalValues(trx, notification.taskId, notification.userId)
        : null;
    await this.mailer.queue(
      approval === null
        ? { to: user.email, userId: notification.userId, template: 'notification', values }
        : {
            to: user.email,
            userId: notification.userId,
            template: 'approval_request',
            values: { ...values, ...approval },
          },
      trx,
    );
  }

  /** The calls the task waits on, each with its links; null when none waits (nothing to link). */
  private async approvalValues(trx: Transaction<Database>, taskId: number, userId: number) {
    if (!(await this.mailer.configured(trx))) return null;
    const calls = await trx
      .selectFrom('tool_calls')
      .select(['id', 'tool_name', 'operation', 'human_description', 'proposed_arguments'])
      .where('task_id', '=', taskId)
      .where(hasOpenStatus('status', ['PENDING_APPROVAL']))
      .orderBy('call_index')
      .execute();
    if (calls.length === 0) return null;
    const now = Date.now();
    const parts: RenderedPart[] = [];
    for (const call of calls) {
      const tokens = await this.approvalLinks.issue(trx, call, userId, now);
      const shown = JSON.stringify(JSON.parse(call.proposed_arguments), null, 2);
      parts.push(
        this.mailer.templates.renderPart('approval_request_call', {
          action: call.human_description ?? call.tool_name,
          tool: call.operation === null ? call.tool_name : `${call.tool_name} · ${call.operation}`,
          arguments: shown.length <= argumentsLimit ? shown : `${shown.slice(0, argumentsLimit - 1)}…`,
          approve_link: this.links.approvalDecision(tokens.approve),
          reject_link: this.links.approvalDecision(tokens.reject),
        }),
      );
    }
    const expiresAt = new Date(now + this.approvalLinks.lifetimeMs).toISOString();
    return { calls: RenderedPart.join(parts), expires_at: expiresAt.slice(0, 16).replace('T', ' ') };
  }
}
