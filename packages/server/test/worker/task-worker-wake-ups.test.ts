/**
 * What wakes a worker besides its poll: a task queued in its process, and a run of its own that
 * ends while tasks wait. Due retries are found on the poll's beat. The poll is set far beyond
 * the test's time wherever only a wake-up can explain what happens.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { isoAfter } from '../../src/db/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { Orchestrator } from '../../src/orchestrator/orchestrator.js';
import { declaredDefaultSettings, refuseNetwork } from '../../src/orchestrator/tool-execution.js';
import { TaskWorker } from '../../src/worker/task-worker.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

describe.each(testEngines)('task worker wake-ups on $name', (engine) => {
  let harness: LoopHarness;
  let worker: TaskWorker | null = null;

  afterEach(async () => {
    await worker?.stop();
    worker = null;
    await harness.dispose();
  });

  /** An orchestrator and its worker, as the platform wires them: queueing wakes the worker. */
  const workerOf = (model: ScriptedLlmDriver, options: { concurrency: number; pollIntervalMs: number }) => {
    const logger = createLogger('silent', false);
    const { db, engine: engineKind } = harness.test.platform.database;
    const orchestrator = new Orchestrator({
      db,
      tools: harness.test.platform.tools,
      drivers: () => model,
      toolEnvironment: {
        http: refuseNetwork,
        settingsFor: declaredDefaultSettings,
        logger,
        timeoutMs: 10_000,
      },
      logger,
      leaseTtlMs: 10_000,
      toolConcurrency: 4,
      onQueued: () => worker?.wake(),
      mode: 'worker',
    });
    worker = new TaskWorker(db, engineKind, orchestrator, logger, {
      ...options,
      leaseTtlMs: 10_000,
      maxClaimAttempts: 3,
    });
    return { orchestrator, worker };
  };

  it('runs every task queued while it is full, one after another, without waiting for its poll', async () => {
    const model = new ScriptedLlmDriver([{ text: 'One.' }, { text: 'Two.' }, { text: 'Three.' }]);
    harness = await openLoopHarness(engine, 'worker', () => model, { withoutWorker: true });
    const { orchestrator, worker: started } = workerOf(model, { concurrency: 1, pollIntervalMs: 60_000 });
    await started.start();
    const agent = await harness.agent();
    const tasks = await Promise.all(['a', 'b', 'c'].map((prompt) => orchestrator.start(agent.id, prompt)));
    expect(tasks.map((task) => task.status)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);
    const done = await Promise.all(tasks.map((task) => harness.settled(task.id, 5_000)));
    expect(done.map((task) => task.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect(done.map((task) => task.final_response).sort()).toEqual(['One.', 'Three.', 'Two.']);
  });

  it('runs a task queued after it found the queue empty and its last run ended', async () => {
    const model = new ScriptedLlmDriver([{ text: 'First.' }, { text: 'Second.' }]);
    harness = await openLoopHarness(engine, 'worker', () => model, { withoutWorker: true });
    const { orchestrator, worker: started } = workerOf(model, { concurrency: 1, pollIntervalMs: 60_000 });
    await started.start();
    const agent = await harness.agent();
    const first = await orchestrator.start(agent.id, 'first');
    expect((await harness.settled(first.id, 5_000)).final_response).toBe('First.');
    await started.idle();
    const second = await orchestrator.start(agent.id, 'second');
    expect((await harness.settled(second.id, 5_000)).final_response).toBe('Second.');
  });

  it('queues a due automatic retry on its poll’s beat and runs it', async () => {
    const model = new ScriptedLlmDriver([{ text: 'Failed first.' }, { text: 'Retried.' }]);
    harness = await openLoopHarness(engine, 'worker', () => model, { withoutWorker: true });
    const { orchestrator, worker: started } = workerOf(model, { concurrency: 2, pollIntervalMs: 50 });
    await started.start();
    const agent = await harness.agent();
    const task = await orchestrator.start(agent.id, 'Try');
    await harness.settled(task.id, 5_000);
    await harness.test.platform.database.db
      .updateTable('tasks')
      .set({
        status: 'FAILED',
        error_code: 'RATE_LIMIT',
        retry_of_task_id: task.id,
        retry_after: isoAfter(200),
      })
      .where('id', '=', task.id)
      .execute();
    const retried = await harness.waitFor(
      task.id,
      (current) => current.status === 'COMPLETED' && current.final_response === 'Retried.',
      5_000,
    );
    expect(retried.retry_of_task_id).toBeNull();
  });
});
