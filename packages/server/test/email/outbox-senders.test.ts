import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultEmailSenderOptions, EmailSender, type SendEmail } from '../../src/email/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const leaseMs = 60_000;

describe.each(testEngines)('two e-mail senders sharing one outbox on $name', (engine) => {
  let api: TestApi;
  const clock = { now: Date.parse('2030-01-01T00:00:00.000Z') };

  beforeEach(async () => {
    api = await openTestApi(engine, {});
    await api.platform.email.settings.save({
      host: '127.0.0.1',
      port: 2525,
      security: 'none',
      username: null,
      fromAddress: 'spora@example.test',
      fromName: null,
    });
  });

  afterEach(async () => {
    await api.dispose();
  });

  const queue = (subject: string) =>
    api.platform.email.outbox.queue(api.platform.database.db, {
      to: 'alice@example.test',
      userId: null,
      template: 'test',
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
    });
  const senderWith = (send: SendEmail) =>
    new EmailSender(
      api.platform.email.outbox,
      api.platform.email.settings,
      send,
      createLogger('silent', false),
      {
        ...defaultEmailSenderOptions,
        leaseMs,
        now: () => clock.now,
      },
    );
  const row = (id: number) =>
    api.platform.database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('never lets a slow sender’s later messages be sent again by another', async () => {
    clock.now = Date.parse('2030-01-01T00:00:00.000Z');
    await queue('first');
    await queue('second');
    const sends: string[] = [];
    const fast = senderWith(async (_settings, email) => {
      sends.push(`fast:${email.subject}`);
      return `<${email.subject}-fast@example.test>`;
    });
    // The slow sender's SMTP server takes most of a lease per message; while it works on the
    // first, the clock passes the moment the whole batch would have been claimed a lease ago.
    const slow = senderWith(async (_settings, email) => {
      sends.push(`slow:${email.subject}`);
      clock.now += leaseMs * 0.6;
      if (email.subject === 'first') {
        clock.now += leaseMs * 0.6;
        await fast.sendDue();
      }
      return `<${email.subject}-slow@example.test>`;
    });
    await slow.sendDue();
    // The first one's lease lapsed while it was being sent, so it may go twice; the second
    // was never claimed by the slow sender before the fast one sent it.
    expect(sends.filter((send) => send.endsWith(':second'))).toEqual(['fast:second']);
  });

  it('sends nothing more to an account suspended after its mail was queued', async () => {
    clock.now = Date.parse('2030-01-01T00:00:00.000Z');
    const suspended = await api.signUp();
    const id = await api.platform.email.outbox.queue(api.platform.database.db, {
      to: suspended.email,
      userId: suspended.id,
      template: 'notification',
      subject: 'Task #1 needs your approval',
      text: 'approve',
      html: '<p>approve</p>',
    });
    await api.platform.database.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', suspended.id)
      .execute();
    const sends: string[] = [];
    const sender = senderWith(async (_settings, email) => {
      sends.push(email.to);
      return '<sent@example.test>';
    });
    expect(await sender.sendDue()).toBe(0);
    expect(sends).toEqual([]);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      last_error: expect.stringMatching(/no longer active/),
    });
  });

  it('keeps the later sender’s outcome when a sender whose lease lapsed fails late', async () => {
    clock.now = Date.parse('2030-01-01T00:00:00.000Z');
    const id = await queue('only');
    const fast = senderWith(async (_settings, email) => `<${email.subject}@example.test>`);
    const slow = senderWith(async () => {
      clock.now += leaseMs * 2;
      await fast.sendDue();
      throw new Error('connection reset');
    });
    await slow.sendDue();
    expect(await row(id)).toMatchObject({ status: 'sent', last_error: null, text_body: null });
  });
});
