import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

interface TaskState {
  id: number;
  status: string;
}

const settledStatuses = ['COMPLETED', 'FAILED', 'ABORTED'];

async function startTask(person: Person, agentId: number, prompt: string): Promise<number> {
  return (await person.api.post<{ task: { id: number } }>('/tasks', { agent_id: agentId, prompt })).task.id;
}

/** Starts a task the fake model answers with `answer`, and waits until it has come to rest. */
async function answeredTask(
  person: Person,
  agentId: number,
  prompt: string,
  answer: string,
): Promise<number> {
  suite.spora.llm.enqueue({ kind: 'text', text: answer });
  const id = await startTask(person, agentId, prompt);
  await person.api.waitForTask<TaskState>(id, (task) => settledStatuses.includes(task.status));
  return id;
}

/** A configuration on the fake LLM under its own model name, so a request shows which one was used. */
async function namedModel(
  person: Person,
  name: string,
  model: string,
  contextWindow?: number,
): Promise<number> {
  const created = await person.api.post<{ config: { id: number } }>('/llm-configs', {
    name,
    driver_class: 'core/OpenAiCompatibleDriver',
    settings: { base_url: suite.spora.llm.openaiBaseUrl, api_key: 'sk-test-key', model },
    ...(contextWindow === undefined ? {} : { context_window: contextWindow }),
  });
  return created.config.id;
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Conversations list' });
const rows = (scope: Locator) => scope.getByRole('navigation', { name: 'Conversations' }).getByRole('link');

/** Hovering a message shows its actions; the button is then clicked by its name. */
async function messageAction(page: Page, text: string, action: string): Promise<void> {
  const message = page
    .getByTestId('conversation')
    .locator('.spora-message')
    .filter({ hasText: text })
    .first();
  await message.hover();
  await message.getByRole('button', { name: action }).click();
}

describe('conversations', () => {
  beforeEach(() => suite.spora.llm.reset());

  it('lists, searches, renames and deletes conversations in the sidebar, this agent’s or all agents’', async () => {
    const person = await suite.spora.person({ name: 'Sidebar' });
    const planner = await suite.spora.agent(person, { name: 'Travel planner' });
    const cook = await suite.spora.agent(person, { name: 'Cook' });
    await answeredTask(person, planner, 'Plan a weekend in Lisbon', 'Day one: Alfama. Day two: Belém.');
    const porto = await answeredTask(person, planner, 'Find a train to Porto', 'The 9:00 Alfa Pendular.');
    await answeredTask(person, cook, 'Bake a sourdough bread', 'Start the levain the night before.');
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);

    await page.goto(`${suite.spora.url}/agents/${planner}`);
    const side = sidebar(page);
    await rows(side).filter({ hasText: 'Find a train to Porto' }).waitFor();
    await expect.poll(() => rows(side).count()).toBe(2);
    // Most recent first.
    expect(await rows(side).first().textContent()).toMatch(/^Find a train to Porto/);
    await atRest(page);
    await checkAccessibility(page, 'conversations-sidebar');
    await captureScreens(page, 'conversations-sidebar');

    await side.getByRole('textbox', { name: 'Search conversations' }).fill('lisbon');
    await expect.poll(() => rows(side).count()).toBe(1);
    await rows(side).filter({ hasText: 'Plan a weekend in Lisbon' }).waitFor();
    await side.getByRole('textbox', { name: 'Search conversations' }).fill('no such words anywhere');
    await side.getByText('No matching conversations').waitFor();
    await side.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => rows(side).count()).toBe(2);

    await side.getByRole('button', { name: 'Actions for “Plan a weekend in Lisbon”' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename conversation' });
    await rename.getByLabel('Title').fill('Lisbon, two days');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.waitFor({ state: 'detached' });
    await rows(side).filter({ hasText: 'Lisbon, two days' }).waitFor();
    await rows(side).filter({ hasText: 'Lisbon, two days' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lisbon, two days' }).waitFor();

    await side.getByText('All agents').click();
    await rows(side).filter({ hasText: 'Bake a sourdough bread' }).waitFor();
    await rows(side).filter({ hasText: 'Cook' }).waitFor();
    await expect.poll(() => rows(side).count()).toBe(3);
    await side.getByRole('button', { name: 'Actions for “Bake a sourdough bread”' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => rows(side).count()).toBe(2);
    await side.getByText('This agent').click();

    // On a conversation's page the sidebar marks it, and "New conversation" leads to the composer.
    await rows(side).filter({ hasText: 'Find a train to Porto' }).click();
    await page.waitForURL(`**/tasks/${porto}`);
    await side.locator('[aria-current="page"]').filter({ hasText: 'Find a train to Porto' }).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'conversations-sidebar-task');
    await captureScreens(page, 'conversations-sidebar-task');
    await side.getByRole('link', { name: 'New conversation' }).click();
    await page.waitForURL(`**/agents/${planner}`);
    await page.getByLabel('New conversation').waitFor();
    await context.close();
  });

  it('copies a message, edits a question into a new conversation, and regenerates the last answer', async () => {
    const person = await suite.spora.person({ name: 'Editor' });
    const agentId = await suite.spora.agent(person, { name: 'Geographer' });
    const first = await answeredTask(person, agentId, 'What is the capital of Australia?', 'It is Canberra.');
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.spora.url });
    await page.goto(`${suite.spora.url}/tasks/${first}`);
    await page.getByText('It is Canberra.').waitFor();

    await messageAction(page, 'It is Canberra.', 'Copy');
    await page.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('It is Canberra.');

    suite.spora.llm.enqueue({ kind: 'text', text: 'It is Wellington.' });
    await messageAction(page, 'What is the capital of Australia?', 'Edit');
    const editor = page.getByRole('textbox', { name: 'Edit the message' });
    await editor.fill('What is the capital of New Zealand?');
    await page.getByRole('button', { name: 'Save & send' }).click();
    await page.waitForURL((url) => /\/tasks\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${first}`));
    const branched = await person.api.waitForTask<TaskState>(
      Number(new URL(page.url()).pathname.split('/').pop()),
      (task) => settledStatuses.includes(task.status),
    );
    expect(branched.status).toBe('COMPLETED');
    await page.getByText('It is Wellington.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'What is the capital of New Zealand?' }).waitFor();
    await page.getByRole('link', { name: 'Branched from an earlier conversation' }).click();
    await page.waitForURL(`**/tasks/${first}`);
    await page.getByText('It is Canberra.').waitFor();
    // The source is kept as it was, and links to the conversation edited from it.
    await page.getByTestId('branch-links').getByText('Branches:').waitFor();
    await page.getByTestId('branch-links').locator(`a[href="/tasks/${branched.id}"]`).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'conversation-branches');
    await captureScreens(page, 'conversation-branches');

    suite.spora.llm.enqueue({ kind: 'text', text: 'Canberra, since 1913.' });
    await messageAction(page, 'It is Canberra.', 'Regenerate');
    await page.waitForURL((url) => !url.pathname.endsWith(`/${first}`));
    await page.getByText('Canberra, since 1913.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'What is the capital of Australia?' }).waitFor();
    await context.close();
  });

  it('stops a working task from the composer, where Send was', async () => {
    const person = await suite.spora.person({ name: 'Stopper' });
    const agentId = await suite.spora.agent(person, { name: 'Slow writer' });
    suite.spora.llm.enqueue({ kind: 'text', text: 'A very slow answer.', delayMs: 60_000 });
    const id = await startTask(person, agentId, 'Write slowly, please');
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/tasks/${id}`);
    const stop = page.getByTestId('composer-stop');
    await stop.waitFor();
    expect(await page.getByTestId('send-followup').count()).toBe(0);
    // Editing waits until the conversation has come to rest.
    const question = page.getByTestId('conversation').locator('.spora-message').first();
    await question.hover();
    expect(await question.getByRole('button', { name: 'Edit' }).getAttribute('aria-disabled')).toBe('true');
    await atRest(page);
    await captureScreens(page, 'conversation-composer-stop');
    await stop.click();
    await page.getByTestId('task-status').getByText('Stopped').waitFor();
    await page.getByTestId('send-followup').waitFor();
    await context.close();
  });

  it('switches the model that answers a conversation, and exports it', async () => {
    const person = await suite.spora.person({ name: 'Switcher' });
    const alpha = await namedModel(person, 'Model Alpha', 'alpha-model');
    await namedModel(person, 'Model Beta', 'beta-model');
    const agentId = await suite.spora.agent(person, { name: 'Two minds', llm_driver_config_id: alpha });
    const id = await answeredTask(person, agentId, 'Say hello', 'Hello from alpha.');
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/tasks/${id}`);
    const model = page.getByTestId('answering-model');
    await model.getByText('Model Alpha').waitFor();

    await model.click();
    await page.getByRole('menuitem', { name: 'Model Beta' }).click();
    await model.getByText('Model Beta').waitFor();
    suite.spora.llm.enqueue({ kind: 'text', text: 'Hello from beta.' });
    const before = suite.spora.llm.requests.length;
    await page.getByTestId('follow-up-input').fill('Again, please');
    await page.getByTestId('send-followup').click();
    await page.getByText('Hello from beta.').waitFor();
    const sent = suite.spora.llm.requests
      .slice(before)
      .map((request) => (request.body as { model?: string }).model);
    expect(sent).toEqual(['beta-model']);
    await atRest(page);
    await checkAccessibility(page, 'conversation-model');
    await captureScreens(page, 'conversation-model');

    await model.click();
    await page.getByRole('menuitem', { name: 'Agent’s default' }).click();
    await model.getByText('Model Alpha').waitFor();

    for (const [format, label] of [
      ['markdown', 'Export as Markdown'],
      ['json', 'Export as JSON'],
    ] as const) {
      await page.getByRole('button', { name: 'Export the conversation' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: label }).click();
      const file = await (await download).path();
      const content = await readFile(file, 'utf8');
      expect(content, format).toContain('Say hello');
      expect(content, format).toContain('Hello from alpha.');
      expect(content, format).toContain('Hello from beta.');
      if (format === 'json') expect(() => JSON.parse(content)).not.toThrow();
    }
    await context.close();
  });

  it('counts a long message, warns past the model’s context window, and folds long messages', async () => {
    const person = await suite.spora.person({ name: 'Verbose' });
    const small = await namedModel(person, 'Small model', 'small-model', 1_000);
    const agentId = await suite.spora.agent(person, { name: 'Reader', llm_driver_config_id: small });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    const composer = page.getByLabel('New conversation');
    await composer.fill('word '.repeat(300));
    expect(await page.getByTestId('length-counter').count()).toBe(0);
    const long = Array.from({ length: 60 }, (_, line) => `Line ${line + 1} of a long report.`).join('\n');
    const text = `${long}\n${'x'.repeat(4_000)}`;
    await composer.fill(text);
    await page
      .getByTestId('length-counter')
      .getByText(`${text.length.toLocaleString('en-US')} characters`)
      .waitFor();
    await page
      .getByTestId('length-counter')
      .getByText(/≈ 1,\d{3} tokens/)
      .waitFor();
    await page.getByTestId('context-warning').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'composer-context-warning');
    await captureScreens(page, 'composer-context-warning');

    suite.spora.llm.enqueue({ kind: 'text', text: 'Read it all.' });
    await page.getByRole('button', { name: 'Send' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send a message this long?' });
    await confirm.getByRole('button', { name: 'Send anyway' }).click();
    await page.waitForURL(/\/tasks\/\d+$/);
    await page.getByText('Read it all.').waitFor();
    // The long question is folded to its first lines until asked for in full.
    const conversation = page.getByTestId('conversation');
    await conversation.getByRole('button', { name: 'Show all' }).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'conversation-long-message');
    await captureScreens(page, 'conversation-long-message');
    await conversation.getByRole('button', { name: 'Show all' }).click();
    await conversation.getByRole('button', { name: 'Show less' }).waitFor();
    await conversation.getByText('Line 60 of a long report.').waitFor();
    await context.close();
  });

  it('marks a conversation whose call was rejected, in the header and the lists', async () => {
    const person = await suite.spora.person({ name: 'Careful' });
    const agentId = await suite.spora.carefulAgent(person, 'Careful calculator');
    suite.spora.llm.enqueue(
      { kind: 'tool_calls', calls: [{ name: 'calculator', arguments: { expression: '2 + 2' } }] },
      { kind: 'text', text: 'Understood, I did not calculate it.' },
    );
    const id = await startTask(person, agentId, 'What is 2 + 2?');
    await person.api.waitForTask<TaskState>(id, (task) => task.status === 'PENDING_APPROVAL');
    await person.api.post(`/tasks/${id}/reject`, { reason: 'Not now' });
    await person.api.waitForTask<TaskState>(id, (task) => task.status === 'COMPLETED');
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/tasks/${id}`);
    await page.getByTestId('task-header-tools').getByText('1 rejected').waitFor();
    await rows(sidebar(page)).filter({ hasText: '1 rejected' }).waitFor();
    await context.close();
  });

  it('opens the conversations in a drawer on a phone', async () => {
    const person = await suite.spora.person({ name: 'Phone' });
    const agentId = await suite.spora.agent(person, { name: 'Pocket helper' });
    await answeredTask(person, agentId, 'Remind me to buy milk', 'Noted: milk.');
    const latest = await answeredTask(person, agentId, 'And eggs', 'Noted: eggs.');
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${suite.spora.url}/tasks/${latest}`);
    await page.getByText('Noted: eggs.').waitFor();
    expect(await sidebar(page).count()).toBe(0);
    await page.getByTestId('conversations-drawer-button').click();
    const drawer = page.getByRole('dialog', { name: 'Conversations' });
    await rows(drawer).filter({ hasText: 'Remind me to buy milk' }).waitFor();
    await drawer.locator('[aria-current="page"]').filter({ hasText: 'And eggs' }).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'conversations-drawer');
    await page.screenshot({
      path: `${process.env.SPORA_SCREENSHOTS_DIR ?? 'test-results/screenshots'}/conversations-drawer-phone.png`,
    });
    await rows(drawer).filter({ hasText: 'Remind me to buy milk' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByText('Noted: milk.').waitFor();
    await context.close();
  });
});
