export { AccountEmails, passwordResetLifetimeMs, verificationLifetimeMs } from './account-emails.js';
export { ApprovalEmailLinks, defaultApprovalLinkLifetimeMs } from './approval-email-links.js';
export { ApprovalLinkError, type ApprovalLinkErrorCode } from './approval-link-error.js';
export { type EmailTemplate, type EmailTemplateName, emailTemplateNames } from './core-templates.js';
export { type ApprovalLinkView, EmailApproval, type EmailDecisionResult } from './email-approval.js';
export { EmailError, type EmailErrorCode } from './email-error.js';
export { EmailLinks } from './email-links.js';
export { defaultRetryPolicy, EmailOutbox, type OutboxEntry, type RetryPolicy } from './email-outbox.js';
export { defaultEmailSenderOptions, EmailSender, type EmailSenderOptions } from './email-sender.js';
export { EmailService, type EmailServiceOptions } from './email-service.js';
export { type EmailTemplateSource, EmailTemplates, type RenderedEmail } from './email-templates.js';
export { EmailTokens } from './email-tokens.js';
export { Mailer, type MailRequest } from './mailer.js';
export { OutboxAgentMail } from './outbox-agent-mail.js';
export {
  type SmtpSecurity,
  type SmtpSettings,
  type SmtpSettingsInput,
  SmtpSettingsStore,
} from './smtp-settings.js';
export { describeSendFailure, type OutgoingEmail, type SendEmail, sendWithSmtp } from './smtp-transport.js';
