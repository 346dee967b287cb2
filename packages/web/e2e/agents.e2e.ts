import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

/** The card of the agent with this name on the dashboard. */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/**
 * The screen at rest, as axe and the screenshots should see it: no pointer hovering a control the
 * test clicked, no toast (they close by themselves) over the toolbar.
 */
/** Picks an item from an agent card's menu, and waits for the menu to close. */
async function chooseFromCardMenu(page: Page, agentName: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${agentName}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('agents', () => {
  it('welcomes a new person, creates a blank agent with inline validation, fixes its model and chats to a streamed answer', async () => {
    const person = await suite.spora.person({ name: 'Ada' });
    await suite.spora.fakeModel(person, 'Fake model');
    // Her first configuration became her preferred one; she chooses none, so the agent needs its own.
    await person.api.request('PUT', '/user-preferences/llm', { config_id: null });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(suite.spora.url);
    await page.getByRole('heading', { name: 'Create your first agent' }).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'dashboard-empty');
    await captureScreens(page, 'dashboard-empty');

    await page.getByRole('button', { name: 'Create agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'New agent' });
    await dialog.getByRole('button', { name: 'Create agent' }).click();
    await dialog.getByText('Give the agent a name.').waitFor();
    await dialog.getByLabel('Maximum steps per task').fill('500');
    await dialog.getByLabel('Maximum steps per task').blur();
    await dialog.getByText('A whole number from 1 to 100.').waitFor();
    await dialog.getByLabel('Maximum steps per task').fill('12');
    await dialog.getByLabel('Name').fill('Travel planner');
    await dialog.getByLabel('Description').fill('Plans trips: routes, timetables and places to stay.');
    await dialog.getByLabel('Instructions (system prompt)').fill('You plan trips carefully.');
    await atRest(page);
    await checkAccessibility(page, 'create-agent-blank');
    await captureScreens(page, 'create-agent-blank');
    await dialog.getByRole('button', { name: 'Create agent' }).click();

    await page.waitForURL(/\/agents\/\d+$/);
    const agentId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: 'Travel planner' }).waitFor();
    const agent = await person.api.get<{ agent: { max_steps: number; system_prompt: string } }>(
      `/agents/${agentId}`,
    );
    expect(agent.agent).toMatchObject({ max_steps: 12, system_prompt: 'You plan trips carefully.' });

    // A new agent uses its owner's preference or the global default; this person has neither now.
    await page.getByText('This agent has no model to work with').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'agent-no-model');
    await captureScreens(page, 'agent-no-model');
    await page.getByPlaceholder('Choose a configuration').click();
    await page.getByRole('option', { name: /Fake model/ }).click();
    await page.getByRole('button', { name: 'Use it' }).click();
    await page.getByText('This agent has no model to work with').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No conversations yet' }).waitFor();

    suite.spora.llm.enqueue({ kind: 'text', text: 'Take the 7:04 train to Basel, then change for Zürich.' });
    const composer = page.getByLabel('New conversation');
    await composer.fill('How do I get from Strasbourg to Zürich tomorrow morning?');
    await composer.press('Control+Enter');
    await page.waitForURL(/\/tasks\/\d+$/);
    await page.getByText('Take the 7:04 train to Basel, then change for Zürich.').first().waitFor();

    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    const conversations = page.getByRole('navigation', { name: 'Conversations' });
    await conversations.getByText('How do I get from Strasbourg to Zürich tomorrow morning?').waitFor();
    await conversations.getByText('Completed').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'agent-page');
    await captureScreens(page, 'agent-page');
    await context.close();
  });

  it('creates an agent from a catalogue template and opens it', async () => {
    const person = await suite.spora.person({ name: 'Grace' });
    await suite.spora.agent(person, { name: 'Existing helper' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(suite.spora.url);
    await page.getByRole('heading', { name: 'Existing helper' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'New agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'New agent' });
    await dialog.getByRole('tab', { name: 'From a template' }).click();
    const assistant = dialog.getByRole('button', { name: /^Assistant/ });
    await assistant.click();
    expect(await assistant.getAttribute('aria-pressed')).toBe('true');
    await atRest(page);
    await checkAccessibility(page, 'create-agent-template');
    await captureScreens(page, 'create-agent-template');
    await dialog.getByRole('button', { name: 'Create “Assistant”' }).click();

    await page.waitForURL(/\/agents\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Assistant' }).waitFor();
    const agents = await person.api.get<{ agents: { name: string; tools: unknown[] }[] }>('/agents');
    const imported = agents.agents.find((agent) => agent.name === 'Assistant');
    expect(imported?.tools.length).toBeGreaterThan(0);
    await context.close();
  });

  it('searches, pins, favours, archives and restores agents; deleting one that is working is refused with the reason', async () => {
    const person = await suite.spora.person({ name: 'Linus' });
    const model = await suite.spora.fakeModel(person);
    for (const [name, description] of [
      ['Invoice clerk', 'Reads invoices and files them.'],
      ['Release notes writer', 'Turns merged changes into release notes.'],
      ['Support triage', 'Sorts incoming support mail by urgency.'],
    ] as const)
      await suite.spora.agent(person, { name, description, llm_driver_config_id: model });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(suite.spora.url);
    await card(page, 'Support triage').waitFor();

    await page.getByLabel('Search agents').fill('release');
    await card(page, 'Release notes writer').waitFor();
    await card(page, 'Invoice clerk').waitFor({ state: 'detached' });
    await page.getByLabel('Search agents').fill('urgency');
    await card(page, 'Support triage').waitFor();
    await card(page, 'Release notes writer').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Clear search' }).click();
    await card(page, 'Invoice clerk').waitFor();

    await chooseFromCardMenu(page, 'Invoice clerk', 'Pin to top');
    const pinned = page.getByRole('region', { name: 'Pinned' });
    await pinned.getByRole('heading', { name: 'Invoice clerk' }).waitFor();
    await chooseFromCardMenu(page, 'Support triage', 'Add to favourites');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Support triage' })
      .waitFor();

    await chooseFromCardMenu(page, 'Release notes writer', 'Archive');
    await card(page, 'Release notes writer').waitFor({ state: 'detached' });
    await page.getByText('Archived (1)').click();
    await card(page, 'Release notes writer').waitFor();
    await chooseFromCardMenu(page, 'Release notes writer', 'Restore from archive');
    await page.getByRole('heading', { name: 'The archive is empty' }).waitFor();
    await page.getByText('All (3)').click();

    const flags = await person.api.get<{
      agents: { name: string; is_pinned: boolean; is_favorite: boolean; is_archived: boolean }[];
    }>('/agents');
    expect(flags.agents.find((agent) => agent.name === 'Invoice clerk')).toMatchObject({ is_pinned: true });
    expect(flags.agents.find((agent) => agent.name === 'Support triage')).toMatchObject({
      is_favorite: true,
    });
    expect(flags.agents.find((agent) => agent.name === 'Release notes writer')).toMatchObject({
      is_archived: false,
    });

    // A task whose model never answers keeps running; the agent cannot be deleted meanwhile.
    suite.spora.llm.enqueue({ kind: 'hang' });
    const triage = flags.agents.find((agent) => agent.name === 'Support triage') as unknown as { id: number };
    const task = await person.api.post<{ task: { id: number } }>('/tasks', {
      agent_id: triage.id,
      prompt: 'Sort the inbox',
    });
    await card(page, 'Support triage').getByText('1 running').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'dashboard');
    await captureScreens(page, 'dashboard');

    expectConsoleError(context, {
      why: 'Deleting an agent that is working is refused on purpose (409), to show the reason.',
      matches: refusal(409, `/api/v1/agents/${triage.id}`),
    });
    await chooseFromCardMenu(page, 'Support triage', 'Delete…');
    const confirm = page.getByRole('dialog', { name: 'Delete “Support triage”?' });
    await confirm.getByRole('button', { name: 'Delete agent' }).click();
    await confirm.getByRole('alert').getByText('This agent is still working').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'delete-agent-refused');
    await captureScreens(page, 'delete-agent-refused');

    await person.api.post(`/tasks/${task.task.id}/abort`);
    await confirm.getByRole('button', { name: 'Delete agent' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card(page, 'Support triage').waitFor({ state: 'detached' });
    const remaining = await person.api.get<{ agents: { name: string }[] }>('/agents');
    expect(remaining.agents.map((agent) => agent.name).sort()).toEqual([
      'Invoice clerk',
      'Release notes writer',
    ]);
    await context.close();
  });

  it('shows a second person none of the first one’s agents, and a clear not-found page for them', async () => {
    const first = await suite.spora.person({ name: 'Owner' });
    const agentId = await suite.spora.agent(first, { name: 'Private diary keeper' });
    const second = await suite.spora.person({ name: 'Visitor' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, second);
    await page.goto(suite.spora.url);
    await page.getByRole('heading', { name: 'Create your first agent' }).waitFor();
    expect(await page.getByText('Private diary keeper').count()).toBe(0);

    expectConsoleError(context, {
      why: 'Another person’s agent is opened on purpose: the API answers 404, and the page says so.',
      matches: refusal(404, `/api/v1/agents/${agentId}`),
    });
    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    await page.getByRole('heading', { name: 'There is no such agent' }).waitFor();
    expect(await page.getByText('Private diary keeper').count()).toBe(0);
    await atRest(page);
    await checkAccessibility(page, 'agent-not-found');
    await captureScreens(page, 'agent-not-found');
    await context.close();
  });
});
