import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedUsage } from '../../server/test/support/usage-seed.js';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

async function idOf(person: Person): Promise<number> {
  return (await person.api.get<{ user: { id: number } }>('/auth/me')).user.id;
}

/** Noon UTC `daysAgo` days before today. */
function daysAgo(days: number, hour = 12): string {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

describe('usage and cost', () => {
  it('charts seeded usage by agent and model, lists unknown prices as such, and downloads the CSV', async () => {
    const { spora, browser } = suite;
    const admin = await spora.person({ admin: true, name: 'Finance' });
    const member = await spora.person({ name: 'Researcher' });
    const db = spora.platform.database.db;
    const adminId = await idOf(admin);
    const memberId = await idOf(member);
    const writer = await spora.agent(admin, { name: 'Report writer' });
    const analyst = await spora.agent(member, { name: 'Data analyst' });
    await seedUsage(db, { userId: adminId, agentId: writer }, [
      { at: daysAgo(5), model: 'gpt-4o', cost: 0.42, input: 120_000, output: 8_000 },
      { at: daysAgo(3), model: 'gpt-4o', cost: 0.31, input: 90_000, output: 6_000 },
      { at: daysAgo(1), model: 'claude-sonnet-4', cost: 1.05, input: 200_000, output: 30_000 },
    ]);
    await seedUsage(db, { userId: memberId, agentId: analyst }, [
      { at: daysAgo(4), model: 'gpt-4o-mini', cost: 0.02, input: 60_000, output: 4_000 },
      { at: daysAgo(2), model: 'local-llama', cost: null, input: 40_000, output: 2_000 },
    ]);

    const { page, context } = await signedInPage(browser, spora.url, admin);
    await page.goto(spora.url);
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();
    const table = page.getByTestId('usage-table');
    await table.getByRole('cell', { name: 'Report writer' }).waitFor();
    await table.getByRole('cell', { name: 'Data analyst' }).waitFor();
    await table.getByRole('cell', { name: '$0.02 + price unknown' }).waitFor();
    await table.getByRole('cell', { name: '$1.78' }).waitFor();
    // The cost chart draws a bar per agent and day with priced usage: four; the turn of unknown
    // price draws none (it is never a bar of $0).
    await page.locator('.recharts-bar-rectangle path').first().waitFor();
    expect(await page.locator('.recharts-bar-rectangle path').count()).toBe(4);
    await checkAccessibility(page, 'usage');
    await captureScreens(page, 'usage');

    await page.locator('label', { hasText: /^Model$/ }).click();
    await table.getByRole('cell', { name: 'local-llama', exact: true }).waitFor();
    const unknown = table.getByRole('row', { name: /local-llama/ });
    await unknown.getByRole('cell', { name: 'price unknown', exact: true }).waitFor();
    await page.locator('label', { hasText: /^Tokens$/ }).click();
    await page.getByText('Tokens per day').waitFor();
    await captureScreens(page, 'usage-by-model-tokens');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toContain('date,group_by,key,label,turns');
    expect(csv).toHaveLength(6);
    expect(csv.find((line) => line.includes('local-llama'))).toMatch(/,,0,1$/);
    await context.close();

    // A member sees only their own agents' usage.
    const theirs = await signedInPage(browser, spora.url, member);
    await theirs.page.goto(`${spora.url}/usage`);
    const own = theirs.page.getByTestId('usage-table');
    await own.getByRole('cell', { name: 'Data analyst' }).waitFor();
    expect(await own.getByRole('cell', { name: 'Report writer' }).count()).toBe(0);
    expect(await theirs.page.getByRole('radio', { name: 'User' }).count()).toBe(0);
    await theirs.context.close();
  });

  it("lets an administrator edit the price table, and shows a task's cost as it runs", async () => {
    const { spora, browser } = suite;
    const admin = await spora.person({ admin: true, name: 'Pricing' });
    const { page, context } = await signedInPage(browser, spora.url, admin);
    await page.goto(`${spora.url}/admin/model-prices`);
    const table = page.getByTestId('model-prices-table');
    await table.getByRole('cell', { name: 'gpt-4o-mini', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add price' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Model' }).fill('fake-model');
    await dialog.getByRole('textbox', { name: 'Input (USD per million tokens)' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Output (USD per million tokens)' }).fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await table.getByRole('cell', { name: 'fake-model', exact: true }).waitFor();
    await checkAccessibility(page, 'admin-model-prices');
    await captureScreens(page, 'admin-model-prices');

    // The fake LLM answers as `fake-model`, now priced at $2 in and $10 out per million.
    spora.llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ name: 'calculator', arguments: { expression: '1 + 1' } }],
        usage: { inputTokens: 100_000, outputTokens: 1_000 },
      },
      { kind: 'text', text: 'Two.', usage: { inputTokens: 150_000, outputTokens: 2_000 } },
    );
    const agentId = await spora.agent(admin, { name: 'Adder' });
    await admin.api.post(`/agents/${agentId}/tools/calculator/enable`);
    await admin.api.request('PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
      enabled: true,
      requires_approval: false,
    });
    const { task } = await admin.api.post<{ task: { id: number } }>('/tasks', {
      agent_id: agentId,
      prompt: 'One plus one?',
    });
    await page.goto(`${spora.url}/tasks/${task.id}`);
    await page.getByText('Two.').waitFor();
    // 250,000 in at $2 and 3,000 out at $10 per million.
    await page.getByTestId('task-cost').getByText('$0.53').waitFor();
    await page.getByTestId('usage-toggle').click();
    await page.getByRole('dialog').getByRole('cell', { name: '$0.21' }).waitFor();
    await captureScreens(page, 'task-cost');
    await context.close();
  });
});
