import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { openWatching, signedInPage } from './support/browser-session.js';
import { SporaUnderTest } from './support/spora-under-test.js';

interface Created {
  readonly task: { readonly id: number };
}

describe('live updates, and polling when the event stream is blocked', () => {
  let spora: SporaUnderTest;
  let browser: Browser;

  beforeAll(async () => {
    spora = await SporaUnderTest.start();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await spora?.stop();
  });

  it('streams the answer into an open task page', async () => {
    const person = await spora.person({ name: 'Streamer' });
    // A call that waits for approval holds the answer back until the page is open and listening.
    const agentId = await spora.carefulAgent(person, 'Streamer');
    const { page, context } = await signedInPage(browser, spora.url, person);
    await openWatching(page, spora.url);
    spora.llm.reset();
    spora.llm.enqueue(
      { kind: 'tool_calls', calls: [{ name: 'calculator', arguments: { expression: '1 + 1' } }] },
      { kind: 'text', text: 'Streaming arrives word by word.', chunkDelayMs: 150 },
    );
    const { task } = await person.api.post<Created>('/tasks', {
      agent_id: agentId,
      prompt: 'Say something.',
    });
    const pageStream = page.waitForResponse((response) => response.url().includes('/api/v1/events'));
    await page.goto(`${spora.url}/tasks/${task.id}`);
    await page.getByTestId('approval-tool-name').waitFor({ timeout: 30_000 });
    await pageStream;
    await person.api.decideFirstCall(task.id, 'approve');
    await page.getByTestId('streamed-text').waitFor({ timeout: 30_000 });
    await page.getByText('Streaming arrives word by word.').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('falls back to polling while /events is unreachable, and says so', async () => {
    const person = await spora.person({ name: 'Poller' });
    const agentId = await spora.agent(person);
    const { page, context } = await signedInPage(browser, spora.url, person);
    await page.route('**/api/v1/events**', (route) => route.abort('connectionrefused'));
    spora.llm.reset();
    spora.llm.enqueue({ kind: 'text', text: 'Heard by polling.', delayMs: 6_000 });
    const { task } = await person.api.post<Created>('/tasks', {
      agent_id: agentId,
      prompt: 'Answer slowly.',
    });
    await page.goto(`${spora.url}/tasks/${task.id}`);
    await page.getByRole('status').filter({ hasText: 'Reconnecting' }).waitFor({ timeout: 15_000 });
    await page.getByText('Heard by polling.').waitFor({ timeout: 30_000 });

    // Once the stream is reachable again the notice goes away.
    await page.unroute('**/api/v1/events**');
    await page
      .getByRole('status')
      .filter({ hasText: 'Reconnecting' })
      .waitFor({ state: 'detached', timeout: 45_000 });
    await context.close();
  });

  it('pauses for approval, takes the decision and finishes with the event stream blocked throughout', async () => {
    const person = await spora.person({ name: 'Polling approver' });
    const agentId = await spora.agent(person, { name: 'Polled calculator' });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    await person.api.request('PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
      requires_approval: true,
    });
    const { page, context } = await signedInPage(browser, spora.url, person);
    await page.route('**/api/v1/events**', (route) => route.abort('connectionrefused'));
    spora.llm.reset();
    spora.llm.enqueue({
      kind: 'tool_calls',
      delayMs: 2_000,
      calls: [{ name: 'calculator', arguments: { expression: '4*4' } }],
    });
    spora.llm.enqueue({ kind: 'text', text: 'Sixteen, approved while polling.' });
    const { task } = await person.api.post<Created>('/tasks', {
      agent_id: agentId,
      prompt: 'What is four squared?',
    });
    await page.goto(`${spora.url}/tasks/${task.id}`);
    await page.getByRole('heading', { name: 'One action needs your approval' }).waitFor({ timeout: 30_000 });
    await page
      .getByRole('region', { name: /^Pending action/ })
      .getByRole('button', { name: 'Approve' })
      .click();
    await page.getByText('Sixteen, approved while polling.').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('keeps two tabs of one person consistent', async () => {
    const person = await spora.person({ name: 'Two tabs' });
    const agentId = await spora.agent(person);
    const first = await signedInPage(browser, spora.url, person);
    const second = await first.context.newPage();
    spora.llm.reset();
    spora.llm.enqueue({ kind: 'text', text: 'Seen in both tabs.', delayMs: 3_000 });
    const { task } = await person.api.post<Created>('/tasks', { agent_id: agentId, prompt: 'Hello, tabs.' });
    await first.page.goto(`${spora.url}/tasks/${task.id}`);
    await second.goto(`${spora.url}/tasks/${task.id}`);
    await person.api.waitForTask(task.id, (current) => current.status === 'COMPLETED');
    expect(spora.llm.requests.length, 'the scripted answer went to this task').toBe(1);
    await second.getByText('Seen in both tabs.').waitFor({ timeout: 30_000 });
    // A background tab renders when it is looked at again; on a busy machine it may have to catch
    // up first, so it gets the 30 s every other wait here gets.
    await first.page.bringToFront();
    await first.page.getByText('Seen in both tabs.').waitFor({ timeout: 30_000 });
    expect(await second.getByText('Seen in both tabs.').count()).toBeGreaterThan(0);
    await first.context.close();
  });
});
