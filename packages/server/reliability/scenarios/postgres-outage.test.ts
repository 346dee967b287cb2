// PostgreSQL restarted, then down for several seconds, while an API-only server and two workers
// run multi-step tasks: every process lives on, its LISTEN connections are back within a second of
// the database, every task completes, and an abort sent through the server as soon as the database
// is back cancels the model request running in a worker within two seconds, even when its stop
// signal went out before that worker listened again.
import type { ModelRequest } from '@spora/fake-llm';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { ApiClient } from '../harness/api-client.js';
import { effectModel, effectPrompt } from '../harness/effect-model.js';
import { randomBetween, scaled, sleep, useSuiteEnvironment } from '../harness/environment.js';
import { measure, report, waitUntilSettled } from '../harness/figures.js';
import { createInstallation } from '../harness/installation.js';

const environment = useSuiteEnvironment();

const hangPrompt = (key: string) => `[hang key=${key}]`;
const hangPattern = /\[hang key=(\S+)\]/;

/** The key of a request whose conversation is a hang prompt. */
function hangKeyOf(request: ModelRequest): string | undefined {
  const messages = (request.body.messages ?? []) as Array<{ role: string; content?: unknown }>;
  const prompt = messages.find((message) => message.role === 'user');
  return typeof prompt?.content === 'string' ? hangPattern.exec(prompt.content)?.[1] : undefined;
}

/** From the database accepting connections again: every LISTEN connection is back within this. */
const listenersBackMs = 1_000;
/**
 * From the database accepting connections again: an abort sent then has cancelled the model
 * request within this. The default lease's renewals come every 20 s, so they alone would be late
 * unless one failed during the outage (a failed renewal is retried every half second).
 */
const abortArrivalMs = 2_000;

/** The processes' LISTEN connections (their last statement was a LISTEN); -1 while unreachable. */
async function listeningConnections(db: Kysely<Database>): Promise<number> {
  try {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`.execute(db);
    return Number(rows[0]?.count);
  } catch {
    return -1;
  }
}

describe('PostgreSQL restart and outage', () => {
  it('every process survives, listens again within a second, and aborts reach the worker at once', async () => {
    const taskCount = scaled(24, 120);
    const outageMs = scaled(8_000, 15_000);
    const { postgres, llm } = environment();
    llm.setResponder(
      effectModel({
        latencyMs: () => randomBetween(50, 250),
        override: (request) => (hangKeyOf(request) === undefined ? undefined : { kind: 'hang' }),
      }),
    );
    const installation = await createInstallation(postgres, { baseUrl: llm.openaiBaseUrl });
    try {
      const { url } = await installation.startServer('api', { withWorker: false });
      await Promise.all([installation.startWorker('worker-1'), installation.startWorker('worker-2')]);
      const api = new ApiClient(url, installation.apiToken);
      const failures: string[] = [];
      // Queued first, so that their model requests hang in the workers through the outage.
      const hangKeys = ['h1', 'h2', 'h3'];
      const hangTaskIds: number[] = [];
      for (const key of hangKeys)
        hangTaskIds.push(await api.startTask(installation.agentId, hangPrompt(key)));
      const effectTaskIds: number[] = [];
      for (let index = 0; index < taskCount; index++) {
        // Long-held calls, so runs are mid-step when the database goes away.
        const plan = { key: `p${index}`, steps: 4, holdMs: randomBetween(600, 1200), gated: false };
        effectTaskIds.push(await api.startTask(installation.agentId, effectPrompt(plan)));
      }
      const inFlight = () => llm.requests.filter((request) => request.step?.kind === 'hang');
      await waitFor(() => inFlight().length >= hangKeys.length, 60_000);

      await sleep(3_000);
      postgres.halt();
      postgres.resume();
      await sleep(3_000);
      const db = installation.connection.db;
      const listenersBefore = await listeningConnections(db);
      const runningAtOutage = await db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', '=', 'RUNNING')
        .executeTakeFirstOrThrow();
      postgres.halt();
      await sleep(outageMs);
      postgres.resume();
      // `resume()` returns once the server accepts connections.
      const back = Date.now();

      // Sent at once: a stop signal sent before a worker listens again is lost.
      const aborts = hangTaskIds.map(async (taskId) => {
        const answer = await api.post(`/api/v1/tasks/${taskId}/abort`);
        if (answer.status !== 200) failures.push(`abort of task ${taskId} answered ${answer.status}`);
      });
      const cancelledCount = () => inFlight().filter((request) => request.cancelled).length;
      const [listenersBackAfterMs, abortsCancelledAfterMs] = await Promise.all([
        elapsedUntil(async () => (await listeningConnections(db)) >= listenersBefore, back, 30_000),
        elapsedUntil(async () => cancelledCount() >= hangKeys.length, back, 30_000),
        ...aborts,
      ]);
      if (listenersBefore < 2)
        failures.push(`${listenersBefore} LISTEN connections before the outage, not one per worker`);
      if (listenersBackAfterMs > listenersBackMs) {
        failures.push(
          `the ${listenersBefore} LISTEN connections were back ${listenersBackAfterMs} ms after the database, not within ${listenersBackMs} ms`,
        );
      }
      if (abortsCancelledAfterMs > abortArrivalMs) {
        failures.push(
          `aborts sent through the server as the database came back cancelled ${cancelledCount()} of ${hangKeys.length} model requests in the workers after ${abortsCancelledAfterMs} ms, not within ${abortArrivalMs} ms`,
        );
      }

      const settled = await waitUntilSettled(installation, 150_000);
      const outcome = await measure('postgres-outage', installation, {
        expectedEndStatuses: new Set(['COMPLETED', 'ABORTED']),
      });
      const statuses = await db
        .selectFrom('tasks')
        .select(['id', 'status'])
        .where('id', 'in', effectTaskIds)
        .execute();
      for (const task of statuses) {
        if (task.status !== 'COMPLETED')
          failures.push(`lost: task ${task.id} ended ${task.status}, not COMPLETED`);
      }
      for (const running of installation.processes) {
        if (!running.isRunning) failures.push(`crash: ${running.name} is gone after the outage`);
      }
      const all = [...outcome.failures, ...failures];
      report(
        { ...outcome, failures: all },
        {
          outageMs,
          runningAtOutage: Number(runningAtOutage.count),
          listeners: listenersBefore,
          listenersBackMs: listenersBackAfterMs,
          abortsCancelled: `${cancelledCount()}/${hangKeys.length}`,
          abortsCancelledMs: abortsCancelledAfterMs,
          stoppedOnReconnect: installation.processes.reduce(
            (sum, running) => sum + stoppedOnReconnect(running.log),
            0,
          ),
          settled: String(settled),
        },
      );
      expect(all).toEqual([]);
    } finally {
      await installation.close();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await sleep(100);
  }
  return condition();
}

/** Milliseconds from `since` until `condition` holds, checked every 20 ms; the timeout when it never does. */
async function elapsedUntil(
  condition: () => Promise<boolean>,
  since: number,
  timeoutMs: number,
): Promise<number> {
  while (!(await condition())) {
    if (Date.now() - since > timeoutMs) return timeoutMs;
    await sleep(20);
  }
  return Date.now() - since;
}

/** Runs a process cancelled when its queue listener reconnected, read from its log lines. */
function stoppedOnReconnect(log: string): number {
  return log
    .split('\n')
    .filter((line) => line.includes('runs stopped while the queue listener was away were cancelled'))
    .reduce((sum, line) => sum + Number((JSON.parse(line) as { stopped?: number }).stopped ?? 0), 0);
}
