import type { ModelRequest, Step } from '@spora/fake-llm';
import { AbstractTool, Tool, type ToolArguments, ToolOperation, ToolParameter, ToolResult } from '@spora/sdk';
import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility, settled } from './support/screens.js';
import { SporaUnderTest } from './support/spora-under-test.js';

/** How often each tool really ran: the proof that a rehearsal ran the one and never the other. */
const ran = { stock: 0, orders: 0 };

@Tool({ name: 'stock', description: 'Looks up how much of an item is in stock.', displayName: 'Stock' })
@ToolOperation({ name: 'check', description: 'Check the stock of an item', readOnly: true })
@ToolParameter({ name: 'item', type: 'string', description: 'The item.' })
class StockTool extends AbstractTool {
  async execute(args: ToolArguments): Promise<ToolResult> {
    ran.stock += 1;
    return ToolResult.ok(`12 ${String(args.item)} in stock`);
  }

  describeAction(args: ToolArguments): string {
    return `Check the stock of ${String(args.item)}`;
  }
}

@Tool({ name: 'orders', description: 'Places orders with the supplier.', displayName: 'Orders' })
@ToolOperation({ name: 'place', description: 'Place an order' })
@ToolParameter({ name: 'item', type: 'string', description: 'The item.' })
@ToolParameter({ name: 'quantity', type: 'integer', description: 'How many.' })
class OrdersTool extends AbstractTool {
  async execute(args: ToolArguments): Promise<ToolResult> {
    ran.orders += 1;
    return ToolResult.ok(`Order #${100 + ran.orders} placed: ${String(args.quantity)} ${String(args.item)}`);
  }

  describeAction(args: ToolArguments): string {
    return `Order ${String(args.quantity)} ${String(args.item)}`;
  }
}

const suite = openBrowserSuite(async () => {
  const spora = await SporaUnderTest.start();
  spora.platform.tools.register({ kind: 'core' }, StockTool);
  spora.platform.tools.register({ kind: 'core' }, OrdersTool);
  return spora;
});

const oldPrompt = 'You are the shop assistant. Order what is asked for, one at a time.';
const newPrompt = 'You are the shop assistant. Order apples and plums by the crate of six.';

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
  return '';
}

/**
 * The model of this shop, decided by what each request says, since rehearsed tasks run at once:
 * each prompt checks the stock, then orders (one of an item; with the new prompt, a crate of six
 * apples, and plums too); asked to invent a result, it invents an order.
 */
