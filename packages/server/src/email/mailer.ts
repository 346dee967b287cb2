import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import type { EmailTemplateName } from './core-templates.js';
import type { EmailOutbox } from './email-outbox.js';
import type { EmailTemplates, TemplateValues } from './email-templates.js';
import type { SmtpSettingsStore } from './smtp-settings.js';

export interface MailRequest {
  readonly to: string;
  readonly userId: number | null;
  readonly template: EmailTemplateName;
  readonly values: TemplateValues;
}

type Writer = Kysely<Database> | Transaction<Database>;

/** Renders a template and queues the message; the sender delivers it later. */
export class Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: SmtpSettingsStore,
    readonly templates: EmailTemplates,
    readonly outbox: EmailOutbox,
    private readonly onQueued: () => void = () => {},
  ) {}

  /** Whether SMTP settings exist; without them nothing is queued. */
  configured(db: Writer = this.db): Promise<boolean> {
    return this.settings.configured(db);
  }

  /**
   * Queues one message inside `db` (the caller's transaction, so it goes out only if that
   * commits); false, and nothing queued, when e-mail is not set up.
   */
  async queue(request: MailRequest, db: Writer = this.db): Promise<boolean> {
    if (!(await this.settings.configured(db))) return false;
    const rendered = this.templates.render(request.template, request.values);
    await this.outbox.queue(db, {
      ...rendered,
      to: request.to,
      userId: request.userId,
      template: request.template,
    });
    this.onQueued();
    return true;
  }
}
