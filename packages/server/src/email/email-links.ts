import type { SporaConfig } from '../config/index.js';

/**
 * The addresses mails link to. They are built from `SPORA_PUBLIC_URL`, never from a request's
 * Host header, which a visitor chooses. Single-use tokens travel in the fragment, which browsers
 * send to no server, so they appear in no access log.
 */
export class EmailLinks {
  readonly base: string;

  constructor(config: Pick<SporaConfig, 'publicUrl' | 'host' | 'port'>) {
    this.base = (config.publicUrl ?? fallbackBase(config.host, config.port)).replace(/\/+$/, '');
  }

  home(): string {
    return `${this.base}/`;
  }

  task(taskId: number): string {
    return `${this.base}/tasks/${taskId}`;
  }

  signIn(): string {
    return `${this.base}/sign-in`;
  }

  notificationSettings(): string {
    return `${this.base}/settings/notifications`;
  }

  resetPassword(token: string): string {
    return `${this.base}/reset-password#token=${encodeURIComponent(token)}`;
  }

  /** The confirmation page of an approval e-mail's approve or reject link. */
  approvalDecision(token: string): string {
    return `${this.base}/approval-link#token=${encodeURIComponent(token)}`;
  }

  verifyEmail(token: string): string {
    return `${this.base}/verify-email#token=${encodeURIComponent(token)}`;
  }
}

function fallbackBase(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
