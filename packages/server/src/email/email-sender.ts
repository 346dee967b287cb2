import type { Logger } from '../logging/logger.js';
import type { EmailOutbox } from './email-outbox.js';
import type { SmtpSettingsStore } from './smtp-settings.js';
import { describeSendFailure, type SendEmail } from './smtp-transport.js';

export interface EmailSenderOptions {
  readonly pollIntervalMs: number;
  /** How long a claimed message is this sender's; past it another sender may try it. */
  readonly leaseMs: number;
  /** Messages sent per pass at most. */
  readonly batchSize: number;
  readonly now: () => number;
}

export const defaultEmailSenderOptions: EmailSenderOptions = {
  pollIntervalMs: 5_000,
  leaseMs: 120_000,
  batchSize: 10,
  now: () => Date.now(),
};

/**
 * Sends what the outbox holds, in the worker processes (and in `spora serve` when it runs tasks
 * itself). It runs beside the agent loop and never inside it: a slow or refusing SMTP server only
 * delays mail. A failure is logged without the message and retried with backoff.
 */
export class EmailSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly outbox: EmailOutbox,
    private readonly settings: SmtpSettingsStore,
    private readonly send: SendEmail,
    private readonly logger: Logger,
    private readonly options: EmailSenderOptions = defaultEmailSenderOptions,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass soon, unless one is running; nothing before `start()`, so only sending processes send. */
  wake(): void {
    if (!this.timer || this.running || this.stopped) return;
    this.running = this.sendDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'sending queued e-mail failed'))
      .finally(() => {
        this.running = null;
      });
  }

  /**
   * One pass: sends up to a batch of due messages; returns how many were sent. Each is claimed
   * just before it is sent, so its lease runs from then: claiming the batch at once would let a
   * slow SMTP server outlast the lease of the batch's last messages, and another sender send them too.
   */
  async sendDue(): Promise<number> {
    const settings = await this.settings.get().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'the SMTP settings cannot be read; e-mail waits');
      return null;
    });
    if (settings === null) return 0;
    let sent = 0;
    for (let index = 0; index < this.options.batchSize; index += 1) {
      const [email] = await this.outbox.claimDue(this.options.now(), this.options.leaseMs, 1);
      if (!email) break;
      if (!(await this.outbox.recipientActive(email))) {
        await this.outbox.markUndeliverable(
          email,
          'Not sent: the account is no longer active',
          this.options.now(),
        );
        continue;
      }
      try {
        const messageId = await this.send(settings, {
          to: email.to_address,
          subject: email.subject,
          text: email.text_body ?? '',
          html: email.html_body ?? '',
        });
        await this.outbox.markSent(email.id, messageId, this.options.now());
        sent += 1;
      } catch (error) {
        const reason = describeSendFailure(error);
        const outcome = await this.outbox.markFailed(email, reason, this.options.now());
        this.logger.warn(
          { email_id: email.id, template: email.template, attempt: email.attempts, outcome, reason },
          'an e-mail could not be sent',
        );
      }
    }
    return sent;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
