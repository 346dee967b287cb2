/**
 * A raise racing a run's budget pause. The run checks its budgets before a model request and,
 * when one is reached, writes the pause; a raise committed in between (while the task is still
 * RUNNING, so the raise finds nothing waiting) must not leave the task waiting under its new
 * limit, and a raise made while the pause is being written must find the task waiting once it
 * commits. The check is wrapped to make the raise at exactly those moments.
 */
import { describe, expect, it, vi } from 'vitest';
import { BudgetStore } from '../../src/budgets/index.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

/** What the wrapped check does once it found a budget reached: in the run's check, or in the pause's write. */
const race = vi.hoisted(() => ({
  afterCheck: null as (() => Promise<void>) | null,
  inPauseWrite: null as (() => Promise<void>) | null,
}));

vi.mock('../../src/budgets/budget-gate.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/budgets/budget-gate.js')>();
  return {
    ...original,
    firstReachedBudget: async (...args: Parameters<typeof original.firstReachedBudget>) => {
      const reached = await original.firstReachedBudget(...args);
      const hook = args[0].isTransaction ? race.inPauseWrite : race.afterCheck;
      if (reached && hook) {
        race.afterCheck = null;
        race.inPauseWrite = null;
        await hook();
      }
      return reached;
    },
  };
});

const echo = (text: string) => ({ toolCalls: [{ id: `call-${text}`, name: 'echo', arguments: { text } }] });

describe.each(testEngines)('a budget raised while a run pauses at it on $name', (engine) => {
  const { harness, model, db } = useLoopHarness(engine, 'worker', { withoutWorker: true });
  const owner = () => ({ userId: harness.userId, admin: false });

  /** An agent whose daily budget of 40 tokens the third turn (15 each) takes past its limit. */
  async function agentAtBudget() {
    const agent = await harness.agent();
    const budget = await new BudgetStore(db()).create(owner(), {
      scope: 'agent',
      agent_id: agent.id,
      unit: 'tokens',
      limit: 40,
      period: 'day',
    });
    const raise = () =>
      new BudgetStore(db()).update(owner(), budget.id, { limit: 1000 }, async (trx, changed, deleted) => {
        await harness.orchestrator.requeueUnderBudget(trx, changed, deleted);
      });
    return { agent, raise };
  }

  it('a raise committed between the check and the pause: the run goes on with its request', async () => {
    const { agent, raise } = await agentAtBudget();
    model.enqueue(echo('1'), echo('2'), echo('3'), { text: 'Counted to three.' });
    const task = await harness.orchestrator.start(agent.id, 'Count');
    race.afterCheck = async () => {
      await raise();
    };
    const done = await harness.orchestrator.tick(task.id);
    expect(done).toMatchObject({ status: 'COMPLETED', step_count: 4, final_response: 'Counted to three.' });
    expect(JSON.parse(done.data ?? '{}')).not.toHaveProperty('budget_reached');
    expect(executions.map((execution) => execution.args)).toEqual([
      { text: '1' },
      { text: '2' },
      { text: '3' },
    ]);
  });

  it('a raise made while the pause is written waits for it, then queues the task', async () => {
    const { agent, raise } = await agentAtBudget();
    model.enqueue(echo('1'), echo('2'), echo('3'), { text: 'Counted to three.' });
    const task = await harness.orchestrator.start(agent.id, 'Count');
    let raising: Promise<unknown> = Promise.resolve();
    race.inPauseWrite = async () => {
      raising = raise();
      // Time for the raise to reach the budget's row (on PostgreSQL it would commit meanwhile
      // if the pause had not locked the row).
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    const paused = await harness.orchestrator.tick(task.id);
    expect(paused).toMatchObject({ status: 'AWAITING_BUDGET', step_count: 3 });
    await raising;
    const queued = await db()
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ status: 'QUEUED', step_count: 3 });
    expect(await harness.orchestrator.tick(task.id)).toMatchObject({
      status: 'COMPLETED',
      step_count: 4,
      final_response: 'Counted to three.',
    });
  });
});
