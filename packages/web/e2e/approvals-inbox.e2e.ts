import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

interface TaskState {
  readonly task: {
    readonly id: number;
    readonly status: string;
    readonly tool_calls: readonly { readonly status: string; readonly approved_arguments: unknown }[];
  };
}

/** A task of the agent paused on one calculation; the model's answer afterwards is the fallback. */
async function pausedTask(person: Person, agentId: number, expression: string) {
  suite.spora.llm.enqueue({ kind: 'tool_calls', calls: [{ name: 'calculator', arguments: { expression } }] });
  const { task } = await person.api.post<TaskState>('/tasks', {
    agent_id: agentId,
    prompt: `Work out ${expression}`,
  });
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('PENDING_APPROVAL');
  return task.id;
}

async function pausedTaskOf(person: Person, agentName: string, expression: string) {
  return pausedTask(person, await suite.spora.carefulAgent(person, agentName), expression);
}

const taskOf = async (person: Person, taskId: number) =>
  (await person.api.get<TaskState>(`/tasks/${taskId}`)).task;
const statusOf = async (person: Person, taskId: number) => (await taskOf(person, taskId)).status;

const group = (page: Page, agentName: string) =>
  page.locator('.mantine-Card-root').filter({ hasText: agentName });
const item = (page: Page, agentName: string, expression: string) =>
  page.getByRole('listitem', { name: `${agentName}: Evaluate mathematical expression: ${expression}` });
const items = (page: Page) =>
  page.getByRole('list', { name: 'Calls awaiting your decision' }).getByRole('listitem');
const modelHeard = (text: string) =>
  suite.spora.llm.requests.filter((request) => JSON.stringify(request.body).includes(text)).length;

it('lists the calls waiting across agents, decides each in one click, and empties', async () => {
  const person = await suite.spora.person({ name: 'Inbox' });
  const first = await pausedTaskOf(person, 'Bookkeeper', '12*12');
  const second = await pausedTaskOf(person, 'Surveyor', '3+4');
  const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
  await page.goto(`${suite.spora.url}/approvals`);
  await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
  await group(page, 'Bookkeeper').waitFor();
  await group(page, 'Surveyor').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'approvals-inbox');
  await captureScreens(page, 'approvals-inbox');

  await group(page, 'Bookkeeper')
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect.poll(() => statusOf(person, first), { timeout: 30_000 }).toBe('COMPLETED');
  await group(page, 'Bookkeeper').waitFor({ state: 'detached' });

  // Rejecting asks for a reason in place; the model reads it.
  await group(page, 'Surveyor')
    .getByRole('button', { name: /^Reject/ })
    .click();
  await group(page, 'Surveyor').getByRole('textbox', { name: 'Reason' }).fill('Not a sum we need');
  await group(page, 'Surveyor').getByRole('button', { name: 'Reject', exact: true }).click();
  await expect.poll(() => statusOf(person, second), { timeout: 30_000 }).toBe('COMPLETED');
  expect(modelHeard('Not a sum we need')).toBeGreaterThan(0);
  await page.getByText('Nothing waits for you').waitFor();
  await atRest(page);
  await captureScreens(page, 'approvals-inbox-empty');
  await context.close();
});

