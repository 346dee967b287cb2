import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventDeliveries, openWatching, signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { screensOf } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

interface TaskState {
  id: number;
  status: string;
  sub_tasks: { id: number; status: string; relation: string }[];
  handover: { target_task_id: number } | null;
}

async function taskOf(person: Person, id: number): Promise<TaskState> {
  return (await person.api.get<{ task: TaskState }>(`/tasks/${id}`)).task;
}

/** Polls the API until the task satisfies `done` (the browser is what is under test, not the wait). */
function until(person: Person, id: number, done: (task: TaskState) => boolean): Promise<TaskState> {
  return person.api.waitForTask(id, done);
}

/** Waits until the element has stopped moving: the same place on two looks 300 ms apart. */
async function untilStill(target: Locator): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { interval: 300 },
    )
    .toBe(true);
}

async function startTask(person: Person, agentId: number, prompt: string): Promise<number> {
  return (await person.api.post<{ task: { id: number } }>('/tasks', { agent_id: agentId, prompt })).task.id;
}

/** A task of the person's that failed at once: the model refused its first request. */
async function failedTask(person: Person): Promise<number> {
  const agentId = await suite.spora.agent(person, { name: 'Unlucky agent' });
  suite.spora.llm.enqueue({ kind: 'error', status: 400, message: 'model not available' });
  const taskId = await startTask(person, agentId, 'Summarise the meeting notes');
  await until(person, taskId, (task) => task.status === 'FAILED');
  return taskId;
}

async function enableTool(
  person: Person,
  agentId: number,
  tool: string,
  operations: Record<string, boolean>,
) {
  await person.api.post(`/agents/${agentId}/tools/${tool}/enable`);
  for (const [operation, requiresApproval] of Object.entries(operations)) {
    await person.api.request('PATCH', `/agents/${agentId}/tools/${tool}/operations/${operation}`, {
      enabled: true,
      requires_approval: requiresApproval,
    });
  }
}

/** The agents a lead's handover tool may delegate to (none until chosen). */
async function allowTargets(person: Person, agentId: number, targetIds: readonly number[]) {
  await person.api.request('PUT', `/agents/${agentId}/tools/handover/settings`, {
    settings: { allowed_target_agents: targetIds.map(String) },
  });
}

const status = (page: Page) => page.getByTestId('task-status');

