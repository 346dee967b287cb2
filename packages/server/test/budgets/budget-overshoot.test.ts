/**
 * Three workers (on PostgreSQL each with its own connection pool, as separate processes would
 * have) run ten tasks of one user against a per-user budget: spending is read from committed
 * usage right before each model request, so the budget is overshot by at most the steps that
 * were past that check when the limit was reached: one per running slot (a step's usage is
 * committed after its model request returns, so the model's own count of open requests is lower).
 */
import type { LlmDriver, LlmRequest, LlmResponse } from '@spora/sdk';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { BudgetStore } from '../../src/budgets/index.js';
import { openDatabase } from '../../src/db/index.js';
import type { TaskWorker } from '../../src/worker/task-worker.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness, otherWorker } from '../support/test-orchestrator.js';

const tokensPerTurn = 15;
const limit = 300;
/** `otherWorker` runs two tasks at a time. */
const workerNames = ['one', 'two', 'three'];
const slotsPerWorker = 2;

/** The scripted model, counting the requests open at once. */
class CountingModel implements LlmDriver {
  open = 0;
  mostOpen = 0;
  constructor(private readonly scripted: ScriptedLlmDriver) {}
  get providerName(): string {
    return this.scripted.providerName;
  }
  get modelName(): string {
    return this.scripted.modelName;
  }
  async complete(request: LlmRequest, signal: AbortSignal): Promise<LlmResponse> {
    this.open += 1;
    this.mostOpen = Math.max(this.mostOpen, this.open);
    try {
      return await this.scripted.complete(request, signal);
    } finally {
      this.open -= 1;
    }
  }
}

describe.each(testEngines)('a per-user budget under three workers on $name', (engine) => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.reverse()) await close();
    closing.length = 0;
  });

  it('stops all ten tasks, overshooting by at most the steps in flight', { timeout: 60_000 }, async () => {
    const scripted = new ScriptedLlmDriver();
    for (let turn = 0; turn < 400; turn += 1) {
      scripted.enqueue({ toolCalls: [{ name: 'echo', arguments: { text: `${turn}` } }], delayMs: 40 });
    }
    const model = new CountingModel(scripted);
    const harness: LoopHarness = await openLoopHarness(engine, 'worker', () => model, {
      withoutWorker: true,
    });
    closing.push(() => harness.dispose());
    const db = harness.test.platform.database.db;
    const budget = await new BudgetStore(db).create(
      { userId: harness.userId, admin: false },
      { scope: 'user', unit: 'tokens', limit, period: 'day' },
    );
    const workers: TaskWorker[] = [];
    for (const name of workerNames) {
      const own = engine.name === 'postgres' ? openDatabase(harness.test.platform.config.database) : null;
      if (own) closing.push(() => own.close());
      const worker = otherWorker({
        db: own?.db ?? db,
        engine: harness.test.platform.database.engine,
        tools: harness.test.platform.tools,
        model,
        leaseTtlMs: 30_000,
        pollIntervalMs: 20,
        processId: name,
      });
      workers.push(worker);
      closing.push(() => worker.stop());
    }
    const agent = await harness.agent({ maxSteps: 100 });
    const tasks = [];
    for (let index = 0; index < 10; index += 1) {
      tasks.push(await harness.orchestrator.start(agent.id, `Task ${index}`));
    }
    for (const worker of workers) await worker.start();

    for (const task of tasks) {
      const paused = await harness.waitFor(
        task.id,
        (current) => current.status === 'AWAITING_BUDGET',
        40_000,
      );
      expect(JSON.parse(paused.data ?? '{}').budget_reached).toMatchObject({ id: budget.id, scope: 'user' });
    }
    const spent = await db
      .selectFrom('task_history')
      .select((eb) =>
        eb.fn.sum<number | string>(eb('input_tokens', '+', eb.ref('output_tokens'))).as('tokens'),
      )
      .where('provider', 'is not', null)
      .executeTakeFirstOrThrow();
    const total = Number(spent.tokens);
    expect(total).toBeGreaterThanOrEqual(limit);
    expect(model.mostOpen).toBeGreaterThan(1);
    // The step that reached the limit, and the others that were past the check with it.
    expect(total - limit).toBeLessThan(workerNames.length * slotsPerWorker * tokensPerTurn);
  });
});
