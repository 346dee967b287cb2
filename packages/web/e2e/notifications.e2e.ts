import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

interface TaskState {
  readonly task: { readonly id: number; readonly status: string };
}

async function startTask(person: Person, agentId: number, prompt: string): Promise<number> {
  return (await person.api.post<TaskState>('/tasks', { agent_id: agentId, prompt })).task.id;
}

async function settled(person: Person, taskId: number, status: string): Promise<void> {
  await expect
    .poll(async () => (await person.api.get<TaskState>(`/tasks/${taskId}`)).task.status, { timeout: 30_000 })
    .toBe(status);
}

describe('notifications and the ways back to a task', () => {
  it('counts unread notifications on the bell, lists them by kind, opens their tasks and marks them read', async () => {
    const person = await suite.spora.person({ name: 'Notified' });
    const agentId = await suite.spora.carefulAgent(person, 'Bookkeeper');
    suite.spora.llm.reset();
    suite.spora.llm.enqueue({ kind: 'text', text: 'The books balance.' });
    const completedId = await startTask(person, agentId, 'Check the books');
    await settled(person, completedId, 'COMPLETED');
    suite.spora.llm.enqueue({ kind: 'error', status: 400, message: 'model not available' });
    const failedId = await startTask(person, agentId, 'File the returns');
    await settled(person, failedId, 'FAILED');
    suite.spora.llm.enqueue({
      kind: 'tool_calls',
      calls: [{ name: 'calculator', arguments: { expression: '12*12' } }],
    });
    const waitingId = await startTask(person, agentId, 'Work out the gross');
    await settled(person, waitingId, 'PENDING_APPROVAL');

    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/`);
    const bell = page.getByRole('button', { name: /^Notifications, 3 unread$/ });
    await bell.waitFor({ timeout: 20_000 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    const items = panel.getByRole('button', { name: /^Unread: / });
    await expect.poll(() => items.count()).toBe(3);
    await checkAccessibility(page, 'notifications-panel');
    await captureScreens(page, 'notifications-panel');

    // Opening one goes to its task and marks only that one read.
    await panel.getByRole('button', { name: /^Unread: .*approval/i }).click();
    await page.waitForURL(`${suite.spora.url}/tasks/${waitingId}`);
    await page.getByRole('heading', { name: 'One action needs your approval' }).waitFor();
    await page.getByRole('button', { name: /^Notifications, 2 unread$/ }).click();
    await expect.poll(() => items.count()).toBe(2);

    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: /^Notifications$/ }).waitFor();
    expect(await items.count()).toBe(0);
    await context.close();
  });

  it('links an agent card’s approval badge to the task that waits, and loads older conversations on demand', async () => {
    const person = await suite.spora.person({ name: 'Busy' });
    const agentId = await suite.spora.carefulAgent(person, 'Ledger keeper');
    suite.spora.llm.reset();
    const olderCount = 21;
    for (let index = 0; index < olderCount; index += 1) {
      suite.spora.llm.enqueue({ kind: 'text', text: `Answer ${index + 1}.` });
    }
    const olderIds: number[] = [];
    for (let index = 0; index < olderCount; index += 1) {
      const taskId = await startTask(person, agentId, `Older question ${index + 1}`);
      await settled(person, taskId, 'COMPLETED');
      olderIds.push(taskId);
    }
    suite.spora.llm.enqueue({
      kind: 'tool_calls',
      calls: [{ name: 'calculator', arguments: { expression: '7*6' } }],
    });
    const waitingId = await startTask(person, agentId, 'The one that waits');
    await settled(person, waitingId, 'PENDING_APPROVAL');

    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/`);
    await page.getByRole('link', { name: /^1 needs approval\W+review$/ }).click();
    await page.waitForURL(`${suite.spora.url}/tasks/${waitingId}`);
    await page.getByRole('heading', { name: 'One action needs your approval' }).waitFor();

    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    const conversations = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link');
    await page.getByText(`${olderCount + 1} conversations`).waitFor();
    await expect.poll(() => conversations.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => conversations.count()).toBe(olderCount + 1);
    await page.getByRole('link', { name: /Older question 1\b/ }).waitFor();
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
