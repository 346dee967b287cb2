import { expect, it } from 'vitest';
import { executions, SlowTool } from '../../server/test/support/test-tools.js';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import { SporaUnderTest } from './support/spora-under-test.js';

const suite = openBrowserSuite(async () => {
  const spora = await SporaUnderTest.start();
  // A call with effects that takes long enough for its worker to "die" while it runs.
  spora.platform.tools.register({ kind: 'core' }, SlowTool);
  return spora;
});

interface TaskState {
  readonly task: {
    readonly id: number;
    readonly status: string;
    readonly tool_calls: readonly { readonly status: string; readonly result_content: string | null }[];
  };
}

it('asks whether a call that may have run did, and the answer runs the task on from its page', async () => {
  const { spora } = suite;
  executions.length = 0;
  const person = await spora.person({ name: 'Checker' });
  const agentId = await spora.agent(person, { name: 'Mailer' });
  await person.api.post(`/agents/${agentId}/tools/slow/enable`);
  spora.llm.enqueue(
    { kind: 'tool_calls', calls: [{ name: 'slow', arguments: { ms: 20_000 } }] },
    { kind: 'text', text: 'The report went out once.' },
  );
  const { task } = await person.api.post<TaskState>('/tasks', {
    agent_id: agentId,
    prompt: 'Send the report',
  });
  await expect.poll(() => executions.length, { timeout: 30_000 }).toBe(1);
  // Its worker stops extending the lease, as if its process died; the reaper queues the task again.
  await spora.platform.database.db
    .updateTable('tasks')
    .set({ lease_expires_at: '2000-01-01T00:00:00.000Z' })
    .where('id', '=', task.id)
    .execute();
  await spora.platform.orchestrator.housekeeping.reapExpiredLeases(3);
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('NEEDS_RECONCILIATION');

  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  // The approvals inbox lists the held call beside the calls awaiting approval, and leads to its task.
  await page.goto(`${spora.url}/approvals`);
  const held = page.getByTestId('held-calls');
  await held.getByText('One action to check').waitFor();
  await held.getByText('Mailer · Send the report').waitFor();
  await page.getByText('No call awaits your approval').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'approvals-held-calls');
  await captureScreens(page, 'approvals-held-calls');
  await held.getByRole('link', { name: 'Check it' }).click();
  await page.waitForURL(`${spora.url}/tasks/${task.id}`);
  const banner = page.getByTestId('reconciliation-banner');
  await banner.getByText('Did this action run?').waitFor();
  const card = banner.getByRole('region', { name: 'Action to check: Slow' });
  await card.getByText('"ms": 20000').waitFor();
  await page.getByText('Needs a check').first().waitFor();
  await page.getByText('Waiting for you to say whether a call ran').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'task-reconciliation');
  await captureScreens(page, 'task-reconciliation');

  await card.getByRole('textbox', { name: 'What it returned' }).fill('Sent to 3 people at 09:12.');
  await card.getByRole('button', { name: 'It ran — here is what it returned' }).click();
  await page.getByText('The report went out once.').waitFor({ timeout: 30_000 });
  const done = (await person.api.get<TaskState>(`/tasks/${task.id}`)).task;
  expect(done).toMatchObject({
    status: 'COMPLETED',
    tool_calls: [{ status: 'COMPLETED', result_content: 'Sent to 3 people at 09:12.' }],
  });
  // The call with effects ran once, before its worker stopped; nobody ran it again.
  expect(executions).toHaveLength(1);
  await banner.waitFor({ state: 'detached' });
  await page.getByText('Reported as run').waitFor();
  await captureScreens(page, 'task-reconciliation-answered');
  await context.close();
});
