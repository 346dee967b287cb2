import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly envelopeTo: readonly string[];
  readonly parsed: ParsedMail;
  /** The message as it arrived, headers and all. */
  readonly raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `refuseNext(n)` makes it
 * answer the next `n` messages with a temporary failure, as a busy relay does.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private refusals = 0;
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(options: { username?: string; password?: string } = {}): Promise<SmtpTestServer> {
    let instance: SmtpTestServer | null = null;
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: options.username === undefined,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === options.username && auth.password === options.password) {
          callback(null, { user: auth.username });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const target = instance;
          if (!target) return callback(new Error('not ready'));
          if (target.refusals > 0) {
            target.refusals -= 1;
            const refusal = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
            refusal.responseCode = 451;
            return callback(refusal);
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            target.received.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed,
              raw,
            });
            for (const wake of target.waiters.splice(0)) wake();
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    instance = new SmtpTestServer(server, port);
    return instance;
  }

  refuseNext(count: number): void {
    this.refusals = count;
  }

  /** Resolves once `count` messages have arrived in all. */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} e-mails, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.received;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The links in a message's text part. */
export function linksIn(mail: ReceivedMail): string[] {
  return [...(mail.parsed.text ?? '').matchAll(/https?:\/\/\S+/g)].map(([link]) => link);
}
