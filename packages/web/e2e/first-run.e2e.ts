import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { anonymousPage } from './support/browser-session.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { captureScreens, checkAccessibility } from './support/screens.js';
import { SporaUnderTest, testPassword } from './support/spora-under-test.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('first run', () => {
  let spora: SporaUnderTest;

  beforeAll(async () => {
    spora = await SporaUnderTest.start({}, { firstRun: true });
  });

  afterAll(async () => {
    await spora?.stop();
  });

  it('creates the first administrator with the setup code from the log, then signs out and in again', async () => {
    const code = await spora.platform.setup.issueCode();
    const { page, context } = await anonymousPage(browser);
    await page.goto(`${spora.url}/agents/1`);
    await page.waitForURL(/\/setup$/);
    await page.getByRole('heading', { name: 'Set up Spora' }).waitFor();
    await checkAccessibility(page, 'setup');
    await captureScreens(page, 'setup');

    await page.getByLabel('Setup code').fill('WRONG-CODE');
    await page.getByLabel('Your name').fill('Ada Admin');
    await page.getByLabel('E-mail').fill('ada@example.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(testPassword);
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await page.getByText('This is not the setup code the server printed').waitFor();

    await page.getByLabel('Setup code').fill(code);
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await page.waitForURL(`${spora.url}/`);
    await page.getByRole('heading', { name: 'Agents' }).waitFor();

    await page.getByRole('button', { name: /Account: Ada Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in$/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await checkAccessibility(page, 'sign-in');
    await captureScreens(page, 'sign-in');

    await page.goto(`${spora.url}/setup`);
    await page.waitForURL(/\/sign-in$/);
    await context.close();
  });
});

describe('signing in', () => {
  let spora: SporaUnderTest;

  beforeAll(async () => {
    spora = await SporaUnderTest.start();
  });

  afterAll(async () => {
    await spora?.stop();
  });

  it('refuses a wrong password, and brings a signed-out visitor back to the page they asked for', async () => {
    const person = await spora.person({ name: 'Grace' });
    const agentId = await spora.agent(person, { name: 'Deep link agent' });
    const { page, context } = await anonymousPage(browser);
    await page.goto(`${spora.url}/agents/${agentId}`);
    await page.waitForURL(/\/sign-in\?redirect=/);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('That e-mail address and password do not match.').waitFor();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${spora.url}/agents/${agentId}`);
    await page.getByRole('heading', { name: 'Deep link agent' }).waitFor();
    await context.close();
  });

  it('shows one notice when the session expires and returns to the page after signing in again', async () => {
    const person = await spora.person({ name: 'Linus' });
    const agentId = await spora.agent(person, { name: 'Expiring agent' });
    const { page, context } = await anonymousPage(browser);
    await page.goto(`${spora.url}/sign-in`);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${spora.url}/`);
    await page.goto(`${spora.url}/agents/${agentId}`);
    await page.getByRole('heading', { name: 'Expiring agent' }).waitFor();

    // The server forgets every session (as when one expires); the page's next request gets a 401.
    expectConsoleError(context, {
      why: 'The sessions are deleted on purpose: the bell’s next read is refused, and that sends the page to sign-in.',
      matches: refusal(401, '/api/v1/notifications'),
    });
    await spora.platform.database.db.deleteFrom('sessions').execute();
    // The person opens the bell; its own next read may come first and end the page before the click.
    const clicked = page
      .getByRole('button', { name: /^Notifications/ })
      .click()
      .catch(() => undefined);
    await page.waitForURL(/\/sign-in\?redirect=/);
    await clicked;
    await page.getByText('Your session has ended').first().waitFor();
    expect(await page.getByText('Your session has ended').count()).toBe(1);

    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${spora.url}/agents/${agentId}`);
    await context.close();
  });
});
