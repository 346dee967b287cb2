import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultEmailSenderOptions, EmailSender, sendWithSmtp } from '../../src/email/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { linksIn, SmtpTestServer } from '../support/smtp-test-server.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const publicUrl = 'https://spora.example.test/base';
const smtpPassword = 'smtp-secret-password-42';

describe.each(testEngines)('e-mail on $name', (engine) => {
  const llm = sharedFakeLlm();
  let smtp: SmtpTestServer;
  let api: TaskApi;
  let admin: ApiUser;
  let alice: ApiUser;

  beforeEach(async () => {
    smtp = await SmtpTestServer.start({ username: 'mailer', password: smtpPassword });
    api = await openTaskApi(engine, llm, { publicUrl });
    admin = await api.signUp({ role: 'admin' });
    alice = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
    await smtp.close();
  });

  const saveSettings = (password: string | undefined = smtpPassword) =>
    admin.request('PUT', '/api/v1/email/settings', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      username: 'mailer',
      ...(password !== undefined && { password }),
      from_address: 'spora@example.test',
      from_name: 'Spora',
    });

  /** A sender on a clock the test moves. */
  const senderAt = (clock: { now: number }) =>
    new EmailSender(
      api.platform.email.outbox,
      api.platform.email.settings,
      sendWithSmtp,
      createLogger('silent', false),
      {
        ...defaultEmailSenderOptions,
        now: () => clock.now,
      },
    );

  /** A task of Alice's that waits for her approval of one delete call. */
  const pendingApproval = async () => {
    const agent = await api.agentOf(alice.id);
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'd1', name: 'files', arguments: { action: 'delete', path: '/x' } }],
    });
    const task = await api.platform.orchestrator.start(agent.id, 'Delete the file');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
    return task.id;
  };

  it('keeps the SMTP password encrypted and never shows it; only administrators see the settings', async () => {
    expect((await admin.request('GET', '/api/v1/email/settings')).json().data.settings).toBeNull();
    const saved = await saveSettings();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings).toEqual({
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      username: 'mailer',
      has_password: true,
      from_address: 'spora@example.test',
      from_name: 'Spora',
    });
    const row = await api.platform.database.db
      .selectFrom('server_settings')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.value).not.toContain(smtpPassword);
    expect(row.value).toContain('enc:v1:');
    // Saved again without a password, the stored one stays.
    await saveSettings(undefined);
    expect((await api.platform.email.settings.get())?.password).toBe(smtpPassword);
    expect((await alice.request('GET', '/api/v1/email/settings')).statusCode).toBe(403);
    expect((await alice.request('POST', '/api/v1/email/test', {})).statusCode).toBe(403);
    expect((await alice.request('GET', '/api/v1/email/outbox')).statusCode).toBe(403);
  });

  it('sends a test e-mail with From, To, Subject and Message-ID, and says why one failed', async () => {
    expect((await admin.request('POST', '/api/v1/email/test', {})).json().error.code).toBe(
      'EMAIL_NOT_CONFIGURED',
    );
    await saveSettings();
    const sent = await admin.request('POST', '/api/v1/email/test', { to: 'someone@example.test' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['someone@example.test']);
    expect(mail?.parsed.from?.value).toEqual([{ address: 'spora@example.test', name: 'Spora' }]);
    expect(mail?.parsed.subject).toBe('Spora test e-mail');
    expect(mail?.parsed.messageId).toBe(sent.json().data.message_id);
    expect(mail?.parsed.messageId).toMatch(/^<[0-9a-f-]+@example\.test>$/);
    expect(mail?.parsed.html).toContain(`href="${publicUrl}/"`);

    smtp.refuseNext(1);
    const refused = await admin.request('POST', '/api/v1/email/test', {});
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toMatchObject({ code: 'EMAIL_SEND_FAILED' });
    expect(refused.json().error.details.reason).toContain('451');

    await saveSettings('a wrong password');
    const unauthorised = await admin.request('POST', '/api/v1/email/test', {});
    expect(unauthorised.statusCode).toBe(502);
    expect(unauthorised.body).not.toContain('a wrong password');
  });

  it('mails a pending approval with a link straight to the task, and no secrets', async () => {
    await saveSettings();
    const taskId = await pendingApproval();
    const clock = { now: Date.now() };
    expect(await senderAt(clock).sendDue()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual([alice.email]);
    expect(mail?.parsed.to).toMatchObject({ value: [{ address: alice.email }] });
    expect(mail?.parsed.subject).toBe('Approval needed: Helper — delete /x');
    expect(mail?.parsed.messageId).toMatch(/@example\.test>$/);
    expect(linksIn(mail ?? ({} as never))).toContain(`${publicUrl}/tasks/${taskId}`);
    expect(mail?.parsed.html).toContain(`href="${publicUrl}/tasks/${taskId}"`);
    for (const secret of [
      smtpPassword,
      'test-key',
      alice.password,
      alice.csrfToken,
      alice.cookie.split('=')[1] ?? '',
    ]) {
      expect(mail?.raw).not.toContain(secret);
    }
    // Sent: the outbox keeps the headers, not the text.
    const row = await api.platform.database.db
      .selectFrom('email_outbox')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', text_body: null, html_body: null, attempts: 1 });
    // The notification is in the app as well.
    const listed = (await alice.request('GET', '/api/v1/notifications')).json().data.notifications;
    expect(listed.map((entry: { type: string }) => entry.type)).toEqual(['pending_approval']);
  });

  it('tries again with backoff after the SMTP server refuses, and shows the failure to the administrator', async () => {
    await saveSettings();
    await pendingApproval();
    smtp.refuseNext(1);
    const clock = { now: Date.now() };
    const sender = senderAt(clock);
    expect(await sender.sendDue()).toBe(0);
    const outbox = (await admin.request('GET', '/api/v1/email/outbox')).json().data;
    expect(outbox.pending_count).toBe(1);
    expect(outbox.messages[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      template: 'approval_request',
    });
    expect(outbox.messages[0].last_error).toContain('451');
    expect(outbox.messages[0]).not.toHaveProperty('text_body');
    // Not due again before the backoff has passed.
    clock.now += 10_000;
    expect(await sender.sendDue()).toBe(0);
    clock.now += 30_000;
    expect(await sender.sendDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const after = (await admin.request('GET', '/api/v1/email/outbox')).json().data;
    expect(after.messages[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives up after the last attempt, shows it failed, and sends it again on request', async () => {
    await saveSettings();
    await pendingApproval();
    const { maxAttempts } = api.platform.email.outbox.retry;
    smtp.refuseNext(maxAttempts);
    const clock = { now: Date.now() };
    const sender = senderAt(clock);
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      await sender.sendDue();
      clock.now += 2 * 3_600_000;
    }
    const failed = (await admin.request('GET', '/api/v1/email/outbox?status=failed')).json().data;
    expect(failed.failed_count).toBe(1);
    expect(failed.messages[0]).toMatchObject({ status: 'failed', attempts: maxAttempts });
    expect(
      (await admin.request('POST', `/api/v1/email/outbox/${failed.messages[0].id}/retry`)).statusCode,
    ).toBe(200);
    clock.now = Date.now();
    expect(await sender.sendDue()).toBe(1);
    expect((await admin.request('POST', '/api/v1/email/outbox/999999/retry')).statusCode).toBe(404);
  });

  it('sends only the kinds a person chose by e-mail, and none without SMTP settings', async () => {
    await pendingApproval();
    expect(await api.platform.database.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
    await saveSettings();
    const off = await alice.request('PUT', '/api/v1/notification-preferences', {
      preferences: [{ kind: 'pending_approval', email: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    await pendingApproval();
    expect(await api.platform.database.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
  });

  it('mails a kind a person wants by e-mail only, and stores nothing for the bell', async () => {
    await saveSettings();
    const chosen = await alice.request('PUT', '/api/v1/notification-preferences', {
      preferences: [{ kind: 'pending_approval', in_app: false, email: true }],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const taskId = await pendingApproval();
    const outbox = await api.platform.database.db.selectFrom('email_outbox').selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ user_id: alice.id, template: 'approval_request' });
    const stored = await api.platform.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('task_id', '=', taskId)
      .execute();
    expect(stored).toEqual([]);
  });
});
