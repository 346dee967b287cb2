import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, checkAccessibility, settled } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const screenshotDirectory = process.env.SPORA_SCREENSHOTS_DIR ?? join('test-results', 'screenshots');

/** The screen exactly as the viewport shows it (not the whole page): what fits is what is judged. */
async function shoot(page: Page, name: string): Promise<void> {
  await atRest(page);
  await settled(page);
  mkdirSync(screenshotDirectory, { recursive: true });
  await page.screenshot({ path: join(screenshotDirectory, `${name}.png`) });
}

/** The element's box lies wholly inside the viewport. */
async function inView(page: Page, box: { y: number; height: number } | null): Promise<boolean> {
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const agentTabs = ['Conversations', 'Tools', 'Schedules', 'Templates', 'Settings'];

describe('navigation', () => {
  it('on a desktop: Settings and Help in the sidebar, Help reads the docs, the agent’s tabs are in sight', async () => {
    const person = await suite.spora.person({ name: 'Nora Navigator' });
    const agentId = await suite.spora.agent(person, { name: 'Wayfinder' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, {
      viewport: desktop,
    });
    await page.goto(suite.spora.url);
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });

    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/settings\/account$/);

    await sidebar.getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'The web UI' }).click();
    await page.getByRole('heading', { name: 'The web UI', level: 1 }).waitFor();
    await checkAccessibility(page, 'help-document');
    await shoot(page, 'navigation-help-desktop');
    // A link to another document stays inside Help, in the same tab.
    await page.getByRole('main').getByRole('link', { name: 'approvers.md' }).first().click();
    await page.waitForURL(/\/help\/approvers$/);
    expect(await page.getByRole('main').getByRole('link', { name: 'Help' }).isVisible()).toBe(true);

    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    await page.getByRole('tab', { name: 'Conversations' }).waitFor();
    for (const name of agentTabs) expect(await page.getByRole('tab', { name }).isVisible()).toBe(true);
    await shoot(page, 'navigation-agent-tabs-desktop');
    await page.getByRole('link', { name: 'No tools enabled' }).click();
    await page.waitForURL(/\?tab=tools$/);
    expect(await page.getByRole('tab', { name: 'Tools' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Calculator').first().waitFor();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL(new RegExp(`/agents/${agentId}/settings$`));
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await context.close();
  });

  it('on a phone: Settings and Help in the drawer, the agent’s tabs in one row', async () => {
    const person = await suite.spora.person({ name: 'Pia Phone' });
    const agentId = await suite.spora.agent(person, { name: 'Pocket helper' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, { viewport: phone });
    await page.goto(suite.spora.url);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await drawer.getByRole('link', { name: 'Settings' }).waitFor();
    await shoot(page, 'navigation-drawer-phone');
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/settings\/account$/);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();

    // The settings sections are a scrolling row; the current one is scrolled into it.
    await page.goto(`${suite.spora.url}/settings/mcp-servers`);
    const current = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', {
      name: 'MCP servers',
    });
    const width = page.viewportSize()?.width ?? 0;
    await expect
      .poll(async () => {
        const box = await current.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= width;
      })
      .toBe(true);
    await shoot(page, 'navigation-settings-row-phone');

    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    await page.getByRole('tab', { name: 'Conversations' }).waitFor();
    const rows = new Set<number>();
    for (const name of agentTabs) {
      const box = await page.getByRole('tab', { name }).boundingBox();
      expect(box).not.toBeNull();
      rows.add(Math.round(box?.y ?? -1));
    }
    expect(rows.size).toBe(1);
    const tools = page.getByRole('tab', { name: 'Tools' });
    expect(await inView(page, await tools.boundingBox())).toBe(true);
    await shoot(page, 'navigation-agent-tabs-phone');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL(new RegExp(`/agents/${agentId}/settings$`));
    await context.close();
  });
});

describe('the compact approval panel', () => {
  /** An agent whose calculator needs approval, and a task paused on two calculations. */
  async function pausedOnTwoCalls(person: Person): Promise<number> {
    const agentId = await suite.spora.agent(person, { name: 'Careful calculator' });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    await person.api.request('PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
      requires_approval: true,
    });
    suite.spora.llm.enqueue({
      kind: 'tool_calls',
      text: 'I will work these out.',
      calls: [
        { name: 'calculator', arguments: { expression: '17*23' } },
        { name: 'calculator', arguments: { expression: '(4+5)*6' } },
      ],
    });
    const { task } = await person.api.post<{ task: { id: number } }>('/tasks', {
      agent_id: agentId,
      prompt: 'What are 17 times 23 and (4+5) times 6?',
    });
    await expect
      .poll(
        async () => (await person.api.get<{ task: { status: string } }>(`/tasks/${task.id}`)).task.status,
        {
          timeout: 30_000,
        },
      )
      .toBe('PENDING_APPROVAL');
    return task.id;
  }

  it.each([
    { label: 'desktop', viewport: desktop },
    { label: 'phone', viewport: phone },
  ])('leaves the question in sight above two pending calls ($label)', async ({ label, viewport }) => {
    const person = await suite.spora.person({ name: `Quinn ${label}` });
    const taskId = await pausedOnTwoCalls(person);
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, { viewport });
    await page.goto(`${suite.spora.url}/tasks/${taskId}`);
    const panel = page.getByRole('region', { name: '2 actions need your approval' });
    await panel.waitFor();
    // The conversation scrolls to its end as it renders: measured once it has come to rest.
    await page.waitForTimeout(500);
    await settled(page);

    const question = page.getByTestId('conversation').getByText('What are 17 times 23 and (4+5) times 6?');
    const questionBox = await question.boundingBox();
    const panelBox = await panel.boundingBox();
    expect(await inView(page, questionBox)).toBe(true);
    expect(await inView(page, panelBox)).toBe(true);
    // The panel sits below the conversation, never over it, and leaves it most of the screen.
    expect((questionBox?.y ?? 0) + (questionBox?.height ?? 0)).toBeLessThanOrEqual(panelBox?.y ?? 0);
    expect(panelBox?.height ?? viewport.height).toBeLessThan(viewport.height * 0.35);
    // One line per call on a desktop: both calls' Approve buttons are in sight without scrolling.
    const cards = panel.getByRole('region', { name: /^Pending action/ });
    expect(await cards.count()).toBe(2);
    for (const index of [0, 1])
      expect(
        await inView(page, await cards.nth(index).getByRole('button', { name: 'Approve' }).boundingBox()),
      ).toBe(true);
    await checkAccessibility(page, `approval-panel-${label}`);
    await shoot(page, `approval-panel-compact-${label}`);

    // The arguments open below the call's line, and the edit form with them.
    await cards.nth(0).getByRole('button', { name: 'Arguments', exact: true }).click();
    expect(await cards.nth(0).getByLabel('Arguments').textContent()).toContain('17*23');
    await cards.nth(1).getByRole('button', { name: 'Edit arguments' }).click();
    await cards.nth(1).getByRole('textbox', { name: 'Expression' }).fill('(4+5)*7');
    await shoot(page, `approval-panel-open-${label}`);
    // Open, the panel scrolls within its cap; on a desktop the question is still in sight.
    if (label === 'desktop') expect(await inView(page, await question.boundingBox())).toBe(true);
    await context.close();
  });
});
