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
 * The agent's approvers are reached like its owner: asked in the bell and by e-mail when a task
 * pauses (done once it stops waiting), told by live events when where its calls stand changes, and
 * able to open the task they decide — read-only apart from deciding. Anyone else learns nothing.
 */
describe.each(testEngines)('approvers reached on $name', (engine) => {
  const llm = sharedFakeLlm();
  let smtp: SmtpTestServer;
  let api: TaskApi;
  let admin: ApiUser;
  let alice: ApiUser;
  let bob: ApiUser;
  let carol: ApiUser;
  let agentId: number;

  beforeEach(async () => {
    smtp = await SmtpTestServer.start({});
    api = await openTaskApi(engine, llm, { publicUrl });
    admin = await api.signUp({ role: 'admin' });
    alice = await api.signUp();
    bob = await api.signUp();
    carol = await api.signUp();
    agentId = (await api.agentOf(alice.id, { name: 'Filer' })).id;
  });

  afterEach(async () => {
    await api.dispose();
    await smtp.close();
  });

  const db = () => api.platform.database.db;

  const setPolicy = async (policy: Record<string, unknown>) => {
    const saved = await alice.request('PUT', `/api/v1/agents/${agentId}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [bob.id],
      escalation_user_ids: [],
      deadline: null,
      deadline_reason: null,
      operations: [{ tool_class: 'core/FilesTool', operation: 'delete', quorum: 2, deadline: null }],
      ...policy,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  async function paused(path = '/tmp/x'): Promise<number> {
    llm.enqueue({
      kind: 'tool_calls',
      calls: [{ id: 'c1', name: 'files', arguments: { action: 'delete', path } }],
    });
    const taskId = (await api.platform.orchestrator.start(agentId, `Delete ${path}`)).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');
    return taskId;
  }

  const approve = (user: ApiUser, taskId: number) =>
    user.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'c1', decision: 'approve' }],
    });

  const bell = async (user: ApiUser) =>
    (await user.request('GET', '/api/v1/notifications')).json().data as {
      unread_count: number;
      notifications: {
        id: number;
        type: string;
        title: string;
        task_id: number | null;
        read_at: string | null;
      }[];
    };

  const eventsOf = async (user: ApiUser, type?: string) =>
    (
      await db()
        .selectFrom('events')
        .select(['type', 'payload'])
        .where('user_id', '=', user.id)
        .$if(type !== undefined, (query) => query.where('type', '=', type as string))
        .orderBy('sequence')
        .execute()
    ).map((row) => ({ type: row.type, data: JSON.parse(row.payload) as Record<string, unknown> }));

  it('asks a named approver in the bell when a task pauses, and marks it done once the quorum decides', async () => {
    await setPolicy({});
    const taskId = await paused();
    const asked = await bell(bob);
    expect(asked.unread_count).toBe(1);
    expect(asked.notifications[0]).toMatchObject({
      type: 'pending_approval',
      title: 'Approval needed: Filer — delete /tmp/x',
      task_id: taskId,
      read_at: null,
    });
    expect((await bell(alice)).unread_count).toBe(1);
    expect((await bell(carol)).unread_count).toBe(0);
    expect((await bell(admin)).unread_count).toBe(0);
    expect(await eventsOf(bob, 'notification')).toHaveLength(1);

    // A vote leaves the call waiting: both are still asked.
    expect((await approve(alice, taskId)).statusCode).toBe(200);
    expect((await bell(bob)).unread_count).toBe(1);
    expect((await bell(alice)).unread_count).toBe(1);

    expect((await approve(bob, taskId)).json().data.task.status).toBe('QUEUED');
    expect((await bell(bob)).unread_count).toBe(0);
    expect((await bell(alice)).unread_count).toBe(0);
    const [read] = await eventsOf(bob, 'notification_read');
    expect(read?.data).toMatchObject({ notification_ids: [asked.notifications[0]?.id] });
  });

  it('asks administrators where administrators decide, and nobody twice when the owner is named too', async () => {
    await setPolicy({ administrators_decide: true, approver_user_ids: [bob.id, alice.id] });
    await paused();
    expect((await bell(admin)).unread_count).toBe(1);
    expect((await bell(alice)).unread_count).toBe(1);
    expect((await bell(bob)).unread_count).toBe(1);
    expect((await bell(carol)).unread_count).toBe(0);
  });

  it('asks escalation approvers only when a deadline escalates, not when the task pauses', async () => {
    await setPolicy({ escalation_user_ids: [carol.id] });
    await paused();
    expect((await bell(carol)).unread_count).toBe(0);
    expect(await eventsOf(carol, 'notification')).toEqual([]);
  });

  it('marks an approver’s notification done when the paused task is deleted', async () => {
    await setPolicy({});
    const taskId = await paused();
    expect((await alice.request('DELETE', `/api/v1/tasks/${taskId}`)).statusCode).toBe(200);
    const after = await bell(bob);
    expect(after.unread_count).toBe(0);
    expect(after.notifications[0]).toMatchObject({ task_id: null, read_at: expect.any(String) });
  });

  it('tells the owner and the approvers when where the calls stand changes, and nobody else', async () => {
    await setPolicy({ escalation_user_ids: [carol.id] });
    const outsider = await api.signUp();
    const taskId = await paused();
    const changed = { type: 'approvals_changed', data: { task_id: taskId, agent_id: agentId } };
    // Paused: the approver and the escalation approver who may come to decide; the owner has the task's own events.
    for (const user of [bob, carol]) expect(await eventsOf(user, 'approvals_changed')).toEqual([changed]);
    expect(await eventsOf(alice, 'approvals_changed')).toEqual([]);
    // The approver is told nothing else of the owner's task: no statuses, history or calls.
    expect((await eventsOf(bob)).map((event) => event.type).sort()).toEqual([
      'approvals_changed',
      'notification',
    ]);
    // A vote, then the deciding approval: each is news to everyone concerned.
    await approve(alice, taskId);
    expect(await eventsOf(bob, 'approvals_changed')).toHaveLength(2);
    await approve(bob, taskId);
    expect(await eventsOf(bob, 'approvals_changed')).toHaveLength(3);
    expect(await eventsOf(carol, 'approvals_changed')).toHaveLength(3);
    expect(await eventsOf(outsider)).toEqual([]);
    expect(await eventsOf(admin, 'approvals_changed')).toEqual([]);
  });

  it('tells nobody but the owner of a task that never paused', async () => {
    await setPolicy({});
    llm.enqueue({ kind: 'text', text: 'Done.' });
    const taskId = (await api.platform.orchestrator.start(agentId, 'Say done')).id;
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('COMPLETED');
    expect(await eventsOf(bob)).toEqual([]);
    expect(await eventsOf(alice, 'approvals_changed')).toEqual([]);
  });

  it('lets an approver open the task read-only, and refuses them its owner’s actions', async () => {
    await setPolicy({});
    const taskId = await paused();
    const opened = await bob.request('GET', `/api/v1/tasks/${taskId}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const task = opened.json().data.task;
    expect(task).toMatchObject({ id: taskId, status: 'PENDING_APPROVAL', viewer: 'approver' });
    expect(task.allowed_actions.sort()).toEqual(['approve', 'reject']);
    expect(task.tool_calls[0]).toMatchObject({ provider_call_id: 'c1', status: 'PENDING_APPROVAL' });
    // The owner reads it as before, without a viewer.
    expect((await alice.request('GET', `/api/v1/tasks/${taskId}`)).json().data.task).not.toHaveProperty(
      'viewer',
    );

    for (const [method, path, body] of [
      ['POST', `/api/v1/tasks/${taskId}/continue`, { prompt: 'Go on' }],
      ['POST', `/api/v1/tasks/${taskId}/abort`, {}],
      ['POST', `/api/v1/tasks/${taskId}/retry`, {}],
      ['DELETE', `/api/v1/tasks/${taskId}`, undefined],
    ] as const) {
      const response = await bob.request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(
      (await db().selectFrom('tasks').select('status').where('id', '=', taskId).executeTakeFirst())?.status,
    ).toBe('PENDING_APPROVAL');

    // Deciding answers with the task as the approver reads it.
    await approve(alice, taskId);
    const decided = await approve(bob, taskId);
    expect(decided.json().data.task).toMatchObject({
      status: 'QUEUED',
      viewer: 'approver',
      allowed_actions: [],
    });
    // Finished, the task may be continued by its owner, and the approver still reads it, without that.
    llm.enqueue({ kind: 'text', text: 'Deleted.' });
    expect((await api.platform.orchestrator.tick(taskId)).status).toBe('COMPLETED');
    const own = (await alice.request('GET', `/api/v1/tasks/${taskId}`)).json().data.task;
    expect(own.allowed_actions).toContain('continue');
    const read = await bob.request('GET', `/api/v1/tasks/${taskId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.task).toMatchObject({
      status: 'COMPLETED',
      viewer: 'approver',
      allowed_actions: [],
    });
  });

  it('answers 404 for the task to a member who is not an approver, and to an escalation approver before escalation', async () => {
    await setPolicy({ escalation_user_ids: [carol.id] });
    const taskId = await paused();
    const outsider = await api.signUp();
    for (const user of [outsider, carol, admin]) {
      const response = await user.request('GET', `/api/v1/tasks/${taskId}`);
      expect(response.statusCode, `user #${user.id}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('mails a named approver the approval e-mail, whose link decides with their vote', async () => {
    const saved = await admin.request('PUT', '/api/v1/email/settings', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      from_address: 'spora@example.test',
      from_name: 'Spora',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await setPolicy({});
    const taskId = await paused();
    const sender = new EmailSender(
      api.platform.email.outbox,
      api.platform.email.settings,
      sendWithSmtp,
      createLogger('silent', false),
      defaultEmailSenderOptions,
    );
    expect(await sender.sendDue()).toBe(2);
    const mails = await smtp.waitFor(2);
    const bobEmail = (
      await db().selectFrom('users').select('email').where('id', '=', bob.id).executeTakeFirstOrThrow()
    ).email;
    const mail = mails.find((each) => JSON.stringify(each.parsed.to).includes(bobEmail));
    if (mail === undefined) throw new Error('no mail to the approver');
    expect(mail.parsed.subject).toBe('Approval needed: Filer — delete /tmp/x');
    const [approveToken] = linksIn(mail)
      .filter((link) => link.startsWith(`${publicUrl}/approval-link#token=`))
      .map((link) => decodeURIComponent(link.slice(link.indexOf('#token=') + 7)));
    if (approveToken === undefined) throw new Error('no approve link');
    const decided = await api.anonymous('POST', '/api/v1/approval-links/decide', { token: approveToken });
    expect(decided.statusCode, decided.body).toBe(200);
    // Bob's e-mailed approval is one vote of two: the call still waits for Alice.
    const votes = await db().selectFrom('tool_call_votes').select(['user_id', 'channel']).execute();
    expect(votes).toEqual([{ user_id: bob.id, channel: 'email' }]);
    expect((await approve(alice, taskId)).json().data.task.status).toBe('QUEUED');
  });
});
