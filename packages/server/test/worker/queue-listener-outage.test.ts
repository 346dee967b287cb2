/**
 * The queue listener outlives a PostgreSQL outage: its connection is terminated and new
 * connections are refused for longer than several reconnection waits, yet it listens again within
 * a second of the database letting connections in, and an abort sent through one process right
 * after the outage, before the listener is back, still cancels a model request running in another.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { createQueueSignal, type QueueSignal } from '../../src/worker/queue-signal.js';
import { startOutage, untilListening } from '../support/database-outage.js';
import { testEngines } from '../support/test-databases.js';
import { openLoopHarness, otherWorker } from '../support/test-orchestrator.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testEngines)('queue listener outage on $name', (engine) => {
  it.runIf(engine.name === 'postgres')(
    'listens again within a second of the database, and an abort sent meanwhile reaches the other process',
    { timeout: 40_000 },
    async () => {
      const logger = createLogger('silent', false);
      // Far longer than the test may take: only a stop can end this call in time.
      const model = new ScriptedLlmDriver([{ text: 'never', delayMs: 120_000 }]);
      let signalHere: QueueSignal | null = null;
      const here = await openLoopHarness(engine, 'worker', () => model, {
        withoutWorker: true,
        onStopped: (owner) => signalHere?.notifyStopped(owner),
      });
      const location = here.test.platform.config.database;
      if (location.kind !== 'postgres') throw new Error('PostgreSQL only');
      signalHere = createQueueSignal(location, here.test.platform.database.db, logger);
      const elsewhere = openDatabase(location, { onConnectionError: () => {} });
      // Renews every 40 s: the heartbeat cannot be what cancels the run within the test.
      const worker = otherWorker({
        db: elsewhere.db,
        engine: elsewhere.engine,
        tools: here.test.platform.tools,
        model,
        leaseTtlMs: 120_000,
        pollIntervalMs: 50,
        processId: 'elsewhere',
      });
      try {
        await worker.start(createQueueSignal(location, elsewhere.db, logger));
        const agent = await here.agent();
        const task = await here.orchestrator.start(agent.id, 'Slow');
        await here.waitFor(task.id, (current) => current.status === 'RUNNING' && current.step_count === 1);

        const outage = await startOutage(location.url);
        // Longer than the first reconnection waits together (250 ms, then 500 ms, 1 s, 2 s when
        // they doubled up to 5 s).
        await sleep(4_000);
        await outage.end();
        const back = Date.now();
        // Sent before the other process listens again: its notification is lost.
        await here.orchestrator.abort(task.id);
        const listeningAfterMs = await untilListening(location.url, 'queue listener', 1);
        await worker.idle();
        const cancelledAfterMs = Date.now() - back;

        expect((await here.orchestrator.getTask(task.id)).status).toBe('ABORTED');
        expect(model.remainingTurns).toBe(0);
        expect(listeningAfterMs).toBeLessThan(1_000);
        expect(cancelledAfterMs).toBeLessThan(2_000);
      } finally {
        await worker.stop();
        await elsewhere.close();
        await here.dispose();
      }
    },
  );
});