describe.each(eventDeliveries)('the task view ($label)', ({ events }) => {
  const lookAt = screensOf(events);
  // Each flow scripts the model from scratch; what a failed one left queued must not leak.
  beforeEach(() => suite.spora.llm.reset());

  it('streams an answer after a tool call, shows the call as a card, and the usage', async () => {
    const person = await suite.spora.person({ name: 'Stream' });
    const agentId = await suite.spora.agent(person, { name: 'Maths tutor' });
    // The call waits for approval so that the answer streams while the page is open, not before it loads.
    await enableTool(person, agentId, 'calculator', { calculate: true });
    const answer =
      'The total is **42**. Here is how I got there:\n\n```python\nprint(6 * 7)\n```\n\nSix sevens make forty-two, which is the answer you were after.';
    suite.spora.llm.enqueue(
      {
        kind: 'tool_calls',
        text: 'Let me work that out.',
        calls: [{ name: 'calculator', arguments: { expression: '6 * 7' } }],
        usage: { inputTokens: 820, outputTokens: 24 },
      },
      { kind: 'text', text: answer, chunkDelayMs: 120, usage: { inputTokens: 910, outputTokens: 48 } },
    );
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, { events });
    // Answers stream while their owner watches: the app is open in another tab before the task starts.
    if (events === 'stream') await openWatching(await context.newPage(), suite.spora.url);
    const taskId = await startTask(person, agentId, 'What is six times seven?');
    const pageStream =
      events === 'stream' && page.waitForResponse((response) => response.url().includes('/api/v1/events'));
    await page.goto(`${suite.spora.url}/tasks/${taskId}`);
    await page.getByRole('heading', { level: 1, name: 'What is six times seven?' }).waitFor();
    await page.getByTestId('approval-tool-name').waitFor();
    if (pageStream) await pageStream;
    await person.api.decideFirstCall(taskId, 'approve');
    // Text streams only through the event stream; polling shows it once the turn is stored.
    if (events === 'stream') await page.getByTestId('streamed-text').waitFor();
    await status(page).getByText('Completed').waitFor();
    await page.getByText('Six sevens make forty-two').waitFor();

    const card = page.getByTestId('tool-call-card');
    await card.getByText('Calculator').waitFor();
    await card.getByText('Succeeded').waitFor();
    await card.getByRole('button', { name: 'Arguments' }).click();
    await card.getByText('"expression": "6 * 7"').waitFor();
    const result = card.getByRole('button', { name: /^Result/ });
    await expect(result.textContent()).resolves.toContain('42');
    await result.click();
    // Opened, the result reads once: in full below, no longer previewed beside the label.
    await card.locator('.spora-json-view').getByText(/42/).waitFor();
    await expect(result.textContent()).resolves.not.toContain('42');
    await page
      .getByTestId('usage-toggle')
      .getByText(/^[0-9.]+K? in · [0-9.]+K? out$/)
      .waitFor();
    await expect(page.getByTestId('agent-breadcrumb').getAttribute('href')).resolves.toBe(
      `/agents/${agentId}`,
    );
    await lookAt(page, 'task-completed');
    await context.close();
  });

  it('stops a running task, moves the focus to the follow-up box, and continues it to the end', async () => {
    const person = await suite.spora.person({ name: 'Abort' });
    const agentId = await suite.spora.agent(person, { name: 'Slow researcher' });
    suite.spora.llm.enqueue({ kind: 'hang' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, { events });
    const taskId = await startTask(person, agentId, 'Research the history of the Rhine ferries');
    await page.goto(`${suite.spora.url}/tasks/${taskId}`);
    await status(page).getByText('Running').waitFor();
    await page.getByText('Thinking…').waitFor();
    await lookAt(page, 'task-running');

    await page.getByTestId('abort-button').click();
    await page.getByTestId('aborted-banner').waitFor();
    await status(page).getByText('Stopped').waitFor();
    const followUp = page.getByTestId('follow-up-input');
    await expect.poll(() => followUp.evaluate((input) => input === document.activeElement)).toBe(true);
    await lookAt(page, 'task-aborted');

    suite.spora.llm.enqueue({ kind: 'text', text: 'The first ferry crossed at Basel in the 13th century.' });
    await followUp.fill('Just the short version, please.');
    await followUp.press('Control+Enter');
    await status(page).getByText('Completed').waitFor();
    await page.getByText('The first ferry crossed at Basel').waitFor();
    await page.getByTestId('conversation').getByText('Just the short version, please.').waitFor();
    await page
      .getByRole('heading', { level: 1, name: /Research the history of the Rhine ferries/ })
      .waitFor();
    await context.close();
  });

  it('explains a failure with details on demand, and a retry finishes the task on the same page', async () => {
    const person = await suite.spora.person({ name: 'Failure' });
    const taskId = await failedTask(person);
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, { events });
    await page.goto(`${suite.spora.url}/tasks/${taskId}`);
    const banner = page.getByTestId('failed-banner');
    await banner.getByText('The AI service refused the request').waitFor();
    await banner.getByRole('button', { name: 'Technical details' }).click();
    await banner.getByText('BAD_REQUEST').waitFor();
    await lookAt(page, 'task-failed');

    suite.spora.llm.enqueue({ kind: 'text', text: 'Three decisions were made: budget, dates, venue.' });
    await page.getByTestId('retry-button').click();
    await status(page).getByText('Completed').waitFor();
    await page.getByText('Three decisions were made').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/tasks/${taskId}`);
    await context.close();
  });

  it('surfaces a sub-agent waiting for approval on its parent, links both ways, and stops waiting', async () => {
    const person = await suite.spora.person({ name: 'Delegation' });
    const modelId = await suite.spora.fakeModel(person);
    const helperId = await suite.spora.agent(person, { name: 'Fact checker', llm_driver_config_id: modelId });
    await enableTool(person, helperId, 'calculator', { calculate: true });
    const leadId = await suite.spora.agent(person, { name: 'Editor', llm_driver_config_id: modelId });
    await enableTool(person, leadId, 'handover', { sub_agent: false, handover: false });
    await allowTargets(person, leadId, [helperId]);
    suite.spora.llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          { name: 'handover', arguments: { op: 'sub_agent', agent_id: helperId, prompt: 'Check the sums' } },
        ],
      },
      {
        kind: 'tool_calls',
        calls: [{ name: 'calculator', arguments: { expression: '17 + 25' } }],
      },
    );
    const parentId = await startTask(person, leadId, 'Check the article before it goes out');
    const waiting = await until(person, parentId, (task) =>
      task.sub_tasks.some((child) => child.status === 'PENDING_APPROVAL'),
    );
    const childId = waiting.sub_tasks[0]?.id as number;

    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, { events });
    await page.goto(`${suite.spora.url}/tasks/${parentId}`);
    const panel = page.getByTestId('sub-agent-panel');
    await panel.getByText('1 needs your approval').waitFor();
    await status(page).getByText('Waiting for sub-agents').waitFor();
    await lookAt(page, 'task-awaiting-sub-agents');

    await panel.getByRole('link', { name: `Review approvals of Fact checker's task #${childId}` }).click();
    await page.waitForURL(`${suite.spora.url}/tasks/${childId}`);
    await page.getByTestId('source-task-link').getByText('Sub-agent of').waitFor();
    await page
      .getByTestId('source-task-link')
      .getByRole('link', { name: `Editor · task #${parentId}` })
      .click();
    await page.waitForURL(`${suite.spora.url}/tasks/${parentId}`);

    await page.getByTestId('stop-waiting-button').click();
    await page.getByTestId('aborted-banner').waitFor();
    expect((await taskOf(person, parentId)).status).toBe('ABORTED');
    await context.close();
  });

  it('shows where a handover sent the work, and the target links back to its source', async () => {
    const person = await suite.spora.person({ name: 'Handover' });
    const modelId = await suite.spora.fakeModel(person);
    const writerId = await suite.spora.agent(person, { name: 'Writer', llm_driver_config_id: modelId });
    const routerId = await suite.spora.agent(person, { name: 'Front desk', llm_driver_config_id: modelId });
    await enableTool(person, routerId, 'handover', { handover: false });
    await allowTargets(person, routerId, [writerId]);
    suite.spora.llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          {
            name: 'handover',
            arguments: { op: 'handover', target_agent_id: writerId, prompt: 'Write the welcome letter' },
          },
        ],
      },
      { kind: 'text', text: 'Dear new colleague, welcome aboard!' },
    );
    const sourceId = await startTask(person, routerId, 'We need a welcome letter for Sam');
    const closed = await until(person, sourceId, (task) => task.handover !== null);
    const targetId = closed.handover?.target_task_id as number;
    await until(person, targetId, (task) => task.status === 'COMPLETED');

    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person, { events });
    await page.goto(`${suite.spora.url}/tasks/${sourceId}`);
    const notice = page.getByTestId('handover-link');
    await notice.getByText('Handed over to Writer').waitFor();
    await lookAt(page, 'task-handed-over');
    await notice.getByRole('link', { name: 'Open Writer’s task' }).click();
    await page.waitForURL(`${suite.spora.url}/tasks/${targetId}`);
    await page.getByText('Dear new colleague, welcome aboard!').waitFor();
    await page.getByTestId('source-task-link').getByText('Handed over from').waitFor();
    await lookAt(page, 'task-handover-target', { accessibility: false });
    const backToSource = page
      .getByTestId('source-task-link')
      .getByRole('link', { name: `Front desk · task #${sourceId}` });
    // The header and the sidebar fill in as their data arrives; a click during that shift can land elsewhere.
    await untilStill(backToSource);
    await backToSource.click();
    await page.waitForURL(`${suite.spora.url}/tasks/${sourceId}`);
    await context.close();
  });
});

