import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import { expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import { SporaUnderTest } from './support/spora-under-test.js';

/** A tool whose service accepts one key only, and says so when it refuses another. */
@Tool({ name: 'mailbox', description: 'Counts the mails in a folder.', displayName: 'Mailbox' })
@ToolParameter({ name: 'folder', type: 'string', description: 'Folder.' })
@ToolSetting({ key: 'api_key', label: 'API Key', type: 'password' })
class MailboxTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const key = (await ctx.settings()).api_key;
    if (typeof key !== 'string' || key === '') return ToolResult.credentialMissing('api_key');
    if (key !== 'sk-good') return ToolResult.credentialRejected('api_key');
    return ToolResult.ok(`3 mails in ${String(args.folder)}`);
  }

  describeAction(): string {
    return 'Count mails';
  }
}

const suite = openBrowserSuite(async () => {
  const spora = await SporaUnderTest.start();
  spora.platform.tools.register({ kind: 'core' }, MailboxTool);
  return spora;
});

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

it("pauses a task on a tool's refused key, links to the agent's tool settings, and saving there runs it on", async () => {
  const { spora } = suite;
  const person = await spora.person({ name: 'Mailer' });
  const agentId = await spora.agent(person, { name: 'Postman' });
  await person.api.post(`/agents/${agentId}/tools/mailbox/enable`);
  await person.api.request('PUT', `/agents/${agentId}/tools/mailbox/settings`, {
    settings: { api_key: 'sk-expired' },
  });
  spora.llm.enqueue(
    { kind: 'tool_calls', calls: [{ name: 'mailbox', arguments: { folder: 'inbox' } }] },
    { kind: 'text', text: 'You have 3 mails.' },
  );
  const { task } = await person.api.post<TaskState>('/tasks', { agent_id: agentId, prompt: 'Any mail?' });
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('AWAITING_CONNECTION');

  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  await page.goto(`${spora.url}/tasks/${task.id}`);
  const banner = page.getByTestId('credential-banner');
  await banner
    .getByText('The service behind Mailbox refused its setting “api_key”.', { exact: false })
    .waitFor();
  await atRest(page);
  await checkAccessibility(page, 'task-tool-credential-pause');
  await captureScreens(page, 'task-tool-credential-pause');

  await banner.getByRole('link', { name: 'Open the agent’s tool settings' }).click();
  await page.getByRole('button', { name: 'Settings of Mailbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mailbox settings' });
  await dialog.getByRole('button', { name: 'Change API Key' }).click();
  await dialog.getByLabel('API Key', { exact: true }).fill('sk-good');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, { timeout: 30_000 })
    .toBe('COMPLETED');
  await page.goto(`${spora.url}/tasks/${task.id}`);
  await page.getByText('You have 3 mails.').waitFor({ timeout: 30_000 });
  await context.close();
});
