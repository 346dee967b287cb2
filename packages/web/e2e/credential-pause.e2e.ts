import { expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

interface TaskState {
  readonly task: { readonly id: number; readonly status: string; readonly step_count: number };
}

it('pauses a task on a refused model key, links to its configuration, and saving a new key runs it on', async () => {
  const { spora } = suite;
  const person = await spora.person({ name: 'Keyholder' });
  const configId = await spora.fakeModel(person, 'Hosted model');
  const agentId = await spora.agent(person, { name: 'Writer', llm_driver_config_id: configId });
  spora.llm.enqueue({ kind: 'error', status: 401, message: 'Incorrect API key provided' });
  const { task } = await person.api.post<TaskState>('/tasks', { agent_id: agentId, prompt: 'Say hello' });
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('AWAITING_CONNECTION');

  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  await page.goto(`${spora.url}/tasks/${task.id}`);
  const banner = page.getByTestId('credential-banner');
  await banner
    .getByText(
      'The provider refused the API key of the model configuration “Hosted model” (it answered 401).',
    )
    .waitFor();
  await page.getByTestId('task-status').getByText('Needs a key').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'task-credential-pause');
  await captureScreens(page, 'task-credential-pause');

  await banner.getByRole('link', { name: 'Edit “Hosted model”' }).click();
  const form = page.getByRole('dialog', { name: 'Edit “Hosted model”' });
  await form.getByRole('button', { name: 'Change API key' }).click();
  await form.getByLabel('API key', { exact: true }).fill('sk-new-key');
  await atRest(page);
  await captureScreens(page, 'credential-pause-model-form');
  spora.llm.enqueue({ kind: 'text', text: 'Hello with the new key.' });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await form.waitFor({ state: 'detached' });

  await page.goto(`${spora.url}/tasks/${task.id}`);
  await page.getByText('Hello with the new key.').waitFor({ timeout: 30_000 });
  await banner.waitFor({ state: 'detached' });
  const done = (await person.api.get<TaskState>(`/tasks/${task.id}`)).task;
  expect(done).toMatchObject({ status: 'COMPLETED', step_count: 1 });
  expect(spora.llm.requests.at(-1)?.headers.authorization).toBe('Bearer sk-new-key');
  await context.close();
});
