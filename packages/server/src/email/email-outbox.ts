import type { Kysely, Transaction } from 'kysely';
import type { Database, OutboxEmail } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { RenderedEmail } from './email-templates.js';

export interface QueuedEmail extends RenderedEmail {
  readonly to: string;
  readonly userId: number | null;
  readonly template: string;
}

/** What the administrator's outbox view shows of a message: never its bodies. */
export type OutboxEntry = Omit<OutboxEmail, 'text_body' | 'html_body'>;

export interface RetryPolicy {
  /** Attempts in all; after the last failure the message is `failed` for good. */
  readonly maxAttempts: number;
  /** The wait after the first failure; doubled after each further one. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 6,
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
};

type Writer = Kysely<Database> | Transaction<Database>;

/**
 * Messages waiting to be sent, sent and failed. Queueing is one insert inside the caller's
 * transaction, so a mail is queued if and only if what it tells about commits, and nothing
 * waits on the SMTP server.
 */
export class EmailOutbox {
  constructor(
    private readonly db: Kysely<Database>,
    readonly retry: RetryPolicy = defaultRetryPolicy,
  ) {}

  async queue(db: Writer, email: QueuedEmail): Promise<number> {
    const now = nowIso();
    const row = await db
      .insertInto('email_outbox')
      .values({
        user_id: email.userId,
        template: email.template,
        to_address: email.to,
        subject: email.subject,
        text_body: email.text,
        html_body: email.html,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        message_id: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Claims up to `limit` due messages for one attempt each: moving `next_attempt_at` past
   * `leaseMs` makes the claim, so two senders never send one message, and one whose sender
   * died is tried again once the lease lapses.
   */
  async claimDue(now: number, leaseMs: number, limit: number): Promise<OutboxEmail[]> {
    const nowText = new Date(now).toISOString();
    const due = await this.db
      .selectFrom('email_outbox')
      .select(['id', 'next_attempt_at'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowText)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    const claimed: OutboxEmail[] = [];
    for (const candidate of due) {
      const row = await this.db
        .updateTable('email_outbox')
        .set((eb) => ({
          next_attempt_at: new Date(now + leaseMs).toISOString(),
          attempts: eb('attempts', '+', 1),
          updated_at: nowText,
        }))
        .where('id', '=', candidate.id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '=', candidate.next_attempt_at)
        .returningAll()
        .executeTakeFirst();
      if (row) claimed.push(row);
    }
    return claimed;
  }

  /** Sent: the bodies go, since they may hold a single-use link; the headers stay for the record. */
  async markSent(id: number, messageId: string, now: number): Promise<void> {
    const at = new Date(now).toISOString();
    await this.db
      .updateTable('email_outbox')
      .set({
        status: 'sent',
        message_id: messageId,
        sent_at: at,
        text_body: null,
        html_body: null,
        last_error: null,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * A failed attempt: tried again after the policy's delay, or `failed` after the last one (the
   * bodies kept, so an administrator can send it again). Only while the attempt is still the
   * latest: a sender whose lease lapsed must not undo what a later one recorded (sent, or its own
   * failure with the next delay).
   */
  async markFailed(email: OutboxEmail, error: string, now: number): Promise<'retrying' | 'failed'> {
    const at = new Date(now).toISOString();
    const final = email.attempts >= this.retry.maxAttempts;
    const delay = Math.min(this.retry.firstDelayMs * 2 ** (email.attempts - 1), this.retry.maxDelayMs);
    await this.db
      .updateTable('email_outbox')
      .set({
        status: final ? 'failed' : 'pending',
        last_error: error.slice(0, 1000),
        next_attempt_at: new Date(now + (final ? 0 : delay)).toISOString(),
        updated_at: at,
      })
      .where('id', '=', email.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', email.attempts)
      .execute();
    return final ? 'failed' : 'retrying';
  }

  /**
   * Whether the message may still go: one to an account that was suspended after it was queued
   * (a notification, a reset link) must not, since suspension ends everything the account gets.
   */
  async recipientActive(email: OutboxEmail): Promise<boolean> {
    if (email.user_id === null) return true;
    const user = await this.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', email.user_id)
      .executeTakeFirst();
    return user?.status === 'active';
  }

  /** Gives up on a message at once, its reason shown to the administrator. */
  async markUndeliverable(email: OutboxEmail, reason: string, now: number): Promise<void> {
    const at = new Date(now).toISOString();
    await this.db
      .updateTable('email_outbox')
      .set({ status: 'failed', last_error: reason, next_attempt_at: at, updated_at: at })
      .where('id', '=', email.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', email.attempts)
      .execute();
  }

  /** Newest first, for the administrator. */
  async recent(limit: number, status?: OutboxEmail['status']): Promise<OutboxEntry[]> {
    let query = this.db
      .selectFrom('email_outbox')
      .select([
        'id',
        'user_id',
        'template',
        'to_address',
        'subject',
        'status',
        'attempts',
        'next_attempt_at',
        'last_error',
        'message_id',
        'sent_at',
        'created_at',
        'updated_at',
      ])
      .orderBy('id', 'desc')
      .limit(limit);
    if (status) query = query.where('status', '=', status);
    return query.execute();
  }

  /** How many messages wait, and how many failed for good. */
  async counts(): Promise<{ pending: number; failed: number }> {
    const rows = await this.db
      .selectFrom('email_outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute();
    const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { pending: of('pending'), failed: of('failed') };
  }

  /** Queues a failed message again with fresh attempts; false when there is no such failed one. */
  async requeue(id: number): Promise<boolean> {
    const now = nowIso();
    const result = await this.db
      .updateTable('email_outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .where('text_body', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
