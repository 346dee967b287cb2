import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility, settled } from './support/screens.js';

const suite = openBrowserSuite();

interface TaskState {
  readonly task: { readonly id: number; readonly status: string; readonly step_count: number };
}

/** The sizes people look at this screen on most: a laptop and a phone. */
const sizes = { laptop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Besides the standard screens, the page at a laptop's 1440×900 and a phone's 390×844. */
async function captureSizes(page: Page, name: string): Promise<void> {
  const directory = process.env.SPORA_SCREENSHOTS_DIR ?? join('test-results', 'screenshots');
  mkdirSync(directory, { recursive: true });
  const original = page.viewportSize();
  for (const [label, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: join(directory, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
  await captureScreens(page, name);
}

it('pauses a task at its agent’s daily token budget, says which and how far, and allowing more runs it to its answer', async () => {
  const { spora } = suite;
  const person = await spora.person({ name: 'Budgeter' });
  const agentId = await spora.agent(person, { name: 'Counter' });
  await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
  await person.api.post('/budgets', {
    scope: 'agent',
    agent_id: agentId,
    unit: 'tokens',
    limit: 1000,
    period: 'day',
  });
  // The first turn spends the whole budget: the task pauses before its second request.
  spora.llm.enqueue(
    {
      kind: 'tool_calls',
      calls: [{ name: 'calculator', arguments: { expression: '1+1' } }],
      usage: { inputTokens: 900, outputTokens: 300 },
    },
    {
      kind: 'text',
      text: 'Two, said within the tokens you allowed.',
      usage: { inputTokens: 40, outputTokens: 10 },
    },
  );
  const { task } = await person.api.post<TaskState>('/tasks', {
    agent_id: agentId,
    prompt: 'Add one and one',
  });
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('AWAITING_BUDGET');

  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  await page.goto(`${spora.url}/tasks/${task.id}`);
  const banner = page.getByTestId('budget-banner');
  await banner.getByText('Paused at the daily budget of Counter').waitFor();
  await banner.getByText('1,200 tokens spent of 1,000 tokens today (UTC)', { exact: false }).waitFor();
  await banner.getByRole('link', { name: 'Raise the budget' }).waitFor();
  await atRest(page);
  await checkAccessibility(page, 'task-budget-reached');
  await captureSizes(page, 'task-budget-reached');

  await banner.getByRole('textbox', { name: 'More tokens' }).fill('500');
  await banner.getByRole('button', { name: 'Allow 500 tokens more' }).click();
  await page.getByText('Two, said within the tokens you allowed.').waitFor({ timeout: 30_000 });
  const done = (await person.api.get<TaskState>(`/tasks/${task.id}`)).task;
  expect(done).toMatchObject({ status: 'COMPLETED', step_count: 2 });
  await banner.waitFor({ state: 'detached' });
  await context.close();
});

it('raising your daily budget from the paused task’s page lets it run on to its answer', async () => {
  const { spora } = suite;
  const person = await spora.person({ name: 'Raiser' });
  const agentId = await spora.agent(person, { name: 'Summariser' });
  await person.api.post('/budgets', { scope: 'user', unit: 'tokens', limit: 500, period: 'day' });
  spora.llm.enqueue(
    { kind: 'text', text: 'A first draft.', usage: { inputTokens: 400, outputTokens: 200 } },
    {
      kind: 'text',
      text: 'Summed up, within the raised budget.',
      usage: { inputTokens: 40, outputTokens: 10 },
    },
  );
  const { task: first } = await person.api.post<TaskState>('/tasks', {
    agent_id: agentId,
    prompt: 'Draft it',
  });
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${first.id}`)).task.status, {
      timeout: 30_000,
    })
    .toBe('COMPLETED');
  const { task } = await person.api.post<TaskState>('/tasks', { agent_id: agentId, prompt: 'Sum it up' });
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('AWAITING_BUDGET');

  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  await page.goto(`${spora.url}/tasks/${task.id}`);
  const banner = page.getByTestId('budget-banner');
  await banner.getByText('Paused at your daily budget').waitFor();
  await banner.getByText('600 tokens spent of 500 tokens today (UTC)', { exact: false }).waitFor();
  await banner.getByRole('link', { name: 'Raise the budget' }).click();
  await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
  const table = page.getByTestId('budgets-table');
  await table.getByRole('textbox', { name: 'Limit (tokens)' }).fill('5000');
  await table.getByRole('button', { name: 'Save the budget' }).click();
  // The task runs on at once: what was spent may already include its next turn.
  await table.getByText(/^6[05]0 of 5,000 tokens$/).waitFor();
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('COMPLETED');
  await page.goto(`${spora.url}/tasks/${task.id}`);
  await page.getByText('Summed up, within the raised budget.').waitFor();
  await context.close();
});

it('adds a budget on the Budgets page, saying plainly what is wrong with a bad one, and changes it', async () => {
  const { spora } = suite;
  const person = await spora.person({ name: 'Planner' });
  await spora.agent(person, { name: 'Writer' });
  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  await page.goto(spora.url);
  await page.getByRole('link', { name: 'Budgets' }).click();
  await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
  await page.getByText('No budgets yet.').waitFor();

  const limit = page.getByRole('textbox', { name: 'Limit (tokens)' });
  const timeZone = page.getByRole('textbox', { name: 'Time zone' });
  const add = page.getByRole('button', { name: 'Add the budget' });
  await limit.fill('0');
  await add.click();
  await page.getByText('Enter a limit above 0.').waitFor();
  // A zone the server does not know: its reason shows at the field.
  expectConsoleError(context, {
    why: 'The unknown time zone is refused by the server on purpose (422), to show its reason at the field.',
    matches: refusal(422, '/api/v1/budgets'),
  });
  await limit.fill('50000');
  await timeZone.fill('Mars/Olympus');
  await add.click();
  await page.getByText('This is not an IANA time zone, such as Europe/Berlin or UTC.').waitFor();
  await atRest(page);
  await captureSizes(page, 'budgets-refused');

  await timeZone.fill('Europe/Berlin');
  await add.click();
  const table = page.getByTestId('budgets-table');
  const row = table.getByRole('row', { name: /Your daily budget/ });
  await row.getByText('50,000 tokens').waitFor();
  await row.getByText('per day (Europe/Berlin)').waitFor();

  await row.getByRole('button', { name: 'Change' }).click();
  const editing = table.getByRole('textbox', { name: 'Limit (tokens)' });
  await editing.fill('80000');
  await table.getByRole('button', { name: 'Save the budget' }).click();
  await table
    .getByRole('row', { name: /Your daily budget/ })
    .getByText('80,000 tokens')
    .waitFor();
  const { budgets } = await person.api.get<{ budgets: { limit: number; time_zone: string }[] }>('/budgets');
  expect(budgets).toMatchObject([{ limit: 80_000, time_zone: 'Europe/Berlin' }]);
  await atRest(page);
  await checkAccessibility(page, 'budgets');
  await captureSizes(page, 'budgets');
  await context.close();
});
