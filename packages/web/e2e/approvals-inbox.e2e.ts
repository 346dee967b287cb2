import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

interface TaskState {
  readonly task: { readonly id: number; readonly status: string };
}

/** An agent whose calculator needs approval, and a task of it paused on one calculation. */
async function pausedTask(person: Person, agentName: string, expression: string) {
  const { spora } = suite;
  const agentId = await spora.agent(person, { name: agentName });
  await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
  await person.api.request('PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
    requires_approval: true,
  });
  // The model's answers are one queue: each task's final answer is queued when it is decided.
  spora.llm.enqueue({ kind: 'tool_calls', calls: [{ name: 'calculator', arguments: { expression } }] });
  const { task } = await person.api.post<TaskState>('/tasks', {
    agent_id: agentId,
    prompt: `Work out ${expression}`,
  });
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('PENDING_APPROVAL');
  return task.id;
}

const statusOf = async (person: Person, taskId: number) =>
  (await person.api.get<TaskState>(`/tasks/${taskId}`)).task.status;

const group = (page: Page, agentName: string) =>
  page.locator('.mantine-Card-root').filter({ hasText: agentName });

it('lists the calls waiting across agents, decides each in one click, and empties', async () => {
  const person = await suite.spora.person({ name: 'Inbox' });
  const first = await pausedTask(person, 'Bookkeeper', '12*12');
  const second = await pausedTask(person, 'Surveyor', '3+4');
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

  await group(page, 'Surveyor')
    .getByRole('button', { name: /^Reject/ })
    .click();
  await expect.poll(() => statusOf(person, second), { timeout: 30_000 }).toBe('COMPLETED');
  await page.getByText('Nothing waits for you').waitFor();
  await atRest(page);
  await captureScreens(page, 'approvals-inbox-empty');
  await context.close();
});