function shopModel(request: ModelRequest): Step {
  const messages = (request.body.messages ?? []) as { role: string; content: unknown }[];
  const system = messages
    .filter((message) => message.role === 'system')
    .map((message) => textOf(message.content));
  if (system.some((text) => text.includes('You simulate a software tool')))
    return { kind: 'text', text: '{"success": true, "content": "Order #900 placed: 6 apples"}' };
  const crates = system.some((text) => text.includes('crate of six'));
  const prompt = textOf(messages.find((message) => message.role === 'user')?.content);
  const item = /apples|pears|plums/.exec(prompt)?.[0] ?? 'apples';
  const quantity = crates && item !== 'pears' ? 6 : 1;
  const orders = item !== 'plums' || crates;
  if (!messages.some((message) => message.role === 'tool'))
    return {
      kind: 'tool_calls',
      calls: [
        { name: 'stock', arguments: { item } },
        ...(orders ? [{ name: 'orders', arguments: { item, quantity } }] : []),
      ],
    };
  if (!orders) return { kind: 'text', text: `There are 12 ${item} in stock.` };
  return {
    kind: 'text',
    text: quantity === 6 ? `Ordered **a crate of six** ${item}.` : `Ordered one box of ${item}.`,
  };
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope
    .locator('input')
    .and(scope.getByLabel(label, { exact: true }))
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

afterEach(() => suite.spora.llm.setResponder(undefined));

it('rehearses an agent over its last three tasks with a changed system prompt and shows the report beside them', async () => {
  const { spora } = suite;
  spora.llm.setResponder(shopModel);
  const person = await spora.person({ name: 'Shopkeeper' });
  const agentId = await spora.agent(person, { name: 'Shop assistant', system_prompt: oldPrompt });
  await person.api.post(`/agents/${agentId}/tools/stock/enable`);
  await person.api.post(`/agents/${agentId}/tools/orders/enable`);

  for (const prompt of ['Order apples', 'Order pears', 'How many plums are there?']) {
    const { task } = await person.api.post<{ task: { id: number } }>('/tasks', { agent_id: agentId, prompt });
    await person.api.waitForTask(task.id, (state) => state.status === 'COMPLETED');
  }
  expect(ran).toEqual({ stock: 3, orders: 2 });
  // From now on an order asks a person first: the rehearsal says so instead of asking.
  await person.api.request('PATCH', `/agents/${agentId}/tools/orders/operations/place`, {
    requires_approval: true,
  });

  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  await page.goto(`${spora.url}/agents/${agentId}?tab=rehearsals`);
  await page.getByText('No rehearsals yet.').waitFor();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Rehearse' }).click();
  await page.waitForURL(`${spora.url}/agents/${agentId}/rehearse`);

  await expect.poll(() => page.getByLabel('How many of its last tasks').inputValue()).toBe('3');
  expect(await page.getByRole('radio', { name: 'Last tasks' }).isChecked()).toBe(true);
  const systemPrompt = page.getByRole('textbox', { name: 'System prompt' });
  expect(await systemPrompt.inputValue()).toBe(oldPrompt);
  await systemPrompt.fill(newPrompt);
  await page.getByText('Changed: the rehearsal runs with this system prompt.').waitFor();
  await page.getByRole('button', { name: 'Add a scripted result' }).click();
  const script = page.getByRole('group', { name: 'Scripted result 1' });
  await chooseOption(page, script, 'Tool', 'Orders');
  await chooseOption(page, script, 'Operation', 'place');
  await script.getByLabel('Arguments (JSON, optional)').fill('{"item": "plums", "quantity": 6}');
  await script.getByRole('textbox', { name: 'Result' }).fill('Order #42 placed: 6 plums');
  await page.getByRole('button', { name: /^Tools/ }).click();
  await page.getByRole('switch', { name: /^Orders/ }).waitFor();
  expect(await page.getByRole('switch', { name: /^Orders/ }).isChecked()).toBe(true);
  await atRest(page);
  await checkAccessibility(page, 'rehearsal-form');
  await captureScreens(page, 'rehearsal-form');
  await page.getByRole('button', { name: 'Start the rehearsal' }).click();

  await page.waitForURL(new RegExp(`/agents/${agentId}/rehearsals/\\d+$`));
  await page.getByTestId('rehearsal-status').getByText('Completed').waitFor({ timeout: 60_000 });
  const runs = page.getByTestId('rehearsal-run');
  await expect.poll(() => runs.count()).toBe(3);

  // The changed system prompt, as a diff against the agent's.
  const diff = page.getByTestId('system-prompt-diff');
  await diff.locator('[data-kind="removed"]', { hasText: oldPrompt }).waitFor();
  await diff.locator('[data-kind="added"]', { hasText: newPrompt }).waitFor();

  // Apples: the stock check ran; the bigger order has no record and no script, so it was invented.
  const apples = runs.filter({ hasText: 'Order apples' });
  const applesNow = apples.getByTestId('rehearsal-side');
  await applesNow
    .locator('[data-origin="ran"]', { hasText: 'stock' })
    .getByText('Ran', { exact: true })
    .waitFor();
  await applesNow
    .locator('[data-origin="invented"]', { hasText: 'orders' })
    .getByText('Simulated — invented by the model')
    .waitFor();
  await applesNow.getByText('A person would have been asked to approve this call').waitFor();
  await applesNow.getByTestId('final-answer').getByText('a crate of six').waitFor();
  await apples.getByTestId('past-side').getByText('Ordered one box of apples.').waitFor();
  const applesDiff = apples.getByTestId('differences');
  await applesDiff.getByText('The answer changed.').waitFor();
  await applesDiff.getByText('Different arguments for orders · place: quantity').waitFor();
  await applesNow.getByTestId('changed-arguments').getByText('quantity:').waitFor();

  // Pears: the same order as before, so its recorded result was used; nothing differs.
  const pears = runs.filter({ hasText: 'Order pears' });
  await pears
    .getByTestId('rehearsal-side')
    .locator('[data-origin="recorded"]')
    .getByText('Simulated — recorded result')
    .waitFor();
  await pears
    .getByTestId('differences')
    .getByText(/^No differences/)
    .waitFor();

  // Plums: an order the past task never made, answered by the scripted result.
  const plums = runs.filter({ hasText: 'How many plums are there?' });
  await plums
    .getByTestId('rehearsal-side')
    .locator('[data-origin="scripted"]')
    .getByText('Simulated — scripted result')
    .waitFor();
  await plums.getByTestId('differences').getByText('Calls only in the rehearsal: orders · place').waitFor();

  // The read-only tool ran three more times; the one with effects never did.
  expect(ran).toEqual({ stock: 6, orders: 2 });
  await apples.getByRole('button', { name: 'Conversation (5 messages)' }).click();
  await apples.getByTestId('run-conversation').getByText('Order #900 placed: 6 apples').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'rehearsal-report');
  await captureScreens(page, 'rehearsal-report');

  // A rehearsal task says so on its page and leads back to the report.
  const rehearsalId = /\/rehearsals\/(\d+)$/.exec(page.url())?.[1];
  await apples
    .getByRole('link', { name: /^Task #\d+$/ })
    .first()
    .click();
  await page.getByTestId('rehearsal-notice').waitFor();
  await page.getByText('Ordered a crate of six apples.').first().waitFor();
  // Each call says on its card whether it ran: the stock check did, the order was invented.
  const cards = page.getByTestId('tool-call-card');
  await cards
    .filter({ hasText: 'orders' })
    .locator('[data-simulated-from="invented"]', { hasText: 'Simulated — invented by the model' })
    .waitFor();
  expect(await cards.filter({ hasText: 'stock' }).getByTestId('simulated-call').count()).toBe(0);
  await atRest(page);
  await captureScreens(page, 'rehearsal-task');
  await page.getByTestId('rehearsal-badge').click();
  await page.waitForURL(`${spora.url}/rehearsals/${rehearsalId}`);
  await page.getByTestId('rehearsal-status').getByText('Completed').waitFor();

  // Its tasks told nobody of their ends; the rehearsal told once, and the notice opens the report.
  await page.goto(`${spora.url}/`);
  await page.getByRole('button', { name: 'Notifications, 4 unread' }).click();
  await page.getByText(`Rehearsal #${rehearsalId} finished`).click();
  await page.waitForURL(`${spora.url}/rehearsals/${rehearsalId}`);
  await page.getByTestId('rehearsal-status').getByText('Completed').waitFor();

  // Its spend is shown apart from real work: six turns of the agent and the request that invented
  // the apples order's result.
  await page.goto(`${spora.url}/usage`);
  await page
    .getByTestId('usage-rehearsals')
    .getByText(/^Rehearsals are not in these figures: they made 7 model requests/)
    .waitFor();

  // Listed on the agent's page, and deleted from the report after asking.
  await page.goto(`${spora.url}/agents/${agentId}?tab=rehearsals`);
  const list = page.getByTestId('rehearsal-list');
  await list.getByText('The last 3 tasks').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'rehearsal-list');
  await captureScreens(page, 'rehearsal-list');
  await list.getByRole('link', { name: /^Rehearsal #\d+$/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the rehearsal?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByText('No rehearsals yet.').waitFor();
  await context.close();
});

it('keeps a saved prompt set, rehearses it with nothing to compare, and edits and deletes it', async () => {
  const { spora } = suite;
  spora.llm.setResponder(shopModel);
  const person = await spora.person({ name: 'Planner' });
  const agentId = await spora.agent(person, { name: 'Stock clerk', system_prompt: oldPrompt });
  await person.api.post(`/agents/${agentId}/tools/stock/enable`);
  const { page, context } = await signedInPage(suite.browser, spora.url, person);
  await page.goto(`${spora.url}/agents/${agentId}`);
  await page.getByRole('link', { name: 'Rehearse' }).first().click();
  await page.locator('label', { hasText: /^Prompt set$/ }).click();
  await page.getByRole('button', { name: 'New prompt set' }).click();
  const dialog = page.getByRole('dialog', { name: 'New prompt set' });
  await dialog.getByLabel('Name').fill('Fruit');
  await dialog
    .getByRole('textbox', { name: 'Prompts' })
    .fill('How many plums are there?\n---\nAre there plums left?');
  await dialog.getByText('2 prompts.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('2 prompts.').waitFor();
  // A rule tried in this rehearsal only: the stock check, which needs no approval, is allowed by it.
  await page.getByRole('button', { name: /^Approval rules/ }).click();
  // Clicked while the section still opens, the button sits in a clipped box that the click first
  // scrolls; the scroll resets as the box opens fully, so the press and the release can land apart.
  await settled(page);
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const proposedRule = page.getByRole('group', { name: 'Proposed rule 1' });
  await chooseOption(page, proposedRule, 'Tool', 'Stock');
  await chooseOption(page, proposedRule, 'Outcome', 'Allow');
  await atRest(page);
  await checkAccessibility(page, 'rehearsal-form-rules');
  await captureScreens(page, 'rehearsal-form-rules');
  await page.getByRole('button', { name: 'Start the rehearsal' }).click();

  await page.getByTestId('rehearsal-status').getByText('Completed').waitFor({ timeout: 60_000 });
  await page.getByText('Prompt set “Fruit”').waitFor();
  await page.getByTestId('proposed-rules-summary').getByText('1. Allow stock').waitFor();
  await page
    .getByTestId('rehearsal-run')
    .first()
    .locator('[data-approval="proposed_allowed"]', { hasText: 'Allowed by a proposed rule' })
    .waitFor();
  expect(await person.api.get<{ approval_rules: unknown[] }>('/approval-rules')).toEqual({
    approval_rules: [],
  });
  const runs = page.getByTestId('rehearsal-run');
  await expect.poll(() => runs.count()).toBe(2);
  await expect.poll(() => page.getByTestId('past-side').count()).toBe(0);
  await runs.filter({ hasText: 'Are there plums left?' }).getByText('There are 12 plums in stock.').waitFor();

  await page.goto(`${spora.url}/agents/${agentId}/rehearse`);
  await page.locator('label', { hasText: /^Prompt set$/ }).click();
  const setChoice = page.getByRole('combobox', { name: 'Which set' });
  await setChoice.click();
  await page.getByRole('option', { name: 'Fruit', exact: true }).click();
  await page.getByRole('button', { name: 'Edit the prompt set' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit the prompt set' });
  await editing.getByLabel('Name').fill('Fruit and veg');
  await editing.getByRole('button', { name: 'Save' }).click();
  await editing.waitFor({ state: 'detached' });
  await expect.poll(() => setChoice.inputValue()).toBe('Fruit and veg');
  await page.getByRole('button', { name: 'Delete the prompt set' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the prompt set?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect.poll(() => setChoice.inputValue()).toBe('');
  expect(
    await person.api.get<{ items: unknown[] }>(`/agents/${agentId}/rehearsal-prompt-sets`),
  ).toMatchObject({
    items: [],
  });
  await context.close();
});
