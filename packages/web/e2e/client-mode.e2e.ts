import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { signedInPage } from './support/browser-session.js';
import { SporaUnderTest } from './support/spora-under-test.js';

interface TaskState {
  readonly task: { readonly status: string; readonly final_response: string | null };
}

describe('client runtime mode: the browser drives the task', () => {
  let spora: SporaUnderTest;
  let browser: Browser;

  beforeAll(async () => {
    spora = await SporaUnderTest.start({ runtimeMode: 'client' }, { worker: false });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await spora?.stop();
  });

  it('runs a queued task to its answer while its page is open, and only then', async () => {
    const person = await spora.person({ name: 'Client' });
    const agentId = await spora.agent(person, { name: 'Browser-driven' });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    spora.llm.enqueue({
      kind: 'tool_calls',
      calls: [{ name: 'calculator', arguments: { expression: '6*7' } }],
    });
    spora.llm.enqueue({ kind: 'text', text: 'It is 42.' });
    const { task } = await person.api.post<TaskState & { task: { id: number } }>('/tasks', {
      agent_id: agentId,
      prompt: 'What is six times seven?',
    });
    expect(task.status).toBe('QUEUED');

    // No worker runs on the server: nobody has the task open, so it waits.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status).toBe('QUEUED');

    const { page, context } = await signedInPage(browser, spora.url, person);
    const ticks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/v1/tasks/${task.id}/tick`)) ticks.push(request.method());
    });
    await page.goto(`${spora.url}/tasks/${task.id}`);
    await expect
      .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, {
        timeout: 30_000,
      })
      .toBe('COMPLETED');
    expect((await person.api.get<TaskState>(`/tasks/${task.id}`)).task.final_response).toBe('It is 42.');
    // One model turn per tick: the tool-call turn, then the answer.
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
