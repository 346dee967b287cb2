import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { anonymousPage } from './support/browser-session.js';
import { captureScreens } from './support/screens.js';
import { SporaUnderTest, testPassword } from './support/spora-under-test.js';

/** What a person does with the mouse and keyboard, counted: each click, each field filled. */
class Actions {
  count = 0;

  /** `force` for a switch, whose input lies under the track a person clicks. */
  async click(target: Locator, options: { force?: boolean } = {}): Promise<void> {
    this.count += 1;
    await target.click(options);
  }

  async fill(target: Locator, value: string): Promise<void> {
    this.count += 1;
    await target.fill(value);
  }
}

describe('the first hour', () => {
  let spora: SporaUnderTest;
  let browser: Browser;

  beforeAll(async () => {
    spora = await SporaUnderTest.start({}, { firstRun: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await spora?.stop();
  });

  it('takes a new operator from the setup code to a first approved tool call in fewer than 25 actions, by what the screens say', async () => {
    const started = Date.now();
    const code = await spora.platform.setup.issueCode();
    const act = new Actions();
    const { page, context } = await anonymousPage(browser);
    // The only address typed: the server's, as its log prints it.
    await page.goto(spora.url);

    await page.getByRole('heading', { name: 'Set up Spora' }).waitFor();
    await act.fill(page.getByLabel('Setup code'), code);
    await act.fill(page.getByLabel('Your name'), 'Ada Admin');
    await act.fill(page.getByLabel('E-mail'), 'ada@example.test');
    await act.fill(page.getByRole('textbox', { name: 'Password', exact: true }), testPassword);
    await act.click(page.getByRole('button', { name: 'Create administrator' }));

    const checklist = page.getByRole('region', { name: 'Get started' });
    await act.click(checklist.getByRole('link', { name: 'Go to Models' }));
    await act.click(page.getByRole('button', { name: 'New configuration' }));
    const dialog = page.getByRole('dialog', { name: 'New model configuration' });
    await act.click(dialog.getByRole('combobox', { name: 'Provider' }));
    await act.click(page.getByRole('option', { name: 'Any OpenAI-compatible server' }));
    await act.fill(dialog.getByLabel('Base URL'), spora.llm.openaiBaseUrl);
    await act.click(dialog.getByRole('button', { name: 'List models' }));
    await act.click(page.getByRole('option', { name: 'fake-llm' }));
    await act.click(dialog.getByRole('button', { name: 'Create configuration' }));
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Preferred', { exact: true }).waitFor();

    // The sidebar's first button, on every page.
    await act.click(page.getByRole('navigation').getByRole('button', { name: 'New agent' }).first());
    const create = page.getByRole('dialog', { name: 'New agent' });
    await act.fill(create.getByLabel('Name'), 'Arithmetic');
    await act.click(create.getByRole('button', { name: 'Create agent' }));
    await page.getByRole('heading', { level: 1, name: 'Arithmetic' }).waitFor();
    await captureScreens(page, 'first-hour-agent');

    await act.click(page.getByRole('tab', { name: 'Tools' }));
    const calculator = page.getByRole('article', { name: 'Calculator' });
    await act.click(calculator.getByRole('switch', { name: 'Enable Calculator' }), { force: true });
    await act.click(
      calculator
        .locator('[data-operation="calculate"]')
        .getByRole('radiogroup', { name: /^Approval/ })
        .getByText('Ask', { exact: true }),
    );

    spora.llm.enqueue({
      kind: 'tool_calls',
      calls: [{ name: 'calculator', arguments: { expression: '17*24' } }],
    });
    spora.llm.enqueue({ kind: 'text', text: 'Seventeen times twenty-four is 408.' });
    await act.click(page.getByRole('tab', { name: 'Conversations' }));
    await act.fill(page.getByLabel('New conversation'), 'What is 17 times 24?');
    await act.click(page.getByRole('button', { name: 'Send' }));
    const pending = page.getByRole('region', { name: /^Pending action/ });
    await act.click(pending.getByRole('button', { name: 'Approve' }));
    await page.getByText('Seventeen times twenty-four is 408.').waitFor({ timeout: 30_000 });
    await captureScreens(page, 'first-hour-approved');

    expect(act.count).toBeLessThan(25);
    console.info(`first hour: ${act.count} actions, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await context.close();
  });
});
