import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { linksIn, SmtpTestServer } from '../../server/test/support/smtp-test-server.js';
import { anonymousPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';
import { SporaUnderTest } from './support/spora-under-test.js';

/** A port nobody listens on now, so the server's public address is known before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let smtp: SmtpTestServer;
const suite = openBrowserSuite(async () => {
  smtp = await SmtpTestServer.start();
  const port = await freePort();
  return SporaUnderTest.start({ port, publicUrl: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await smtp?.close();
});

describe('deciding from the approval e-mail', () => {
  /** A person whose calculator asks first, with e-mail set up. */
  const approver = async (): Promise<{ person: Person; agentId: number }> => {
    const { spora } = suite;
    const admin = await spora.person({ admin: true, name: 'Mail Admin' });
    await admin.api.request('PUT', '/email/settings', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      from_address: 'spora@example.test',
    });
    const person = await spora.person({ name: 'Link Approver' });
    const agentId = await spora.agent(person, { name: 'Careful calculator' });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    await person.api.request('PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
      requires_approval: true,
    });
    return { person, agentId };
  };

  /** Starts a task that asks to calculate `expression`, and the links of the e-mail it sends. */
  const pendingCall = async (person: Person, agentId: number, expression: string) => {
    const before = smtp.received.filter((mail) => mail.envelopeTo.includes(person.email)).length;
    suite.spora.llm.enqueue({
      kind: 'tool_calls',
      calls: [{ name: 'calculator', arguments: { expression } }],
    });
    const { task } = await person.api.post<{ task: { id: number } }>('/tasks', {
      agent_id: agentId,
      prompt: `Work out ${expression}.`,
    });
    await expect
      .poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes(person.email)).length, {
        timeout: 30_000,
      })
      .toBe(before + 1);
    const mail = smtp.received.filter((each) => each.envelopeTo.includes(person.email)).at(-1);
    const links = linksIn(mail ?? ({} as never)).filter((link) => link.includes('/approval-link#token='));
    expect(links).toHaveLength(2);
    const [approve, reject] = links as [string, string];
    return { taskId: task.id, approve, reject };
  };

  it('opens the e-mail link on a confirmation page, approves once, and refuses the second use', async () => {
    const { browser } = suite;
    const { person, agentId } = await approver();
    const { taskId, approve } = await pendingCall(person, agentId, '6*7');

    // Not signed in: the link's token is the credential for this one decision.
    const { page, context } = await anonymousPage(browser);
    expectConsoleError(context, {
      why: 'The link is opened again on purpose after its use: the server refuses it (409), and the page says so.',
      matches: refusal(409, '/api/v1/approval-links/inspect'),
    });
    await page.goto(approve);
    await page.getByRole('heading', { name: 'Approve this action?' }).waitFor();
    await page.getByText('Careful calculator').first().waitFor();
    expect(await page.getByLabel('Arguments').textContent()).toContain('"expression": "6*7"');
    // The token left the address bar, and reading the link decided nothing.
    expect(page.url()).not.toContain('token=');
    const waiting = await person.api.get<{ task: { status: string } }>(`/tasks/${taskId}`);
    expect(waiting.task.status).toBe('PENDING_APPROVAL');
    await checkAccessibility(page, 'approval-link');
    await captureScreens(page, 'approval-link');

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
    await checkAccessibility(page, 'approval-link-approved');
    await captureScreens(page, 'approval-link-approved');
    await expect
      .poll(
        async () => (await person.api.get<{ task: { status: string } }>(`/tasks/${taskId}`)).task.status,
        {
          timeout: 30_000,
        },
      )
      .toBe('COMPLETED');
    const decisions = await person.api.get<{ decisions: { channel: string; decided_by: number }[] }>(
      `/audit/decisions?task_id=${taskId}`,
    );
    expect(decisions.decisions.map((row) => row.channel)).toEqual(['email']);

    // The same link again: refused, with a way to the task.
    await page.goto(approve);
    await page.getByRole('alert').filter({ hasText: 'This link was used already' }).waitFor();
    await page.getByRole('link', { name: `Open task #${taskId} in Spora` }).waitFor();
    await checkAccessibility(page, 'approval-link-used');
    await captureScreens(page, 'approval-link-used');
    await context.close();
  });

  it('refuses a link whose call was altered since the e-mail, and rejects with a reason', async () => {
    const { spora, browser } = suite;
    const { person, agentId } = await approver();
    const altered = await pendingCall(person, agentId, '2+2');
    await spora.platform.database.db
      .updateTable('tool_calls')
      .set({ proposed_arguments: JSON.stringify({ expression: '2+3' }) })
      .where('task_id', '=', altered.taskId)
      .execute();
    const { page, context } = await anonymousPage(browser);
    expectConsoleError(context, {
      why: 'The call is altered on purpose after the e-mail: the server refuses the link (409), and the page says so.',
      matches: refusal(409, '/api/v1/approval-links/inspect'),
    });
    await page.goto(altered.approve);
    await page.getByRole('alert').filter({ hasText: 'The action changed' }).waitFor();
    await page.getByRole('link', { name: `Open task #${altered.taskId} in Spora` }).waitFor();
    await checkAccessibility(page, 'approval-link-altered');
    await captureScreens(page, 'approval-link-altered');

    const rejected = await pendingCall(person, agentId, '1/0');
    await page.goto(rejected.reject);
    await page.getByRole('heading', { name: 'Reject this action?' }).waitFor();
    await page.getByLabel('Reason (optional)').fill('Division by zero, on purpose?');
    await captureScreens(page, 'approval-link-reject');
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('status').filter({ hasText: 'Rejected' }).waitFor();
    const decisions = await person.api.get<{ decisions: { decision: string; reason: string | null }[] }>(
      `/audit/decisions?task_id=${rejected.taskId}`,
    );
    expect(decisions.decisions).toMatchObject([
      { decision: 'reject', reason: 'Division by zero, on purpose?' },
    ]);
    await context.close();
  });
});
