/**
 * The queue listener outlives a PostgreSQL outage: its connection is terminated and new
 * connections are refused for longer than one reconnection wait, yet once the database is back
 * an abort through one process still cancels a model request running in another.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { createQueueSignal, type QueueSignal } from '../../src/worker/queue-signal.js';
import { testEngines } from '../support/test-databases.js';
import { openLoopHarness, otherWorker } from '../support/test-orchestrator.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An outage of one database: every connection to it ended, new ones refused until `end()`. */
async function startOutage(url: string): Promise<{ end(): Promise<void> }> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  // Connected to the maintenance database, which stays open throughout.
  const admin = new pg.Client({
    connectionString: Object.assign(target, { pathname: '/postgres' }).toString(),
  });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`alter database "${name}" allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  return {
    async end() {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    },
  };
}

/** Waits until a connection to the database listens for stop signals again. */
async function untilListening(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const deadline = Date.now() + 20_000;
  try {
    for (;;) {
      if (Date.now() > deadline) throw new Error('the queue listener did not come back after the outage');
      const { rows } = await client.query(
        "select 1 from pg_stat_activity where datname = current_database() and query ilike 'listen spora_task_stopped'",
      );
      if (rows.length > 0) return;
      await sleep(50);
    }
  } finally {
    await client.end();
  }
}

describe.each(testEngines)('queue listener outage on $name', (engine) => {
  it.runIf(engine.name === 'postgres')(
    'reconnects after an outage longer than a reconnection wait, and aborts reach other processes again',
    { timeout: 40_000 },
    async () => {
      const logger = createLogger('silent', false);
      // Far longer than the test may take: only the stop notification can end this call in time.
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
        const outage = await startOutage(location.url);
        // Longer than the single two-second retry the listener used to make.
        await sleep(4_000);
        await outage.end();
        await untilListening(location.url);

        const agent = await here.agent();
        const task = await here.orchestrator.start(agent.id, 'Slow');
        await here.waitFor(task.id, (current) => current.status === 'RUNNING' && current.step_count === 1);
        await here.orchestrator.abort(task.id);
        await worker.idle();
        expect((await here.orchestrator.getTask(task.id)).status).toBe('ABORTED');
        expect(model.remainingTurns).toBe(0);
      } finally {
        await worker.stop();
        await elsewhere.close();
        await here.dispose();
      }
    },
  );
});
