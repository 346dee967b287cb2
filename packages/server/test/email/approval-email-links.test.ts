import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultEmailSenderOptions, EmailSender, sendWithSmtp } from '../../src/email/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { linksIn, SmtpTestServer } from '../support/smtp-test-server.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const publicUrl = 'https://spora.example.test';

/**
 * Approve and reject from the pending-approval e-mail: the links arrive at a real SMTP server,
 * each decides once, through the same decision path as the UI, and every way a link can go stale
 * is refused with its own code.
 */
describe.each(testEngines)('approval e-mail links on $name', (engine) => {
  const llm = sharedFakeLlm();
  let smtp: SmtpTestServer;
  let api: TaskApi;
  let admin: ApiUser;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeEach(async () => {
    smtp = await SmtpTestServer.start({});
    api = await openTaskApi(engine, llm, { publicUrl });
    admin = await api.signUp({ role: 'admin' });
    alice = await api.signUp();
    bob = await api.signUp();
    const saved = await admin.request('PUT', '/api/v1/email/settings', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      from_address: 'spora@example.test',
      from_name: 'Spora',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  afterEach(async () => {
    await api.dispose();
    await smtp.close();
  });

  /** A task of Alice's paused on two delete calls, and the e-mail it sent her. */
  const pendingWithMail = async () => {
    const agent = await api.agentOf(alice.id);
    llm.enqueue({
      kind: 'tool_calls',
      calls: [
        { id: 'd1', name: 'files', arguments: { action: 'delete', path: '/x' } },
        { id: 'd2', name: 'files', arguments: { action: 'delete', path: '/y' } },
      ],
    });
    const task = await api.platform.orchestrator.start(agent.id, 'Delete two files');
    expect((await api.platform.orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
    const sender = new EmailSender(
      api.platform.email.outbox,
      api.platform.email.settings,
      sendWithSmtp,
      createLogger('silent', false),
      defaultEmailSenderOptions,
    );
    expect(await sender.sendDue()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    if (mail === undefined) throw new Error('no mail');
    const tokens = linksIn(mail)
      .filter((link) => link.startsWith(`${publicUrl}/approval-link#token=`))
      .map((link) => decodeURIComponent(link.slice(link.indexOf('#token=') + 7)));
    // Per call: approve, then reject.
    expect(tokens).toHaveLength(4);
    const [approveX, rejectX, approveY, rejectY] = tokens as [string, string, string, string];
    return { taskId: task.id, mail, approveX, rejectX, approveY, rejectY };
  };

  const inspect = (token: string) => api.anonymous('POST', '/api/v1/approval-links/inspect', { token });
  const decide = (token: string, reason?: string) =>
    api.anonymous('POST', '/api/v1/approval-links/decide', {
      token,
      ...(reason === undefined ? {} : { reason }),
    });
  const record = () =>
    api.platform.database.db.selectFrom('tool_call_decisions').selectAll().orderBy('sequence').execute();
  const callOf = (taskId: number, providerCallId: string) =>
    api.platform.database.db
      .selectFrom('tool_calls')
      .selectAll()
      .where('task_id', '=', taskId)
      .where('provider_call_id', '=', providerCallId)
      .executeTakeFirstOrThrow();

  it('mails per call an approve and a reject link whose page shows the call, and decides nothing by reading', async () => {
    const { taskId, mail, approveX } = await pendingWithMail();
    expect(mail.parsed.subject).toBe('Approval needed: Helper — delete /x (+1 more)');
    expect(mail.parsed.html).toContain(`href="${publicUrl}/approval-link#token=`);
    expect(mail.parsed.text).toContain('"path": "/y"');
    // The signature travels in the link only: the database holds no token.
    const rows = await api.platform.database.db.selectFrom('approval_email_links').selectAll().execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(approveX.split('.')[2]);
    expect(rows.map((row) => row.user_id)).toEqual([alice.id, alice.id, alice.id, alice.id]);

    const shown = await inspect(approveX);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      decision: 'approve',
      call: { provider_call_id: 'd1', tool_name: 'files', arguments: { action: 'delete', path: '/x' } },
      task: { id: taskId, user_prompt: 'Delete two files' },
      agent: { name: 'Helper' },
    });
    // Reading twice decides nothing and uses nothing.
    expect((await inspect(approveX)).statusCode).toBe(200);
    expect((await callOf(taskId, 'd1')).status).toBe('PENDING_APPROVAL');
    expect(await record()).toEqual([]);
  });

  it('approves once with channel email, then refuses the second use and the call decided meanwhile', async () => {
    const { taskId, approveX, rejectX } = await pendingWithMail();
    const decided = await decide(approveX);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({ decision: 'approve', task_id: taskId });
    expect((await callOf(taskId, 'd1')).status).toBe('APPROVED');
    expect((await callOf(taskId, 'd2')).status).toBe('PENDING_APPROVAL');
    const [row] = await record();
    expect(row).toMatchObject({
      decision: 'approve',
      channel: 'email',
      decided_by: alice.id,
      tool_call_id: (await callOf(taskId, 'd1')).id,
    });

    const again = await decide(approveX);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'APPROVAL_LINK_USED', details: { task_id: taskId } });
    expect((await inspect(approveX)).json().error.code).toBe('APPROVAL_LINK_USED');
    // The other link of the same call finds it decided.
    const other = await decide(rejectX);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ code: 'APPROVAL_NOT_PENDING', details: { task_id: taskId } });
    expect(await record()).toHaveLength(1);
  });

  it('rejects with the reason given, which the model reads, and the task goes on once every call is decided', async () => {
    const { taskId, approveX, rejectY } = await pendingWithMail();
    expect((await decide(rejectY, 'Keep /y, it is the backup')).statusCode).toBe(200);
    expect((await callOf(taskId, 'd2')).reject_reason).toBe('Keep /y, it is the backup');
    expect((await decide(approveX)).statusCode).toBe(200);
    const rows = await record();
    expect(rows.map((row) => [row.decision, row.channel, row.reason])).toEqual([
      ['reject', 'email', 'Keep /y, it is the backup'],
      ['approve', 'email', null],
    ]);
    const task = await api.platform.database.db
      .selectFrom('tasks')
      .select('status')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task.status).toBe('QUEUED');
  });

  it('lets exactly one of two concurrent uses of a link decide', async () => {
    const { approveX } = await pendingWithMail();
    const answers = await Promise.all([decide(approveX), decide(approveX), decide(approveX)]);
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().error.code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code !== 'ok').sort()).toEqual([
      'APPROVAL_LINK_USED',
      'APPROVAL_LINK_USED',
    ]);
    expect(await record()).toHaveLength(1);
  });

  it('refuses a call whose arguments changed since the e-mail, and keeps the link unused', async () => {
    const { taskId, approveX } = await pendingWithMail();
    await api.platform.database.db
      .updateTable('tool_calls')
      .set({ proposed_arguments: JSON.stringify({ action: 'delete', path: '/etc' }) })
      .where('task_id', '=', taskId)
      .where('provider_call_id', '=', 'd1')
      .execute();
    for (const answer of [await inspect(approveX), await decide(approveX)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe('APPROVAL_ARGUMENTS_CHANGED');
    }
    expect((await callOf(taskId, 'd1')).status).toBe('PENDING_APPROVAL');
    const links = await api.platform.database.db
      .selectFrom('approval_email_links')
      .select('used_at')
      .execute();
    expect(links.every((link) => link.used_at === null)).toBe(true);
  });

  it('refuses an expired link, an altered token, a row changed in the database, and garbage', async () => {
    const { taskId, approveX } = await pendingWithMail();
    const call = await callOf(taskId, 'd1');
    const links = api.platform.email.approvalLinks;
    const stale = await links.issue(
      api.platform.database.db,
      call,
      alice.id,
      Date.now() - links.lifetimeMs - 1000,
    );
    const expired = await decide(stale.approve);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('APPROVAL_LINK_EXPIRED');

    const [id, nonce, signature] = approveX.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [
      `${id}.${nonce}.${flipped}`,
      // The reject link's row, with the approve link's signature: a signature is bound to its row.
      `${Number(id) + 1}.${nonce}.${signature}`,
      'not-a-token',
      `99999.${nonce}.${signature}`,
    ]) {
      const answer = await decide(token);
      expect(answer.statusCode, token).toBe(404);
      expect(answer.json().error.code).toBe('APPROVAL_LINK_INVALID');
    }
    // Pointing the row at another call (or another person) in the database breaks its signature.
    const other = await callOf(taskId, 'd2');
    await api.platform.database.db
      .updateTable('approval_email_links')
      .set({ tool_call_id: other.id })
      .where('id', '=', Number(id))
      .execute();
    expect((await decide(approveX)).json().error.code).toBe('APPROVAL_LINK_INVALID');
    expect(await record()).toEqual([]);
  });

  it('refuses a recipient who may no longer decide, and decides as the recipient whoever is signed in', async () => {
    const { taskId, approveX, approveY } = await pendingWithMail();
    // A link made out to Bob, who does not own the task, decides nothing.
    const forBob = await api.platform.email.approvalLinks.issue(
      api.platform.database.db,
      await callOf(taskId, 'd1'),
      bob.id,
    );
    const refused = await decide(forBob.approve);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('APPROVAL_NOT_ALLOWED');

    // Bob, signed in, follows Alice's link: the token is the credential, and the decision is Alice's.
    const asBob = await bob.request('POST', '/api/v1/approval-links/decide', { token: approveX });
    expect(asBob.statusCode, asBob.body).toBe(200);
    expect((await record())[0]).toMatchObject({ decided_by: alice.id, channel: 'email' });

    // Suspended, Alice's links stop working.
    expect(
      (await admin.request('PATCH', `/api/v1/users/${alice.id}`, { status: 'suspended' })).statusCode,
    ).toBe(200);
    const suspended = await decide(approveY);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().error.code).toBe('APPROVAL_NOT_ALLOWED');
    expect((await callOf(taskId, 'd2')).status).toBe('PENDING_APPROVAL');
  });
});
