import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { eventDeliveries, signedInPage } from './support/browser-session.js';
import { atRest, captureScreens, screensOf } from './support/screens.js';
import { type Person, SporaUnderTest } from './support/spora-under-test.js';

interface TaskState {
  readonly task: {
    readonly id: number;
    readonly status: string;
    readonly tool_calls: readonly { readonly status: string; readonly approved_arguments: unknown }[];
  };
}

describe('approving and rejecting actions in the browser', () => {
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

  /** An agent whose calculator needs approval, and a task paused on two calculations. */
  async function pausedTask(person: Person, expressions: readonly string[], answer: string): Promise<number> {
    const agentId = await spora.agent(person, { name: 'Careful calculator' });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    await person.api.request('PATCH', `/agents/${agentId}/tools/calculator/operations/calculate`, {
      requires_approval: true,
    });
    spora.llm.enqueue({
      kind: 'tool_calls',
      text: 'I will work these out.',
      calls: expressions.map((expression) => ({ name: 'calculator', arguments: { expression } })),
    });
    spora.llm.enqueue({ kind: 'text', text: answer });
    const { task } = await person.api.post<TaskState>('/tasks', {
      agent_id: agentId,
      prompt: 'Do some sums.',
    });
    await expect
      .poll(async () => (await person.api.get<TaskState>(`/tasks/${task.id}`)).task.status, {
        timeout: 30_000,
      })
      .toBe('PENDING_APPROVAL');
    return task.id;
  }

  /** How much redder than green and blue an element's text is, from 0 to 255. */
  function redness(element: Element): number {
    const color = getComputedStyle(element).color;
    // Chromium gives colours mixed with color-mix() as `color(srgb r g b)`, from 0 to 1.
    const scale = color.startsWith('color(') ? 255 : 1;
    const [red = 0, green = 0, blue = 0] = (color.match(/[\d.]+/g) ?? []).map((part) => Number(part) * scale);
    return red - Math.max(green, blue);
  }

  function card(page: Page, index: number) {
    return page.getByRole('region', { name: /^Pending action/ }).nth(index);
  }

  describe.each(eventDeliveries)('($label)', ({ events }) => {
    const lookAt = screensOf(events);
    // Each flow scripts the model from scratch; what a failed one left queued must not leak.
    beforeEach(() => spora.llm.reset());

    it('approves one call with an edited argument and rejects the other with a reason the model reads', async () => {
      const person = await spora.person({ name: 'Approver' });
      const taskId = await pausedTask(person, ['1+1', '2+2'], 'Nine it is; I skipped the other one.');
      const { page, context } = await signedInPage(browser, spora.url, person, { events });
      await page.goto(`${spora.url}/tasks/${taskId}`);
      await page.getByRole('heading', { name: '2 actions need your approval' }).waitFor();
      // The history names each waiting call in one line; the panel below is where it is decided.
      await expect(page.getByTestId('pending-call-line').count()).resolves.toBe(2);
      await expect(
        page.getByTestId('conversation').getByText('Evaluate mathematical expression').count(),
      ).resolves.toBe(0);
      await lookAt(page, 'approval-bar');

      const first = card(page, 0);
      await first.getByRole('button', { name: 'Edit arguments' }).click();
      await first.getByRole('textbox', { name: 'Expression' }).fill('3*3');
      await first.getByRole('button', { name: 'Approve' }).click();
      await first.getByText('You changed one argument').waitFor();

      const second = card(page, 1);
      await second.getByRole('button', { name: 'Reject' }).click();
      await second.getByRole('textbox', { name: 'Reason' }).fill('Not needed today');
      await lookAt(page, 'approval-bar-decided', { accessibility: false });
      await page.getByRole('button', { name: 'Send 2 decisions' }).click();

      await page.getByText('Nine it is; I skipped the other one.').waitFor({ timeout: 30_000 });
      // Who decided, and how, stays on each call.
      await page.getByTestId('call-decision').filter({ hasText: 'Approved with changes by you' }).waitFor();
      const rejection = page.getByTestId('call-decision').filter({ hasText: 'Rejected by you' });
      await rejection.waitFor();
      // The reason reads once, in the decision line, and the rejected call is marked in red.
      const conversation = page.getByTestId('conversation');
      await expect(conversation.getByText('Not needed today').count()).resolves.toBe(1);
      await expect(rejection.getByText('Not needed today').count()).resolves.toBe(1);
      await expect(conversation.getByText('Rejected:').count()).resolves.toBe(0);
      const rejectedBadge = conversation.getByText('Rejected', { exact: true });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect.poll(() => rejectedBadge.evaluate(redness)).toBeGreaterThan(40);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await lookAt(page, 'task-decided');
      const { task } = await person.api.get<TaskState>(`/tasks/${taskId}`);
      expect(task.status).toBe('COMPLETED');
      expect(task.tool_calls.map((call) => call.status)).toEqual(['COMPLETED', 'REJECTED']);
      expect(task.tool_calls[0]?.approved_arguments).toEqual({ expression: '3*3' });
      // The model's next request carries the edited calculation's result and the rejection's reason.
      const followUp = JSON.stringify(spora.llm.requests.at(-1)?.body);
      expect(followUp).toContain('9');
      expect(followUp).toContain('Not needed today');
      await context.close();
    });

    it('leaves an undecided call pending after a partial decision, then approves all remaining', async () => {
      const person = await spora.person({ name: 'Partial' });
      const taskId = await pausedTask(person, ['5+5', '6+6'], 'Both done.');
      const { page, context } = await signedInPage(browser, spora.url, person, { events });
      await page.goto(`${spora.url}/tasks/${taskId}`);
      await page.getByRole('heading', { name: '2 actions need your approval' }).waitFor();

      await card(page, 0).getByRole('button', { name: 'Approve' }).click();
      await page.getByText('1 decision ready; 1 action stays pending.').waitFor();
      await page.getByRole('button', { name: 'Send 1 decision' }).click();
      await page
        .getByRole('heading', { name: 'One action needs your approval' })
        .waitFor({ timeout: 30_000 });
      expect((await person.api.get<TaskState>(`/tasks/${taskId}`)).task.status).toBe('PENDING_APPROVAL');

      // With one call left the bulk buttons give way to the card's own; one click approves it and
      // finishes the turn, with no separate send.
      await expect(page.getByRole('button', { name: 'Approve all remaining' }).count()).resolves.toBe(0);
      await card(page, 0).getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Both done.').waitFor({ timeout: 30_000 });
      await context.close();
    });

    it('approves all with one click, and rejects all with one shared reason', async () => {
      const person = await spora.person({ name: 'Bulk' });
      const approvedId = await pausedTask(person, ['7+7', '8+8'], 'All approved and done.');
      const { page, context } = await signedInPage(browser, spora.url, person, { events });
      await page.goto(`${spora.url}/tasks/${approvedId}`);
      await page.getByRole('button', { name: 'Approve all remaining' }).click();
      await page.getByRole('button', { name: 'Send 2 decisions' }).click();
      await page.getByText('All approved and done.').waitFor({ timeout: 30_000 });
      const approved = (await person.api.get<TaskState>(`/tasks/${approvedId}`)).task;
      expect(approved.tool_calls.map((call) => call.status)).toEqual(['COMPLETED', 'COMPLETED']);

      const rejectedId = await pausedTask(person, ['9+9', '10+10'], 'Understood, nothing computed.');
      await page.goto(`${spora.url}/tasks/${rejectedId}`);
      await page.getByRole('button', { name: 'Reject all' }).click();
      await page.getByRole('textbox', { name: 'Reason for all of them' }).fill('Wrong numbers');
      await page.getByRole('button', { name: 'Reject 2 actions' }).click();
      await expect
        .poll(async () => (await person.api.get<TaskState>(`/tasks/${rejectedId}`)).task.status, {
          timeout: 30_000,
        })
        .toBe('COMPLETED');
      await page.getByText('Understood, nothing computed.').waitFor({ timeout: 30_000 });
      const rejected = (await person.api.get<TaskState>(`/tasks/${rejectedId}`)).task;
      expect(rejected.tool_calls.map((call) => call.status)).toEqual(['REJECTED', 'REJECTED']);
      expect(JSON.stringify(spora.llm.requests.at(-1)?.body)).toContain(
        'Action rejected by user: Wrong numbers',
      );
      await context.close();
    });
  });

  it('on a phone, keeps the question in sight above the panel and the tool’s name whole', async () => {
    spora.llm.reset();
    const person = await spora.person({ name: 'Phone approver' });
    const taskId = await pausedTask(person, ['12*12'], 'A gross.');
    const { page, context } = await signedInPage(browser, spora.url, person, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${spora.url}/tasks/${taskId}`);
    const panel = page.getByRole('region', { name: 'One action needs your approval' });
    await panel.waitFor();
    await atRest(page);
    const question = page.getByTestId('conversation').getByText('Do some sums.');
    const [questionBox, panelBox] = [await question.boundingBox(), await panel.boundingBox()];
    expect(questionBox, 'the question is drawn').not.toBeNull();
    expect(panelBox, 'the panel is drawn').not.toBeNull();
    expect((questionBox?.y ?? 0) + (questionBox?.height ?? 0)).toBeLessThanOrEqual(panelBox?.y ?? 0);
    expect(questionBox?.y ?? -1).toBeGreaterThanOrEqual(0);
    const toolName = panel.getByTestId('approval-tool-name');
    await toolName.getByText('Calculator').waitFor();
    const size = await toolName.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
    expect(size.scrollHeight).toBeLessThanOrEqual(size.clientHeight + 1);
    await captureScreens(page, 'approval-phone');
    await panel.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('A gross.').waitFor({ timeout: 30_000 });
    await context.close();
  });
});
