import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventDeliveries, openWatching, signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { screensOf } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

interface TaskFigures {
  readonly task: {
    readonly status: string;
    readonly step_count: number;
    readonly totals: { readonly input_tokens: number; readonly output_tokens: number };
  };
}

const figuresOf = async (person: Person, taskId: number) =>
  (await person.api.get<TaskFigures>(`/tasks/${taskId}`)).task;

/** The exact token counts the header's usage button announces ("… token usage, 1,730 in, 72 out …"). */
async function headerTokens(page: Page): Promise<{ input: number; output: number } | null> {
  const label = await page.getByTestId('usage-toggle').getAttribute('aria-label', { timeout: 1_000 });
  const match = label?.match(/token usage, ([\d,.\s]+) in, ([\d,.\s]+) out/);
  if (!match) return null;
  const number = (text: string | undefined) => Number((text ?? '').replace(/\D/g, ''));
  return { input: number(match[1]), output: number(match[2]) };
}

/** Whether the element's text fits it, neither cut off nor running past its right edge. */
const fits = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);

describe.each(eventDeliveries)('the task header’s live figures ($label)', ({ events }) => {
  const lookAt = screensOf(events);
  beforeEach(() => suite.spora.llm.reset());

  it('counts step 2 during the second turn and ends with the totals the API gives, without a reload; a failed call’s long error wraps', async () => {
    const person = await suite.spora.person({ name: 'Figures' });
    const agentId = await suite.spora.agent(person, { name: 'Counter' });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    await person.api.request('PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
      enabled: true,
      requires_approval: false,
    });
    // An unknown symbol with no spaces in it: the error repeats it, as one long unbroken word.
    const symbol = `unknown_${'x'.repeat(180)}`;
    suite.spora.llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [{ name: 'calculator', arguments: { expression: `${symbol} + 1` } }],
        usage: { inputTokens: 168, outputTokens: 19 },
      },
      // The second turn takes long enough to be seen, by the stream or by a poll every two seconds.
      {
        kind: 'text',
        text: 'That symbol is not something I can compute.',
        delayMs: 6_000,
        usage: { inputTokens: 301, outputTokens: 29 },
      },
    );
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, { events });
    if (events === 'stream') await openWatching(page, suite.spora.url);
    const { task } = await person.api.post<{ task: { id: number } }>('/tasks', {
      agent_id: agentId,
      prompt: 'What is the unknown plus one?',
    });
    await page.goto(`${suite.spora.url}/tasks/${task.id}`);

    // The second turn: the API has counted its step while the model is still writing.
    await expect.poll(async () => (await figuresOf(person, task.id)).step_count, { timeout: 30_000 }).toBe(2);
    const status = page.getByTestId('task-status');
    await status.getByText(/step 2 of \d+/).waitFor({ timeout: 5_000 });
    expect((await figuresOf(person, task.id)).status).toBe('RUNNING');

    await status.getByText('Completed').waitFor({ timeout: 30_000 });
    const final = await figuresOf(person, task.id);
    expect(final.totals).toMatchObject({ input_tokens: 469, output_tokens: 48 });
    await expect
      .poll(() => headerTokens(page), { timeout: 5_000 })
      .toEqual({ input: final.totals.input_tokens, output: final.totals.output_tokens });

    // The failed call: red, its label on one line, its long error wrapped inside the card.
    const card = page.getByTestId('tool-call-card');
    const failedBadge = card.getByText('Failed', { exact: true });
    await failedBadge.waitFor();
    const result = card.getByRole('button', { name: /^Result: failed/ });
    const label = result.getByText('Result: failed', { exact: true });
    const lineHeight = await label.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect((await label.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);
    expect(await fits(card)).toBe(true);
    await expect(result.textContent()).resolves.toContain(symbol.slice(0, 40));
    await result.click();
    const body = card.locator('.spora-json-view');
    await expect(body.textContent()).resolves.toContain(symbol);
    expect(await fits(body)).toBe(true);
    // Opened, the error reads once: the preview beside the label gives way to it.
    await expect(result.textContent()).resolves.not.toContain(symbol.slice(0, 40));
    await lookAt(page, 'task-failed-call');
    await context.close();
  });
});
