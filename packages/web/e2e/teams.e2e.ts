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

const statusOf = async (person: Person, taskId: number) =>
  (await person.api.get<TaskState>(`/tasks/${taskId}`)).task.status;

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

it('an administrator makes a team, the owner shares an agent, a teammate runs it and the team approver decides', async () => {
  const admin = await suite.spora.person({ admin: true, name: 'Team admin' });
  const owner = await suite.spora.person({ name: 'Agent owner' });
  const teammate = await suite.spora.person({ name: 'Teammate' });
  const approver = await suite.spora.person({ name: 'Team approver' });
  const agentId = await suite.spora.carefulAgent(owner, 'Shared bookkeeper');

  // The administrator creates the team and adds its members by e-mail address.
  const adminView = await signedInPage(suite.browser, suite.spora.url, admin);
  let page = adminView.page;
  await page.goto(`${suite.spora.url}/settings/teams`);
  await page.getByRole('heading', { level: 1, name: 'Teams' }).waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill('Operations');
  await page.getByRole('textbox', { name: 'Description' }).fill('Keeps the books');
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByRole('link', { name: /Operations/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
  for (const [person, role] of [
    [owner, 'Member'],
    [teammate, 'Member'],
    [approver, 'Approver'],
  ] as const) {
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(person.email);
    await choose(page, 'Role', role);
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('cell', { name: new RegExp(person.email.replace(/[.]/g, '\\.')) }).waitFor();
  }
  await atRest(page);
  await checkAccessibility(page, 'team');
  await captureScreens(page, 'team');
  await adminView.context.close();

  // The owner shares the agent with the team, for use.
  const ownerView = await signedInPage(suite.browser, suite.spora.url, owner);
  page = ownerView.page;
  await page.goto(`${suite.spora.url}/agents/${agentId}/settings?section=sharing`);
  await page.getByRole('heading', { name: 'Shared with teams' }).waitFor();
  await choose(page, 'Team', 'Operations');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page
    .getByRole('list', { name: 'Teams it is shared with' })
    .getByRole('link', { name: 'Operations' })
    .waitFor();
  await atRest(page);
  await checkAccessibility(page, 'agent-sharing');
  await captureScreens(page, 'agent-sharing');
  await ownerView.context.close();

  // The teammate sees whose agent it is and may only use it.
  const teammateView = await signedInPage(suite.browser, suite.spora.url, teammate);
  page = teammateView.page;
  await page.goto(suite.spora.url);
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'Shared bookkeeper' });
  await card.getByText('Shared by Agent owner').waitFor();
  await expect(card.getByRole('button', { name: /actions/i }).count()).resolves.toBe(0);
  await page.goto(`${suite.spora.url}/agents/${agentId}`);
  await page.getByText('Shared by Agent owner').waitFor();
  await expect(page.getByRole('tab', { name: 'Settings' }).count()).resolves.toBe(0);
  await expect(page.getByRole('tab', { name: 'Schedules' }).count()).resolves.toBe(0);
  await atRest(page);
  await captureScreens(page, 'shared-agent');
  await teammateView.context.close();
  suite.spora.llm.enqueue({
    kind: 'tool_calls',
    calls: [{ name: 'calculator', arguments: { expression: '21*2' } }],
  });
  const { task } = await teammate.api.post<TaskState>('/tasks', {
    agent_id: agentId,
    prompt: 'Work out 21*2',
  });
  await expect.poll(() => statusOf(teammate, task.id), { timeout: 30_000 }).toBe('PENDING_APPROVAL');

  // The team's approver decides it from their inbox; the task stays the teammate's.
  const approverView = await signedInPage(suite.browser, suite.spora.url, approver);
  page = approverView.page;
  await page.goto(`${suite.spora.url}/approvals`);
  const group = page.locator('.mantine-Card-root').filter({ hasText: 'Shared bookkeeper' });
  await group.waitFor();
  await atRest(page);
  await captureScreens(page, 'team-approver-inbox');
  await group.getByRole('button', { name: /^Approve/ }).click();
  await expect.poll(() => statusOf(teammate, task.id), { timeout: 30_000 }).toBe('COMPLETED');
  await approverView.context.close();
  await expect(owner.api.get(`/tasks/${task.id}`)).rejects.toThrow(/answered 404/);
});
