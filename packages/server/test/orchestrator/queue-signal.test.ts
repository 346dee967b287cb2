/**
 * On PostgreSQL a worker in another process starts a queued task at once, woken by NOTIFY, not
 * at its next poll.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { createQueueSignal } from '../../src/worker/queue-signal.js';
import { testEngines } from '../support/test-databases.js';
import { openLoopHarness, otherWorker } from '../support/test-orchestrator.js';
import { openTestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('queue signal on $name', (engine) => {
  // SQLite serves one process, whose own worker is woken directly.
  it.runIf(engine.name === 'postgres')(
    'wakes a worker of another process when a task is queued',
    async () => {
      const logger = createLogger('silent', false);
      const model = new ScriptedLlmDriver([{ text: 'Picked up at once.' }]);
      const probe = await openLoopHarness(engine, 'worker', () => model, { withoutWorker: true });
      const location = probe.test.platform.config.database;
      const elsewhere = openDatabase(location);
      const signal = createQueueSignal(location, elsewhere.db, logger);
      // Polls once a minute: only the notification can wake it within the test's time.
      const worker = otherWorker({
        db: elsewhere.db,
        engine: elsewhere.engine,
        tools: probe.test.platform.tools,
        model,
        leaseTtlMs: 10_000,
        pollIntervalMs: 60_000,
        processId: 'elsewhere',
      });
      try {
        await worker.start(signal);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const agent = await probe.agent();
        const task = await probe.orchestrator.start(agent.id, 'Hello');
        // What the platform's orchestrator does when it queues a task.
        createQueueSignal(location, probe.test.platform.database.db, logger).notify();
        const done = await probe.waitFor(task.id, (current) => current.status === 'COMPLETED', 5_000);
        expect(done.final_response).toBe('Picked up at once.');
        expect(done.lease_owner).toBeNull();
      } finally {
        await worker.stop();
        await elsewhere.close();
        await probe.dispose();
      }
    },
  );

  it.runIf(engine.name === 'postgres')(
    'cancels the model request of a run in another process when the task is aborted',
    { timeout: 10_000 },
    async () => {
      const logger = createLogger('silent', false);
      // Far longer than the test may take: only the notification can end this call in time.
      const model = new ScriptedLlmDriver([{ text: 'never', delayMs: 60_000 }]);
      const here = await openLoopHarness(engine, 'worker', () => model, { withoutWorker: true });
      const location = here.test.platform.config.database;
      const elsewhere = openDatabase(location);
      const worker = otherWorker({
        db: elsewhere.db,
        engine: elsewhere.engine,
        tools: here.test.platform.tools,
        model,
        leaseTtlMs: 60_000,
        pollIntervalMs: 50,
        processId: 'elsewhere',
      });
      try {
        await worker.start(createQueueSignal(location, elsewhere.db, logger));
        const agent = await here.agent();
        const task = await here.orchestrator.start(agent.id, 'Slow');
        const running = await here.waitFor(
          task.id,
          (current) => current.status === 'RUNNING' && current.step_count === 1,
        );
        await here.orchestrator.abort(task.id);
        // What the platform's orchestrator does when it stops a run.
        createQueueSignal(location, here.test.platform.database.db, logger).notifyStopped(
          running.lease_owner ?? '',
        );
        await worker.idle();
        expect((await here.orchestrator.getTask(task.id)).status).toBe('ABORTED');
      } finally {
        await worker.stop();
        await elsewhere.close();
        await here.dispose();
      }
    },
  );

  it.runIf(engine.name === 'postgres')(
    'tells every other process of a queued task, and leaves its own (woken directly) alone',
    async () => {
      const logger = createLogger('silent', false);
      const test = await openTestPlatform(engine);
      const location = test.platform.config.database;
      const { db } = test.platform.database;
      const here = createQueueSignal(location, db, logger);
      const there = createQueueSignal(location, db, logger);
      const heard = { here: 0, there: 0 };
      const heardAll = (count: { here: number; there: number }) =>
        vi.waitFor(() => expect(heard).toEqual(count), { timeout: 5_000 });
      const stopHere = await here.listen({
        queued: () => heard.here++,
        stopped: () => {},
        reconnected: () => {},
      });
      const stopThere = await there.listen({
        queued: () => heard.there++,
        stopped: () => {},
        reconnected: () => {},
      });
      try {
        here.notify();
        await heardAll({ here: 0, there: 1 });
        // Each listener hears notifications in commit order: once this one reaches `here`, the
        // echo of its own came before it and was passed over.
        there.notify();
        await heardAll({ here: 1, there: 1 });
      } finally {
        await stopHere();
        await stopThere();
        await test.dispose();
      }
    },
  );
});
