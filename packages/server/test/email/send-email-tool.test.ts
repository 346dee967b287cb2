import { getToolMetadata } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SendEmailTool } from '../../src/tools/builtin/send-email-tool.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe('the send_email tool', () => {
  it('waits for approval by default and tells the approver whom it writes to', () => {
    expect(getToolMetadata(SendEmailTool).operations).toMatchObject([
      { name: 'send', requiresApprovalByDefault: true, readOnly: false },
    ]);
    expect(new SendEmailTool().describeAction({ to: ['ana@example.org'], subject: 'Hello' })).toBe(
      'send an e-mail to ana@example.org: "Hello"',
    );
  });
});

describe.each(testEngines)('the send_email tool on $name, at a local SMTP server', (engine) => {
  const llm = sharedFakeLlm();
  let smtp: SmtpTestServer;
  let api: TaskApi;
  let admin: ApiUser;
  let alice: ApiUser;

  beforeEach(async () => {
    smtp = await SmtpTestServer.start({ username: 'mailer', password: 'smtp-pass' });
    api = await openTaskApi(engine, llm);
    admin = await api.signUp({ role: 'admin' });
    alice = await api.signUp();
    await api.platform.database.db
      .updateTable('users')
      .set({ display_name: 'Alice Example' })
      .where('id', '=', alice.id)
      .execute();
  });

  afterEach(async () => {
    await api.dispose();
    await smtp.close();
  });

  const configureSmtp = () =>
    admin.request('PUT', '/api/v1/email/settings', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      username: 'mailer',
      password: 'smtp-pass',
      from_address: 'spora@example.test',
      from_name: 'Spora',
    });
  const allowDomains = (who: ApiUser, path: string, domains: string) =>
    who.request('PUT', `/api/v1/tools/send_email/${path}`, { settings: { allowed_domains: domains } });

  /** Runs one send_email call of Alice's agent to the point after it was decided (or refused outright). */
  async function sendAs(to: readonly string[], decide: 'approve' | null = 'approve') {
    const agent = await api.agentOf(alice.id, {
      name: 'Courier',
      tools: { 'core/SendEmailTool': 'send_email' },
    });
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          {
            id: 'm1',
            name: 'send_email',
            arguments: { to, subject: 'Ferry times', body: 'The 9:15 ferry runs today.' },
          },
        ],
      },
      { kind: 'text', text: 'Done.' },
    );
    const orchestrator = api.platform.orchestrator;
    const task = await orchestrator.start(agent.id, 'Tell them the ferry times');
    expect((await orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
    if (decide === null) return task.id;
    const approved = await alice.request('POST', `/api/v1/tasks/${task.id}/approve`, {
      decisions: [{ provider_call_id: 'm1', decision: 'approve' }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await orchestrator.tick(task.id)).status).toBe('COMPLETED');
    return task.id;
  }

  /** What agents queued, apart from the notifications the same tasks send their owner. */
  const agentMessages = () =>
    api.platform.database.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject'])
      .where('template', '=', 'agent_message')
      .execute();

  const callOf = async (taskId: number) => {
    const task = (await alice.request('GET', `/api/v1/tasks/${taskId}`)).json().data.task;
    return task.tool_calls[0] as {
      status: string;
      result_success: boolean;
      result_content: string;
      result_data: unknown;
    };
  };

  it('delivers an approved e-mail to each allowed recipient, signed with the agent and its owner', async () => {
    expect((await configureSmtp()).statusCode).toBe(200);
    expect((await allowDomains(admin, 'settings', 'example.org\n*.partner.test')).statusCode).toBe(200);
    const taskId = await sendAs(['ana@example.org', 'Bo@Team.Partner.test']);
    expect(await callOf(taskId)).toMatchObject({
      status: 'COMPLETED',
      result_success: true,
      result_content: 'The e-mail "Ferry times" is queued for ana@example.org, bo@team.partner.test.',
    });
    expect(await agentMessages()).toHaveLength(2);
    const sent = await api.platform.email.sender.sendDue();
    const mails = (await smtp.waitFor(sent)).filter((mail) => mail.parsed.subject === 'Ferry times');
    expect(mails.map((mail) => mail.envelopeTo).sort()).toEqual([
      ['ana@example.org'],
      ['bo@team.partner.test'],
    ]);
    expect(mails[0]?.parsed.subject).toBe('Ferry times');
    expect(mails[0]?.parsed.text).toContain('The 9:15 ferry runs today.');
    expect(mails[0]?.parsed.text).toContain(
      'Written by the agent "Courier" of Alice Example, sent through Spora.',
    );
  });

  it("refuses every recipient outside the administrators' domains, which a user can narrow but not widen", async () => {
    await configureSmtp();
    const none = await sendAs(['ana@example.org']);
    expect(await callOf(none)).toMatchObject({
      result_success: false,
      result_content: 'An administrator has not allowed agents to e-mail any domain yet.',
    });
    await allowDomains(admin, 'settings', 'example.org');
    // Alice lists another domain for herself: it does not widen what the administrators allow.
    await allowDomains(alice, 'user-settings', 'elsewhere.test');
    const widened = await sendAs(['eve@elsewhere.test']);
    expect((await callOf(widened)).result_content).toBe(
      'Agents may not e-mail eve@elsewhere.test: the domain is not among those allowed.',
    );
    // And her list narrows theirs: example.org is no longer in reach of her agents either.
    const narrowed = await sendAs(['ana@example.org']);
    expect((await callOf(narrowed)).result_data).toMatchObject({ error_code: 'RECIPIENT_NOT_ALLOWED' });
    expect(await agentMessages()).toEqual([]);
  });

  it('says so when e-mail is not set up, and refuses bad arguments before anything is queued', async () => {
    await allowDomains(admin, 'settings', 'example.org');
    const unconfigured = await sendAs(['ana@example.org']);
    expect(await callOf(unconfigured)).toMatchObject({
      result_success: false,
      result_content: 'E-mail is not set up on this installation.',
      result_data: { error_code: 'EMAIL_NOT_CONFIGURED' },
    });
    await configureSmtp();
    const invalid = await sendAs(['Ana <ana@example.org>']);
    expect((await callOf(invalid)).result_content).toBe('Not e-mail addresses: Ana <ana@example.org>.');
    expect(await agentMessages()).toEqual([]);
  });
});