describe('the task view and motion', () => {
  it('opens the details without motion when the system asks for less, and with it otherwise', async () => {
    const person = await suite.spora.person({ name: 'Still' });
    const taskId = await failedTask(person);
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    const animationsOnOpening = async (reducedMotion: 'reduce' | 'no-preference'): Promise<number> => {
      await page.emulateMedia({ reducedMotion });
      await page.goto(`${suite.spora.url}/tasks/${taskId}`);
      const banner = page.getByTestId('failed-banner');
      await banner.getByText('The AI service refused the request').waitFor();
      // Every frame for a second from the click: the most animations that ran at once.
      const sampled = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const until = performance.now() + 1_000;
            let most = 0;
            const sample = () => {
              most = Math.max(most, document.getAnimations().filter((a) => a.playState === 'running').length);
              if (performance.now() < until) requestAnimationFrame(sample);
              else resolve(most);
            };
            requestAnimationFrame(sample);
          }),
      );
      await banner.getByRole('button', { name: 'Technical details' }).click();
      await banner.getByText('BAD_REQUEST').waitFor();
      return sampled;
    };
    expect(await animationsOnOpening('no-preference')).toBeGreaterThan(0);
    expect(await animationsOnOpening('reduce')).toBe(0);
    await context.close();
  });
});

