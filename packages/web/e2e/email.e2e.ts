import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksIn, SmtpTestServer } from '../../server/test/support/smtp-test-server.js';
import { launchBrowser } from './support/browser.js';
import { anonymousPage, signedInPage } from './support/browser-session.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { captureScreens, checkAccessibility } from './support/screens.js';
import { type Person, SporaUnderTest } from './support/spora-under-test.js';

/** A port nobody listens on now, so the server's public address is known before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('e-mail in the browser', () => {
  let spora: SporaUnderTest;
  let smtp: SmtpTestServer;
  let browser: Browser;
  let admin: Person;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    const port = await freePort();
    spora = await SporaUnderTest.start({ port, publicUrl: `http://127.0.0.1:${port}` });
    browser = await launchBrowser();
    admin = await spora.person({ admin: true, name: 'Mail Admin' });
  });

  afterAll(async () => {
    await browser?.close();
    await spora?.stop();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  it('sets up SMTP, sends a test e-mail, and mails a pending approval whose link opens the task', async () => {
    const { page, context } = await signedInPage(browser, spora.url, admin);
    expectConsoleError(context, {
      why: 'The first test e-mail goes to a server that refuses it on purpose (502), to show the failure.',
      matches: refusal(502, '/api/v1/email/test'),
    });
    await page.goto(`${spora.url}/admin/email`);
    await page.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
    await page.getByRole('textbox', { name: 'Port' }).fill(String(smtp.port));
    await page.getByLabel('Security', { exact: true }).first().click();
    await page.getByRole('option', { name: /^None/ }).click();
    await page.getByRole('textbox', { name: 'From address' }).fill('spora@example.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('E-mail settings saved.').waitFor();

    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await page.getByText(`The SMTP server accepted the message for ${admin.email}.`).waitFor();
    expect(mailsTo(admin.email).map((mail) => mail.parsed.subject)).toEqual(['Spora test e-mail']);

    // A refusal is shown with the SMTP server's own answer.
    smtp.refuseNext(1);
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await page.getByRole('alert').filter({ hasText: 'The test e-mail was not sent' }).waitFor();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The test e-mail was not sent' }).textContent())
      .toContain('451');
    await checkAccessibility(page, 'admin-email');
    await captureScreens(page, 'admin-email');
    await context.close();

    const person = await spora.person({ name: 'Approver' });
    const mine = await signedInPage(browser, spora.url, person);
    await mine.page.goto(`${spora.url}/settings/notifications`);
    const byEmail = mine.page.getByRole('switch', { name: 'Approval needed by e-mail' });
    await expect.poll(() => byEmail.isChecked()).toBe(true);
    await checkAccessibility(mine.page, 'notification-settings');
    await captureScreens(mine.page, 'notification-settings');

    const agentId = await spora.agent(person, { name: 'Careful calculator' });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    await person.api.request('PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
      requires_approval: true,
    });
    spora.llm.enqueue({
      kind: 'tool_calls',
      calls: [{ name: 'calculator', arguments: { expression: '6*7' } }],
    });
    const { task } = await person.api.post<{ task: { id: number } }>('/tasks', {
      agent_id: agentId,
      prompt: 'Multiply.',
    });
    await expect.poll(() => mailsTo(person.email).length, { timeout: 30_000 }).toBe(1);
    const [mail] = mailsTo(person.email);
    expect(mail?.parsed.subject).toMatch(/^Approval needed: Careful calculator — /);
    const link = linksIn(mail ?? ({} as never)).find((candidate) => candidate.includes('/tasks/'));
    expect(link).toBe(`${spora.url}/tasks/${task.id}`);

    await mine.page.goto(link ?? '');
    await mine.page
      .getByRole('heading', { name: 'One action needs your approval' })
      .waitFor({ timeout: 30_000 });
    await mine.context.close();
  });

  it('resets a forgotten password end to end', async () => {
    // Saved over the API too, so this flow does not depend on the one above.
    await admin.api.request('PUT', '/email/settings', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      from_address: 'spora@example.test',
    });
    const person = await spora.person({ name: 'Forgetful' });
    const { page, context } = await anonymousPage(browser);
    expectConsoleError(context, {
      why: 'The link is used a second time on purpose: the server refuses it (422), and the page says so.',
      matches: refusal(422, '/api/v1/auth/reset-password'),
    });
    await page.goto(`${spora.url}/sign-in`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in page has an E-mail field too: fill the one of the page the link opened.
    await page.getByRole('button', { name: 'Send the reset link' }).waitFor();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.getByText('Check your inbox').waitFor();
    await checkAccessibility(page, 'forgot-password');
    await captureScreens(page, 'forgot-password');

    await expect.poll(() => mailsTo(person.email).length, { timeout: 30_000 }).toBe(1);
    const [mail] = mailsTo(person.email);
    expect(mail?.parsed.subject).toBe('Reset your Spora password');
    const link = linksIn(mail ?? ({} as never)).find((candidate) =>
      candidate.includes('/reset-password#token='),
    );
    expect(link).toBeDefined();

    await page.goto(link ?? '');
    // The token leaves the address bar as soon as the page has read it.
    await expect.poll(() => page.url()).toBe(`${spora.url}/reset-password`);
    const newPassword = 'a fresh password for the test';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill(newPassword);
    await captureScreens(page, 'reset-password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('Your new password is set').waitFor();
    await checkAccessibility(page, 'reset-password-done');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${spora.url}/`);

    // The link works once.
    await page.goto(link ?? '');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('yet another password 12');
    await page
      .getByRole('textbox', { name: 'Repeat the new password', exact: true })
      .fill('yet another password 12');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('This link does not work').waitFor();
    await context.close();
  });
});
