/**
 * Budgets pause a task before its next model request (AWAITING_BUDGET, `data.budget_reached`
 * naming the budget); "allow N more" runs it on with no step lost or repeated, and raising or
 * deleting the budget queues every task waiting on it that is now under it. The scripted model
 * answers each turn with 15 tokens (10 in, 5 out).
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BudgetStore } from '../../src/budgets/index.js';
import type { Database, Task } from '../../src/db/index.js';
import { loadHistory } from '../../src/orchestrator/history.js';
import { listPausedTasks } from '../../src/tasks/index.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

const echo = (text: string) => ({ toolCalls: [{ id: `call-${text}`, name: 'echo', arguments: { text } }] });
const dataOf = (task: { data: string | null }) => JSON.parse(task.data ?? '{}');

describe.each(testEngines)('budgets in the loop on $name', (engine) => {
  const { harness, model, db } = useLoopHarness(engine, 'worker', { withoutWorker: true, liveEvents: true });
  const store = () => new BudgetStore(db());
  const owner = () => ({ userId: harness.userId, admin: false });

  it('pauses at a per-agent daily budget mid-run, and "allow more" runs on with no step lost or repeated', async () => {
    const agent = await harness.agent();
    const budget = await store().create(owner(), {
      scope: 'agent',
      agent_id: agent.id,
      unit: 'tokens',
      limit: 40,
      period: 'day',
      time_zone: 'Europe/Berlin',
    });
    model.enqueue(echo('1'), echo('2'), echo('3'));
    const task = await harness.orchestrator.start(agent.id, 'Count');
    const paused = await harness.orchestrator.tick(task.id);
    // 15, 30 (under 40), 45: the fourth request is not made.
    expect(paused).toMatchObject({ status: 'AWAITING_BUDGET', step_count: 3 });
    expect(model.requests).toHaveLength(3);
    expect(dataOf(paused).budget_reached).toMatchObject({
      id: budget.id,
      scope: 'agent',
      unit: 'tokens',
      limit: 40,
      spent: 45,
      period: 'day',
      time_zone: 'Europe/Berlin',
      agent_id: agent.id,
    });
    const notified = () =>
      db().selectFrom('notifications').selectAll().where('type', '=', 'budget_reached').execute();
    const [notification] = await notified();
    expect(notification).toMatchObject({ task_id: task.id, read_at: null });
    expect(JSON.parse(notification?.data ?? '{}')).toMatchObject({
      limit: 'budget',
      budget: { id: budget.id },
    });

    expect(await listPausedTasks(db(), harness.userId)).toMatchObject([
      { task_id: task.id, status: 'AWAITING_BUDGET', reason: 'budget' },
    ]);

    await expect(harness.orchestrator.decisions.extend(task.id, { steps: 2 })).rejects.toMatchObject({
      code: 'BUDGET_UNIT_MISMATCH',
    });
    await expect(harness.orchestrator.decisions.extend(task.id, { cost: 1 })).rejects.toMatchObject({
      code: 'BUDGET_UNIT_MISMATCH',
    });
    model.enqueue(echo('4'), { text: 'Counted to four.' });
    const queued = await harness.orchestrator.decisions.extend(task.id, { tokens: 20 });
    expect(queued).toMatchObject({ status: 'QUEUED', step_count: 3 });
    expect(dataOf(queued)).not.toHaveProperty('budget_reached');
    const done = await harness.orchestrator.tick(task.id);
    expect(done).toMatchObject({ status: 'COMPLETED', step_count: 5, final_response: 'Counted to four.' });
    expect(executions.map((execution) => execution.args)).toEqual([
      { text: '1' },
      { text: '2' },
      { text: '3' },
      { text: '4' },
    ]);
    const turns = (await loadHistory(db(), task.id)).filter((entry) => entry.role === 'assistant');
    expect(turns).toHaveLength(5);
    expect((await notified())[0]?.read_at).not.toBeNull();
  });

  it("pauses at a task's own budget given on start, which replaces its agent's default", async () => {
    const agent = await harness.agent();
    await store().create(owner(), { scope: 'task', agent_id: agent.id, unit: 'tokens', limit: 10 });
    model.enqueue(echo('1'), echo('2'));
    const task = await harness.orchestrator.start(agent.id, 'Count', {
      onCreated: (trx, created) =>
        trx
          .insertInto('budgets')
          .values({
            scope: 'task',
            task_id: created.id,
            user_id: null,
            agent_id: null,
            unit: 'tokens',
            currency: null,
            amount: 30,
            period: null,
            time_zone: null,
            created_by: null,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .execute()
          .then(() => undefined),
    });
    const paused = await harness.orchestrator.tick(task.id);
    expect(paused).toMatchObject({ status: 'AWAITING_BUDGET', step_count: 2 });
    expect(dataOf(paused).budget_reached).toMatchObject({ scope: 'task', limit: 30, spent: 30 });
  });

  it('raising a per-user budget queues every task waiting on it at once; deleting one does too', async () => {
    const agent = await harness.agent();
    const budget = await store().create(owner(), {
      scope: 'user',
      unit: 'tokens',
      limit: 20,
      period: 'month',
    });
    model.enqueue(echo('1'), echo('2'));
    const tasks: Task[] = [];
    for (const prompt of ['A', 'B', 'C']) tasks.push(await harness.orchestrator.start(agent.id, prompt));
    for (const task of tasks)
      expect((await harness.orchestrator.tick(task.id)).status).toBe('AWAITING_BUDGET');
    // Only the first ran (15, 30); the others stopped before their first request.
    expect(model.requests).toHaveLength(2);

    // A raise that is still under what was spent queues nothing.
    await changeLimit(budget.id, 25);
    expect(await statuses(db(), tasks)).toEqual(['AWAITING_BUDGET', 'AWAITING_BUDGET', 'AWAITING_BUDGET']);
    const liveEvents = async () =>
      (
        await db()
          .selectFrom('events')
          .select('task_id')
          .where(
            'task_id',
            'in',
            tasks.map((task) => task.id),
          )
          .execute()
      ).length;
    const before = await liveEvents();
    await changeLimit(budget.id, 1000);
    expect(await statuses(db(), tasks)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);
    // Each queued task reached live clients.
    expect((await liveEvents()) - before).toBeGreaterThanOrEqual(3);

    // Deleted: a task waiting on it runs on.
    const tight = await store().create(owner(), { scope: 'user', unit: 'tokens', limit: 1, period: 'day' });
    model.enqueue({ text: 'A done.' });
    const [first] = tasks;
    expect((await harness.orchestrator.tick(first?.id ?? 0)).status).toBe('AWAITING_BUDGET');
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('budgets').where('id', '=', tight.id).execute();
        await harness.orchestrator.requeueUnderBudget(trx, tight, true);
      });
    expect(await harness.orchestrator.tick(first?.id ?? 0)).toMatchObject({ status: 'COMPLETED' });
  });

  async function changeLimit(id: number, limit: number): Promise<void> {
    await store().update(owner(), id, { limit }, async (trx, budget, deleted) => {
      await harness.orchestrator.requeueUnderBudget(trx, budget, deleted);
    });
  }
});

async function statuses(db: Kysely<Database>, tasks: readonly { id: number }[]): Promise<string[]> {
  const rows = await db
    .selectFrom('tasks')
    .select(['id', 'status'])
    .where(
      'id',
      'in',
      tasks.map((task) => task.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => row.status);
}