describe('the task view of a long conversation', () => {
  it('opens a task with 1,000 history rows quickly, drawing only what is visible (figure printed)', async () => {
    const person = await suite.spora.person({ name: 'Long' });
    const agentId = await suite.spora.agent(person, { name: 'Chatty agent' });
    suite.spora.llm.enqueue({ kind: 'text', text: 'Turn zero.' });
    const taskId = await startTask(person, agentId, 'A very long conversation');
    await until(person, taskId, (task) => task.status === 'COMPLETED');
    const db = suite.spora.platform.database.db;
    const last = await db
      .selectFrom('task_history')
      .select((eb) => eb.fn.max('sequence').as('sequence'))
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow();
    const start = Number(last.sequence) + 1;
    const rows = Array.from({ length: 1_000 }, (_, index) => ({
      task_id: taskId,
      sequence: start + index,
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content:
        index % 2 === 0
          ? `Question ${index / 2 + 1}: what about the next item on the list?`
          : `Answer ${(index + 1) / 2}: here is a **detailed** reply with a list:\n\n- one point\n- another point\n\nAnd a closing sentence that wraps onto a second line on a phone.`,
      tool_call_id: null,
      tool_name: null,
      tool_call_payload: null,
      input_tokens: index % 2 === 0 ? null : 1200 + index,
      output_tokens: index % 2 === 0 ? null : 80,
      summarized_sequence_range: null,
      attachments: null,
      content_blocks: null,
      created_at: new Date().toISOString(),
    }));
    for (let offset = 0; offset < rows.length; offset += 200) {
      await db
        .insertInto('task_history')
        .values(rows.slice(offset, offset + 200))
        .execute();
    }

    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const started = Date.now();
    await page.goto(`${suite.spora.url}/tasks/${taskId}`);
    await page.getByText('Answer 500: here is a').waitFor();
    await page.getByTestId('follow-up-input').waitFor();
    const elapsed = Date.now() - started;
    const drawn = await page.locator('.spora-conversation-row').count();
    console.log(
      `[figure] task view with 1,000 history rows: usable after ${elapsed} ms (navigation to the latest answer and the follow-up box), ${drawn} rows in the page`,
    );
    expect(drawn).toBeLessThan(100);

    await page.getByTestId('conversation').evaluate((element) => {
      element.scrollTop = 0;
    });
    await page.getByTestId('jump-to-latest').click();
    await page.getByText('Answer 500: here is a').waitFor();
    await context.close();
  });
});
