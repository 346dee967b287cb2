import { expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

interface TaskState {
  readonly task: {
    readonly id: number;
    readonly status: string;
    readonly step_count: number;
    readonly max_steps: number;
  };
}

it('pauses a task at its step limit, says so, and allowing more steps runs it on from its page', async () => {
  const { spora } = suite;
  const person = await spora.person({ name: 'Stepper' });
  const agentId = await spora.agent(person, { name: 'Counter', max_steps: 1 });
  await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
  spora.llm.enqueue(
    { kind: 'tool_calls', calls: [{ name: 'calculator', arguments: { expression: '1+1' } }] },
    { kind: 'text', text: 'Two, and I needed a second step to say so.' },
  );
  const { task } = await person.api.post<TaskState>('/tasks', {
    agent_id: agentId,
    prompt: 'Add one and one',
  });
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('AWAITING_BUDGET');

  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  // The inbox lists the paused task among what waits for its owner, and leads to it.
  await page.goto(`${spora.url}/approvals`);
  const paused = page.getByTestId('paused-tasks');
  await paused.getByText('Used all its steps: allow it more').waitFor({ timeout: 30_000 });
  await atRest(page);
  await checkAccessibility(page, 'approvals-paused-tasks');
  await captureScreens(page, 'approvals-paused-tasks');
  await paused.getByRole('link', { name: 'Open the task' }).click();
  await page.waitForURL(`${spora.url}/tasks/${task.id}`);
  const banner = page.getByTestId('step-limit-banner');
  await banner.getByText('Paused at its step limit: 1 step used').waitFor();
  await page.getByText('Paused at its limit of 1 step · waiting for you to allow more').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'task-step-limit');
  await captureScreens(page, 'task-step-limit');

  await banner.getByRole('textbox', { name: 'More steps' }).fill('2');
  await banner.getByRole('button', { name: 'Allow 2 more steps' }).click();
  await page.getByText('Two, and I needed a second step to say so.').waitFor({ timeout: 30_000 });
  const done = (await person.api.get<TaskState>(`/tasks/${task.id}`)).task;
  expect(done).toMatchObject({ status: 'COMPLETED', step_count: 2, max_steps: 3 });
  await banner.waitFor({ state: 'detached' });
  await context.close();
});