it('decides from the keyboard: j/k move, a approves, r rejects with a reason, e edits, ? lists the keys', async () => {
  const person = await suite.spora.person({ name: 'Keyboard' });
  const alpha = await pausedTaskOf(person, 'Alpha', '1+1');
  const beta = await pausedTaskOf(person, 'Beta', '2+2');
  const gamma = await pausedTaskOf(person, 'Gamma', '3+3');
  const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
  await page.goto(`${suite.spora.url}/approvals`);
  await item(page, 'Gamma', '3+3').waitFor();
  await expect.poll(() => items(page).count()).toBe(3);
  await expect(item(page, 'Alpha', '1+1').getAttribute('aria-current')).resolves.toBe('true');

  await page.keyboard.press('j');
  await expect(item(page, 'Beta', '2+2').getAttribute('aria-current')).resolves.toBe('true');
  // The focus ring follows with the DOM focus, so a screen reader reads the call it acts on.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Beta: Evaluate mathematical expression: 2+2');
  await page.keyboard.press('k');
  await expect(item(page, 'Alpha', '1+1').getAttribute('aria-current')).resolves.toBe('true');

  await page.keyboard.press('a');
  await expect.poll(() => statusOf(person, alpha), { timeout: 30_000 }).toBe('COMPLETED');
  await item(page, 'Alpha', '1+1').waitFor({ state: 'detached' });

  // The next call moves up under the focus; r asks for a reason, and letters typed there are text.
  await expect(item(page, 'Beta', '2+2').getAttribute('aria-current')).resolves.toBe('true');
  await page.keyboard.press('r');
  const reason = item(page, 'Beta', '2+2').getByRole('textbox', { name: 'Reason' });
  await expect.poll(() => reason.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.type('Keep a record, not a jar');
  await expect(statusOf(person, beta)).resolves.toBe('PENDING_APPROVAL');
  await expect(reason.inputValue()).resolves.toBe('Keep a record, not a jar');
  await page.keyboard.press('Enter');
  await expect.poll(() => statusOf(person, beta), { timeout: 30_000 }).toBe('COMPLETED');
  expect(modelHeard('Keep a record, not a jar')).toBeGreaterThan(0);
  await item(page, 'Beta', '2+2').waitFor({ state: 'detached' });

  await expect(item(page, 'Gamma', '3+3').getAttribute('aria-current')).resolves.toBe('true');
  await page.keyboard.press('e');
  const expression = item(page, 'Gamma', '3+3').getByRole('textbox', { name: 'Expression' });
  await expression.fill('5*5');
  await item(page, 'Gamma', '3+3').getByText('Edited', { exact: true }).waitFor();
  await item(page, 'Gamma', '3+3').getByText('You changed one argument').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'approvals-inbox-editing');
  await captureScreens(page, 'approvals-inbox-editing');

  await item(page, 'Gamma', '3+3').focus();
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await help.getByText('Reject the call: type a reason, then Enter').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'approvals-inbox-shortcuts');
  await captureScreens(page, 'approvals-inbox-shortcuts');
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });

  await item(page, 'Gamma', '3+3').focus();
  await page.keyboard.press('a');
  await expect.poll(() => statusOf(person, gamma), { timeout: 30_000 }).toBe('COMPLETED');
  expect((await taskOf(person, gamma)).tool_calls[0]?.approved_arguments).toEqual({ expression: '5*5' });
  await page.getByText('Nothing waits for you').waitFor();

  // The task's history and the call's headline show what ran, with the proposal beside it.
  await page.goto(`${suite.spora.url}/tasks/${gamma}`);
  const card = page.getByTestId('tool-call-card');
  await card.getByText('Evaluate mathematical expression: 5*5').waitFor();
  await card.getByText('Edited', { exact: true }).waitFor();
  await card.getByText('Evaluate mathematical expression: 3+3').waitFor();
  await card.getByRole('button', { name: /Arguments \(edited\)/ }).click();
  await card.getByText('A person changed one argument').waitFor();
  await expect(card.locator('.spora-json-view').textContent()).resolves.toContain('5*5');
  await atRest(page);
  await checkAccessibility(page, 'task-edited-call');
  await captureScreens(page, 'task-edited-call');
  await card.getByText('The agent’s proposal').click();
  await expect.poll(() => card.locator('.spora-json-view').textContent()).toContain('3+3');
  await context.close();
});

