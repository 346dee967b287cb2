import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

interface TaskState {
  readonly task: { readonly id: number; readonly status: string; readonly viewer?: string };
}

interface PolicyState {
  readonly policy: {
    readonly approver_user_ids: number[];
    readonly operations: { tool_class: string; operation: string; quorum: number }[];
  };
}

async function pausedTask(person: Person, agentId: number, expression: string): Promise<number> {
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

const statusOf = async (person: Person, taskId: number) =>
  (await person.api.get<TaskState>(`/tasks/${taskId}`)).task.status;

async function userIdOf(person: Person): Promise<number> {
  return (await person.api.get<{ user: { id: number } }>('/auth/me')).user.id;
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  // The input itself, not the list of options it labels too.
  await page
    .locator('input')
    .and(page.getByLabel(label, { exact: true }))
    .click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

it('needs two people: the owner names a colleague and a quorum of two, approves, waits, and the colleague’s approval runs it', async () => {
  const { spora, browser } = suite;
  const owner = await spora.person({ name: 'Olivia Owner' });
  const colleague = await spora.person({ name: 'Colin Colleague' });
  const agentId = await suite.spora.carefulAgent(owner, 'Ledger keeper');

  const mine = await signedInPage(browser, spora.url, owner, { viewport: { width: 1440, height: 900 } });
  const page = mine.page;
  await page.goto(`${spora.url}/agents/${agentId}/settings?section=approvers`);
  await page.getByRole('heading', { name: 'Who decides' }).waitFor();
  await chooseOption(page, 'Named approvers', 'Colin Colleague');
  await page.getByRole('button', { name: 'Add an operation' }).click();
  await chooseOption(page, 'Operation', 'calculator · calculate');
  // More approvals than people who may decide: the server's coded refusal shows at the field.
  expectConsoleError(mine.context, {
    why: 'The quorum of three is refused on purpose (422), to show the refusal at its field.',
    matches: refusal(422, `/api/v1/agents/${agentId}/approval-policy`),
  });
  await page.getByRole('textbox', { name: 'Approvals needed' }).fill('3');
  await page.getByRole('button', { name: 'Save approvers' }).click();
  await page.getByText('Needs 3 distinct approvers, but only 2 may decide').waitFor();
  await atRest(page);
  await captureScreens(page, 'approvers-settings-refused');

  await page.getByRole('textbox', { name: 'Approvals needed' }).fill('2');
  await page.getByRole('button', { name: 'Save approvers' }).click();
  await page.getByText('Who approves “Ledger keeper” is saved.').waitFor();
  const { policy } = await owner.api.get<PolicyState>(`/agents/${agentId}/approval-policy`);
  expect(policy.approver_user_ids).toEqual([await userIdOf(colleague)]);
  expect(policy.operations).toMatchObject([{ operation: 'calculate', quorum: 2 }]);
  await atRest(page);
  await checkAccessibility(page, 'approvers-settings');
  await captureScreens(page, 'approvers-settings');

  const taskId = await pausedTask(owner, agentId, '6*7');
  await page.goto(`${spora.url}/tasks/${taskId}`);
  const standing = page.getByTestId('approval-standing');
  await standing.getByText('Needs 2 approvals.').waitFor();
  await standing.getByText('Colin Colleague may decide it too.').waitFor();
  await page
    .getByRole('region', { name: /^Pending action/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await standing.getByText('You approved; waiting for 1 more.').waitFor();
  await expect(
    page
      .getByRole('region', { name: /^Pending action/ })
      .getByRole('button', { name: 'Approve' })
      .count(),
  ).resolves.toBe(0);
  expect(await statusOf(owner, taskId)).toBe('PENDING_APPROVAL');
  await atRest(page);
  await checkAccessibility(page, 'approval-quorum-voted');
  await captureScreens(page, 'approval-quorum-voted');

  // The colleague, on a phone, finds it in their inbox with the owner's vote, and approves it there.
  const theirs = await signedInPage(browser, spora.url, colleague, { viewport: { width: 390, height: 844 } });
  await theirs.page.goto(`${spora.url}/approvals`);
  const item = theirs.page.getByRole('listitem', { name: /^Ledger keeper:/ });
  await item.getByText('1 of 2 approvals: Olivia Owner.').waitFor();
  await atRest(theirs.page);
  await checkAccessibility(theirs.page, 'approval-quorum-inbox');
  await captureScreens(theirs.page, 'approval-quorum-inbox');
  await item.getByRole('button', { name: /^Approve/ }).click();
  await expect.poll(() => statusOf(owner, taskId), { timeout: 30_000 }).toBe('COMPLETED');
  // The owner's page follows live; the colleague reads the task they decided, without its owner's actions.
  await page.getByText('Done.').first().waitFor({ timeout: 30_000 });
  await theirs.page.goto(`${spora.url}/tasks/${taskId}`);
  await theirs.page.getByText('Done.').first().waitFor();
  await expect(theirs.page.getByRole('button', { name: 'More actions' }).count()).resolves.toBe(0);
  await expect(theirs.page.getByRole('textbox', { name: /follow-up|message/i }).count()).resolves.toBe(0);
  await theirs.context.close();
  await mine.context.close();
});

it('shows the deadline on the task page, then that it escalated and to whom, and the escalation approver decides', async () => {
  const { spora, browser } = suite;
  const owner = await spora.person({ name: 'Erin Owner' });
  const deputy = await spora.person({ name: 'Dana Deputy' });
  const agentId = await suite.spora.carefulAgent(owner, 'Night shift');
  const deputyId = await userIdOf(deputy);
  const escalatingAfter = (seconds: number) =>
    owner.api.request('PUT', `/agents/${agentId}/approval-policy`, {
      owner_decides: true,
      administrators_decide: false,
      approver_user_ids: [],
      escalation_user_ids: [deputyId],
      deadline: { seconds, action: 'escalate' },
      deadline_reason: null,
      operations: [],
    });
  await escalatingAfter(3600);
  const taskId = await pausedTask(owner, agentId, '2+2');

  const mine = await signedInPage(browser, spora.url, owner, { viewport: { width: 1440, height: 900 } });
  await mine.page.goto(`${spora.url}/tasks/${taskId}`);
  const deadline = mine.page.getByTestId('approval-deadline');
  await deadline.getByText(/^Escalates in (60 minutes|1 hour) if nobody decides\.$/).waitFor();
  // Before the deadline the escalation approver does not see the task at all.
  await expect(deputy.api.get(`/tasks/${taskId}`)).rejects.toThrow(/404/);

  // A deadline of a second: the call has waited past it, and the deadline job acts on it.
  await escalatingAfter(1);
  await expect
    .poll(
      async () => (await spora.platform.approvalDeadlines.runDue()).length + (await deadlineRows(taskId)),
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0);
  await deadline
    .getByText(/^Escalated (just now|\d+ seconds? ago) to Dana Deputy\.$/)
    .waitFor({ timeout: 15_000 });
  await atRest(mine.page);
  await checkAccessibility(mine.page, 'approval-escalated');
  await captureScreens(mine.page, 'approval-escalated');

  // The deputy was told, opens the task from the notification's link, and approves it there.
  const theirs = await signedInPage(browser, spora.url, deputy, { viewport: { width: 390, height: 844 } });
  const bell = await deputy.api.get<{ notifications: { type: string; task_id: number }[] }>('/notifications');
  expect(bell.notifications).toMatchObject([{ type: 'approval_escalated', task_id: taskId }]);
  await theirs.page.goto(`${spora.url}/tasks/${taskId}`);
  await theirs.page
    .getByTestId('approval-deadline')
    .getByText(/to Dana Deputy\.$/)
    .waitFor();
  await atRest(theirs.page);
  await captureScreens(theirs.page, 'approval-escalated-deputy');
  await theirs.page
    .getByRole('region', { name: /^Pending action/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect.poll(() => statusOf(owner, taskId), { timeout: 30_000 }).toBe('COMPLETED');
  await theirs.context.close();
  await mine.context.close();
});

async function deadlineRows(taskId: number): Promise<number> {
  const rows = await suite.spora.platform.database.db
    .selectFrom('tool_call_deadlines')
    .select('tool_call_id')
    .where('task_id', '=', taskId)
    .execute();
  return rows.length;
}
