import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

interface TaskState {
  readonly task: {
    readonly id: number;
    readonly status: string;
    readonly tool_calls: readonly { status: string; rule: { id: number; version: number } | null }[];
  };
}

/** Starts a task whose model asks for one calculation, and waits until it pauses or ends. */
async function calculation(person: Person, agentId: number, expression: string) {
  suite.spora.llm.enqueue({ kind: 'tool_calls', calls: [{ name: 'calculator', arguments: { expression } }] });
  const { task } = await person.api.post<TaskState>('/tasks', {
    agent_id: agentId,
    prompt: `Work out ${expression}`,
  });
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toMatch(/^(PENDING_APPROVAL|COMPLETED)$/);
  return (await person.api.get<TaskState>(`/tasks/${task.id}`)).task;
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option }).click();
}

it('remembers a grant from the approval card: the next identical call runs without asking', async () => {
  const person = await suite.spora.person({ name: 'Granter' });
  const agentId = await suite.spora.carefulAgent(person, 'Bookkeeper');
  const first = await calculation(person, agentId, '6*7');
  expect(first.status).toBe('PENDING_APPROVAL');
  const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
  await page.goto(`${suite.spora.url}/tasks/${first.id}`);
  const card = page.getByRole('region', { name: /Pending action/ });
  await card.waitFor();
  await choose(page, 'Remember', 'Always allow for this agent');
  await atRest(page);
  await captureScreens(page, 'approval-card-remember');
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${first.id}`)).task.status, {
      timeout: 30_000,
    })
    .toBe('COMPLETED');

  const second = await calculation(person, agentId, '6*7');
  expect(second.status).toBe('COMPLETED');
  const grant = second.tool_calls[0]?.rule;
  expect(grant).not.toBeNull();
  await page.goto(`${suite.spora.url}/tasks/${second.id}`);
  await page
    .getByTestId('call-decision')
    .filter({ hasText: `Allowed by approval rule #${grant?.id}` })
    .waitFor();

  await page.goto(`${suite.spora.url}/approvals/rules`);
  await page.getByRole('heading', { name: 'Remembered grants' }).waitFor();
  await page.getByText('Allow calculator · calculate on Bookkeeper').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'approval-rules');
  await captureScreens(page, 'approval-rules');
  await context.close();
});

it('saves a rule with an argument condition that denies a call; the model reads the reason', async () => {
  const person = await suite.spora.person({ name: 'Rule writer' });
  const agentId = await suite.spora.carefulAgent(person, 'Surveyor');
  const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
  await page.goto(`${suite.spora.url}/approvals`);
  await page.getByRole('link', { name: 'Rules and grants' }).click();
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New approval rule' });
  await choose(page, 'Tool', 'Calculator');
  await choose(page, 'Operation', 'calculate');
  const condition = dialog.getByRole('textbox', { name: 'Only when the arguments match' });
  // A misspelt argument is refused where it is, before anything is saved.
  expectConsoleError(context, {
    why: 'The misspelt condition is refused on purpose (422), to show the refusal in the form.',
    matches: refusal(422, '/api/v1/approval-rules'),
  });
  expectConsoleError(context, {
    why: 'The preview replays the misspelt condition too when the form waits long enough, and is refused (422) the same way.',
    matches: refusal(422, '/api/v1/approval-rules/replay'),
  });
  await condition.fill('args.expresion.contains("9")');
  await dialog
    .locator('label')
    .filter({ hasText: /^Deny$/ })
    .click();
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  // The preview below may repeat the refusal after its own words; the field's message starts with it.
  await dialog.getByText(/^The condition is invalid/).waitFor();
  await dialog.getByLabel('Where the fault is').waitFor();
  await condition.fill('args.expression.contains("9")');
  await dialog.getByRole('textbox', { name: 'Reason the model is told' }).fill('No nines.');
  await dialog
    .getByTestId('rule-replay')
    .getByText(/nothing to compare|matches/)
    .waitFor();
  await atRest(page);
  await captureScreens(page, 'approval-rule-editor');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Deny calculator · calculate on every agent').waitFor();

  const denied = await calculation(person, agentId, '9*9');
  expect(denied.status).toBe('COMPLETED');
  expect(denied.tool_calls[0]?.status).toBe('REJECTED');
  expect(JSON.stringify(suite.spora.llm.requests.at(-1)?.body)).toContain(
    'Denied by an approval rule: No nines.',
  );
  await page.goto(`${suite.spora.url}/tasks/${denied.id}`);
  await page
    .getByTestId('call-decision')
    .filter({ hasText: /Denied by approval rule #\d+ \(version 1\)/ })
    .waitFor();
  // Other arguments are left to the operation's own setting: a person decides.
  expect((await calculation(person, agentId, '2*3')).status).toBe('PENDING_APPROVAL');
  await context.close();
});

it('shows what a draft would have done to decided calls before it is saved', async () => {
  const person = await suite.spora.person({ name: 'Replayer' });
  const agentId = await suite.spora.carefulAgent(person, 'Clerk');
  for (const [expression, decision] of [
    ['1+1', 'approve'],
    ['1+2', 'approve'],
    ['5+5', 'reject'],
  ] as const) {
    const task = await calculation(person, agentId, expression);
    expect(task.status, JSON.stringify(task)).toBe('PENDING_APPROVAL');
    await person.api.decideFirstCall(task.id, decision);
    // The model's answers are one queue: the next call is queued once this task has had its answer.
    await expect
      .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, {
        timeout: 30_000,
      })
      .toBe('COMPLETED');
  }
  const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
  await page.goto(`${suite.spora.url}/approvals/rules`);
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New approval rule' });
  await choose(page, 'Tool', 'Calculator');
  await dialog
    .getByRole('textbox', { name: 'Only when the arguments match' })
    .fill('args.expression.startsWith("1")');
  await dialog
    .getByTestId('rule-replay')
    .getByText(
      'Of the last 3 calls people decided, this rule matches 2: it would have allowed without asking 2 calls a person approved.',
    )
    .waitFor();
  await dialog.getByRole('textbox', { name: 'Only when the arguments match' }).fill('args.expression != ""');
  await dialog
    .getByTestId('rule-replay')
    .getByText(
      /matches 3: it would have allowed without asking 2 calls a person approved and allowed 1 call a person rejected/,
    )
    .waitFor();
  await atRest(page);
  await captureScreens(page, 'approval-rule-replay');
  await context.close();
});
