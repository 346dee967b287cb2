import type { Kysely } from 'kysely';
import type { SessionStore } from '../accounts/index.js';
import type { SporaConfig } from '../config/index.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import type { FieldEncryption, SecretKey } from '../secrets/index.js';
import { AccountEmails } from './account-emails.js';
import { ApprovalEmailLinks, defaultApprovalLinkLifetimeMs } from './approval-email-links.js';
import { ApprovalLinkSignature } from './approval-link-signature.js';
import { EmailLinks } from './email-links.js';
import { EmailOutbox, type RetryPolicy } from './email-outbox.js';
import { defaultEmailSenderOptions, EmailSender, type EmailSenderOptions } from './email-sender.js';
import { type EmailTemplateSource, EmailTemplates } from './email-templates.js';
import { EmailTokens } from './email-tokens.js';
import { Mailer } from './mailer.js';
import { NotificationEmails } from './notification-emails.js';
import { SmtpSettingsStore } from './smtp-settings.js';
import { type SendEmail, sendWithSmtp } from './smtp-transport.js';

export interface EmailServiceOptions {
  readonly db: Kysely<Database>;
  readonly config: Pick<SporaConfig, 'publicUrl' | 'host' | 'port'>;
  readonly encryption: FieldEncryption;
  /** Signs the approve and reject links of approval e-mails. */
  readonly secretKey: SecretKey;
  /** How long those links work; 72 hours by default. */
  readonly approvalLinkLifetimeMs?: number;
  readonly logger: Logger;
  /** The plugins' `emailTemplatePaths()` folders, in load order. */
  readonly templateSources: readonly EmailTemplateSource[];
  readonly sessions: SessionStore;
  readonly send?: SendEmail;
  readonly retry?: RetryPolicy;
  readonly sender?: Partial<EmailSenderOptions>;
}

/** E-mail, wired: settings, templates, the outbox and its sender, and the mails the platform sends. */
export class EmailService {
  readonly settings: SmtpSettingsStore;
  readonly templates: EmailTemplates;
  readonly outbox: EmailOutbox;
  readonly links: EmailLinks;
  readonly mailer: Mailer;
  readonly tokens: EmailTokens;
  /** The approve and reject links of pending-approval e-mails. */
  readonly approvalLinks: ApprovalEmailLinks;
  readonly accounts: AccountEmails;
  readonly notifications: NotificationEmails;
  readonly sender: EmailSender;
  /** Sends now, bypassing the outbox: the administrator's test message. */
  readonly sendNow: SendEmail;

  constructor(options: EmailServiceOptions) {
    this.settings = new SmtpSettingsStore(options.db, options.encryption);
    this.templates = new EmailTemplates(options.templateSources);
    this.outbox = new EmailOutbox(options.db, options.retry);
    this.links = new EmailLinks(options.config);
    this.sendNow = options.send ?? sendWithSmtp;
    this.sender = new EmailSender(this.outbox, this.settings, this.sendNow, options.logger, {
      ...defaultEmailSenderOptions,
      ...options.sender,
    });
    this.mailer = new Mailer(options.db, this.settings, this.templates, this.outbox, () =>
      this.sender.wake(),
    );
    this.tokens = new EmailTokens(options.db);
    this.accounts = new AccountEmails(options.db, this.mailer, this.tokens, this.links, options.sessions);
    this.approvalLinks = new ApprovalEmailLinks(
      options.db,
      new ApprovalLinkSignature(options.secretKey),
      options.approvalLinkLifetimeMs ?? defaultApprovalLinkLifetimeMs,
    );
    this.notifications = new NotificationEmails(this.mailer, this.links, this.approvalLinks);
  }
}
