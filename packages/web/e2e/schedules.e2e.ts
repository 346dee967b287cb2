import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { captureScreens, checkAccessibility, settled } from './support/screens.js';

const suite = openBrowserSuite();

/** No pointer over anything, so hover colours do not change what axe and screenshots see. */
async function atRest(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await settled(page);
}

describe('schedules', () => {
  it('creates a schedule with a live preview, runs it now, shows its task, the notification and today’s runs', async () => {
    const person = await suite.spora.person({ name: 'Planner' });
    const agentId = await suite.spora.agent(person, { name: 'Morning desk' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    expectConsoleError(context, {
      why: 'The live preview asks the server about each schedule typed; an invalid one is answered 422, shown in the form.',
      matches: refusal(422, `/api/v1/agents/${agentId}/schedules/preview`),
    });

    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    await page.getByRole('tab', { name: 'Schedules' }).click();
    await page.waitForURL(`${suite.spora.url}/agents/${agentId}?tab=schedules`);
    await page.getByRole('heading', { name: 'No schedules yet' }).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'schedules-empty');
    await captureScreens(page, 'schedules-empty');

    await page.getByRole('button', { name: 'New schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New schedule' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('Morning digest');
    await dialog.getByRole('textbox', { name: /^Prompt/ }).fill('Summarise what happened overnight.');
    const cron = dialog.getByLabel('Cron expression');
    await cron.fill('0 7 * * 1-5');
    await dialog.getByLabel('Time zone').fill('Europe/Berl');
    await page.getByRole('option', { name: 'Europe/Berlin' }).click();
    const preview = dialog.getByTestId('timing-preview');
    await preview.getByText('At 07:00, Monday through Friday (Europe/Berlin)').waitFor();
    expect(await preview.getByRole('listitem').count()).toBe(5);
    // A bad expression says why while the person types, before anything is sent.
    await cron.fill('0 25 * * *');
    await preview.getByRole('status').waitFor();
    await cron.fill('0 7 * * 1-5');
    await preview.getByText('At 07:00, Monday through Friday (Europe/Berlin)').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'schedule-form');
    await captureScreens(page, 'schedule-form');
    await dialog.getByRole('button', { name: 'Create schedule' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: 'Morning digest' });
    await card.getByText('At 07:00, Monday through Friday (Europe/Berlin)').waitFor();
    await card.getByText(/^Next run:/).waitFor();

    suite.spora.llm.reset();
    suite.spora.llm.enqueue({ kind: 'text', text: 'Overnight: three new orders and one refund.' });
    const runNow = card.getByRole('button', { name: 'Run now' });
    await runNow.click();
    await page.getByText(/“Morning digest” started task #\d+\./).waitFor();
    const taskLink = card.getByRole('link', { name: /^Task #\d+$/ });
    await taskLink.waitFor();
    await card.getByText('Completed').waitFor({ timeout: 30_000 });
    // Run now left the schedule's own next run in place.
    await card.getByText(/^Next run:/).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'schedules-list');
    await captureScreens(page, 'schedules-list');

    const taskId = Number((await taskLink.textContent())?.replace(/\D/g, ''));
    await taskLink.click();
    await page.waitForURL(`${suite.spora.url}/tasks/${taskId}`);
    await page.getByText('Overnight: three new orders and one refund.').first().waitFor();

    // The owner is told once the task has finished.
    const bell = page.getByRole('button', { name: /^Notifications, 1 unread$/ });
    await bell.waitFor({ timeout: 20_000 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByRole('button', { name: new RegExp(`Scheduled run of task #${taskId} finished`) })
      .waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${suite.spora.url}/`);
    const today = page.getByRole('region', { name: 'Scheduled today' });
    await today
      .getByText(/Morning digest/)
      .first()
      .waitFor();
    // The next 07:00 Berlin run is today's only before 07:00 on a weekday of the browser's day:
    // it is shown pending exactly when the day's runs hold it.
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const { runs } = await person.api.get<{ runs: { occurrence: { outcome: string } | null }[] }>(
      `/schedules/today?timezone=${encodeURIComponent(browserZone)}`,
    );
    if (runs.some((run) => run.occurrence?.outcome === 'pending')) await today.getByText('Pending').waitFor();
    await today.getByRole('link', { name: `Task #${taskId}: completed` }).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'dashboard-scheduled-today');
    await captureScreens(page, 'dashboard-scheduled-today');

    // Pause and resume from the card.
    await page.goto(`${suite.spora.url}/agents/${agentId}?tab=schedules`);
    const toggle = page.getByRole('article', { name: 'Morning digest' }).getByRole('switch');
    await toggle.click({ force: true });
    await page.getByRole('article', { name: 'Morning digest' }).getByText('No run planned').waitFor();
    await toggle.click({ force: true });
    await page
      .getByRole('article', { name: 'Morning digest' })
      .getByText(/^Next run:/)
      .waitFor();
    await context.close();
  });

  it('fills the composer from a prompt template with its variables', async () => {
    const person = await suite.spora.person({ name: 'Writer' });
    const agentId = await suite.spora.agent(person, { name: 'Columnist' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    expectConsoleError(context, {
      why: 'The live preview asks the server about each template typed; an invalid one is answered 422, shown in the form.',
      matches: refusal(422, `/api/v1/agents/${agentId}/prompt-templates/preview`),
    });

    await page.goto(`${suite.spora.url}/agents/${agentId}?tab=templates`);
    await page.getByRole('heading', { name: 'No prompt templates yet' }).waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New prompt template' });
    await dialog.getByLabel('Name').fill('Column');
    await dialog
      .getByRole('textbox', { name: /^Prompt/ })
      .fill('Write a column about {{topic}} for {{weekday}}.');
    await dialog.getByText(/is neither a built-in variable nor declared/).waitFor();
    await dialog.getByRole('button', { name: 'Add variable' }).click();
    await dialog.getByLabel('Variable name').fill('topic');
    await dialog.getByText(/^Write a column about ‹topic› for \w+day\.$/).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'prompt-template-form');
    await captureScreens(page, 'prompt-template-form');
    await dialog.getByRole('button', { name: 'Create template' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Conversations' }).click();
    await page.getByPlaceholder('Choose a prompt template').click();
    await page.getByRole('option', { name: 'Column' }).click();
    await page.getByRole('textbox', { name: 'topic' }).fill('winter tides');
    await page.getByRole('button', { name: 'Use template' }).click();
    await expect
      .poll(() => page.getByLabel('New conversation').inputValue())
      .toMatch(/^Write a column about winter tides for \w+day\.$/);
    await atRest(page);
    await checkAccessibility(page, 'composer-template');
    await captureScreens(page, 'composer-template');
    await context.close();
  });
});
