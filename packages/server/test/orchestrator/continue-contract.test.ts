/**
 * `continue` on a RUNNING task as seed 001 states it: the task first becomes ABORTED with an
 * abort marker, then is re-prompted, in one transaction, and both changes are announced.
 */
import { describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('continue from RUNNING on $name', (engine) => {
  const { harness, model } = useLoopHarness(engine, 'worker', { withoutWorker: true, liveEvents: true });

  const db = () => harness.test.platform.database.db;

  it('passes through ABORTED, with the abort marker, before the task is queued again', async () => {
    const agent = await harness.agent();
    model.enqueue({ toolCalls: [{ id: 's', name: 'slow', arguments: { ms: 5000 } }] });
    const task = await harness.orchestrator.start(agent.id, 'slow');
    const running = harness.orchestrator.tick(task.id);
    await harness.waitFor(task.id, () => executions.length === 1);
    const queued = await harness.orchestrator.continue(task.id, 'Do something else');
    await running;
    expect(queued.status).toBe('QUEUED');
    expect(JSON.parse(queued.data ?? '{}')).not.toHaveProperty('aborted_at');

    const events = (
      await db().selectFrom('events').selectAll().where('task_id', '=', task.id).orderBy('sequence').execute()
    ).map((row) => ({ type: row.type, data: JSON.parse(row.payload) as Record<string, unknown> }));
    const statuses = events
      .filter((event) => event.type === 'task_status')
      .map((event) => (event.data.task as { status: string }).status);
    expect(statuses.slice(-3)).toEqual(['RUNNING', 'ABORTED', 'QUEUED']);

    // The aborted change carries the closed call and the marker; the queued one the new prompt.
    const abortedAt = events.findIndex(
      (event) => event.type === 'task_status' && (event.data.task as { status: string }).status === 'ABORTED',
    );
    const historyBefore = events
      .slice(0, abortedAt)
      .filter((event) => event.type === 'task_history')
      .at(-1)?.data.rows as { role: string }[];
    expect(historyBefore.map((row) => row.role)).toEqual(['tool', 'system']);
    const historyAfter = events.slice(abortedAt).find((event) => event.type === 'task_history')?.data
      .rows as { role: string; content: string }[];
    expect(historyAfter).toMatchObject([{ role: 'user', content: 'Do something else' }]);

    const history = await loadHistory(db(), task.id);
    expect(history.slice(-3).map((entry) => entry.marker?.kind ?? entry.role)).toEqual([
      'tool',
      'abort_marker',
      'user',
    ]);
  });

  it('refuses a RUNNING task when the caller narrowed the statuses, and leaves its run alone', async () => {
    const agent = await harness.agent();
    model.enqueue({ toolCalls: [{ id: 's', name: 'slow', arguments: { ms: 500 } }] }, { text: 'Done' });
    const task = await harness.orchestrator.start(agent.id, 'slow');
    const running = harness.orchestrator.tick(task.id);
    await harness.waitFor(task.id, () => executions.length === 1);
    await expect(
      harness.orchestrator.continue(task.id, 'Do something else', undefined, new Set(['COMPLETED'])),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await running;
    const history = await loadHistory(db(), task.id);
    expect(history.some((entry) => entry.marker?.kind === 'abort_marker')).toBe(false);
  });
});
