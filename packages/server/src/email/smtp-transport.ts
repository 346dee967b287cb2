import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { RenderedEmail } from './email-templates.js';
import type { SmtpSettings } from './smtp-settings.js';

export interface OutgoingEmail extends RenderedEmail {
  readonly to: string;
}

/** Sends one message now; resolves with its Message-ID, rejects with the server's reason. */
export type SendEmail = (settings: SmtpSettings, email: OutgoingEmail) => Promise<string>;

/** Sends through nodemailer, one connection per message: mail is rare, and settings may change between two. */
export const sendWithSmtp: SendEmail = async (settings, email) => {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(settings.username !== null && {
      auth: { user: settings.username, pass: settings.password ?? '' },
    }),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  try {
    const messageId = `<${randomUUID()}@${domainOf(settings.fromAddress)}>`;
    await transport.sendMail({
      from: settings.fromName
        ? { name: settings.fromName, address: settings.fromAddress }
        : settings.fromAddress,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId,
    });
    return messageId;
  } finally {
    transport.close();
  }
};

function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at >= 0 && at < address.length - 1 ? address.slice(at + 1) : 'spora.invalid';
}

/** A failure's reason as the administrator sees it: the SMTP server's answer, never credentials. */
export function describeSendFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode, response } = error as Error & {
    code?: string;
    responseCode?: number;
    response?: string;
  };
  if (responseCode !== undefined && response) return `The SMTP server answered ${response}`;
  return code ? `${code}: ${error.message}` : error.message;
}