it('filters by agent, tool and age in the URL, rejects a selection with one reason, and follows live changes', async () => {
  const { spora } = suite;
  const person = await spora.person({ name: 'Bulk' });
  const ids = {
    north: await suite.spora.carefulAgent(person, 'North'),
    south: await suite.spora.carefulAgent(person, 'South'),
  };
  const north = await pausedTask(person, ids.north, '10+1');
  const south = await pausedTask(person, ids.south, '20+2');
  const west = await pausedTaskOf(person, 'West', '30+3');
  // Only plain SQL backdates a call (`created_at` is written once by design).
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
  await sql`update tool_calls set created_at = ${twoHoursAgo} where task_id = ${north}`.execute(
    spora.platform.database.db,
  );
  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  await page.goto(`${spora.url}/approvals`);
  await expect.poll(() => items(page).count()).toBe(3);

  await page.getByLabel('Agent', { exact: true }).first().click();
  await page.getByRole('option', { name: 'South' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('agent')).toBe(String(ids.south));
  await expect.poll(() => items(page).count()).toBe(1);
  await item(page, 'South', '20+2').waitFor();
  // The filter is the URL's: opened afresh, it still applies.
  await page.reload();
  await item(page, 'South', '20+2').waitFor();
  await expect.poll(() => items(page).count()).toBe(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => items(page).count()).toBe(3);

  await page.getByLabel('Waiting', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Over an hour' }).click();
  await expect.poll(() => items(page).count()).toBe(1);
  await item(page, 'North', '10+1').waitFor();
  await page.getByLabel('Tool', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Calculator' }).click();
  await expect.poll(() => new URL(page.url()).search).toContain('tool=calculator');
  await expect.poll(() => items(page).count()).toBe(1);
  await page.goto(`${spora.url}/approvals?tool=files`);
  await page.getByText('No call waiting for your decision matches these filters.').waitFor();
  await page.goto(`${spora.url}/approvals`);
  await expect.poll(() => items(page).count()).toBe(3);

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByText('3 calls selected').waitFor();
  await item(page, 'West', '30+3').getByRole('checkbox').uncheck();
  await page.getByText('2 calls selected').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'approvals-inbox-selection');
  await captureScreens(page, 'approvals-inbox-selection');
  await page.getByRole('button', { name: 'Reject selected' }).click();
  await page.getByRole('textbox', { name: 'Reason for all of them' }).fill('Over this month’s budget');
  await page.getByRole('button', { name: 'Reject 2 calls' }).click();
  await page.getByText('Rejected 2 calls').waitFor();
  await expect.poll(() => statusOf(person, north), { timeout: 30_000 }).toBe('COMPLETED');
  await expect.poll(() => statusOf(person, south), { timeout: 30_000 }).toBe('COMPLETED');
  // Each model reads the one reason.
  await expect.poll(() => modelHeard('Over this month’s budget'), { timeout: 30_000 }).toBe(2);
  await expect.poll(() => items(page).count()).toBe(1);

  // Someone else's decision (here, over the API) and a new call reach the open page by themselves.
  const east = await pausedTaskOf(person, 'East', '40+4');
  await item(page, 'East', '40+4').waitFor({ timeout: 30_000 });
  const { task } = await person.api.get<TaskState>(`/tasks/${west}`);
  expect(task.status).toBe('PENDING_APPROVAL');
  await person.api.post(`/tasks/${west}/reject`, { reason: 'Decided elsewhere' });
  await item(page, 'West', '30+3').waitFor({ state: 'detached', timeout: 30_000 });
  await person.api.post(`/tasks/${east}/reject`, {});
  await page.getByText('Nothing waits for you').waitFor({ timeout: 30_000 });
  await context.close();
});

it('pages 25 calls at a time, and approves a whole page at once', async () => {
  const { spora } = suite;
  const person = await spora.person({ name: 'Pages' });
  const agentId = await suite.spora.carefulAgent(person, 'Counter');
  const taskIds: number[] = [];
  for (let n = 1; n <= 26; n += 1) taskIds.push(await pausedTask(person, agentId, `${n}*2`));
  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  await page.goto(`${spora.url}/approvals`);
  await page.getByText('26 calls wait for your decision, oldest first.').waitFor();
  await expect.poll(() => items(page).count()).toBe(25);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
  await expect.poll(() => items(page).count()).toBe(1);
  await item(page, 'Counter', '26*2').waitFor();
  await atRest(page);
  await captureScreens(page, 'approvals-inbox-page-2');
  // Deciding the last call of the last page goes back to the page before, which still has calls.
  await item(page, 'Counter', '26*2')
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
  await expect.poll(() => items(page).count()).toBe(25);

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await page.getByText('Approved 25 calls').waitFor({ timeout: 30_000 });
  await page.getByText('Nothing waits for you').waitFor({ timeout: 30_000 });
  for (const taskId of taskIds) {
    await expect.poll(() => statusOf(person, taskId), { timeout: 30_000 }).toBe('COMPLETED');
  }
  await context.close();
});
