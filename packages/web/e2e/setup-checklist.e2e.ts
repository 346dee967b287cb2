import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

const checklist = (page: Page) => page.getByRole('region', { name: 'Get started' });

describe('set-up checklist', () => {
  it('ticks its steps as they are done, links to where each is done, and stays hidden once closed', async () => {
    const admin = await suite.spora.person({ name: 'Grace', admin: true });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, admin);
    await page.goto(`${suite.spora.url}/`);
    const list = checklist(page);
    await list.getByText('Add a model (to do)').waitFor();
    await list.getByText('Create an agent (to do)').waitFor();
    await list.getByText('Run a first task (to do)').waitFor();
    // The other steps are optional, and only administrators see them.
    await list.getByText('Set up e-mail', { exact: false }).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'setup-checklist');
    await captureScreens(page, 'setup-checklist');

    await list.getByRole('link', { name: 'Go to Models' }).click();
    await page.waitForURL(/\/settings\/models$/);

    await admin.api.post('/llm-configs', {
      name: 'Fake',
      driver_class: 'core/OpenAiCompatibleDriver',
      settings: { base_url: suite.spora.llm.openaiBaseUrl, model: 'fake-llm' },
    });
    await admin.api.post('/agents', { name: 'Helper', system_prompt: 'You are helpful.' });
    await page.goto(`${suite.spora.url}/`);
    await list.getByText('Add a model (done)').waitFor();
    await list.getByText('Create an agent (done)').waitFor();
    await list.getByRole('link', { name: 'Give Helper a task' }).waitFor();
    await captureScreens(page, 'setup-checklist-two-done');

    await list.getByRole('button', { name: 'Hide the set-up checklist' }).click();
    await list.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Agents' }).waitFor();
    await atRest(page);
    expect(await checklist(page).count()).toBe(0);
    await context.close();
  });
});
