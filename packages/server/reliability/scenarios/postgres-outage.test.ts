// PostgreSQL restarted, then down for several seconds, while an API-only server and two workers
// run multi-step tasks: every process lives on and reconnects, every task completes, and after the
// outage an abort sent through the server still cancels a model request running in a worker.
import type { ModelRequest } from '@spora/fake-llm';
import { describe, expect, it } from 'vitest';
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

/**
 * Longer than the time the abort is given to arrive: with the platform's default lease a run only
 * learns of an abort from the stop signal, not from a lease it can no longer renew.
 */
const abortArrivalMs = 10_000;

describe('PostgreSQL restart and outage', () => {
  it('every process survives and reconnects; aborts still reach the worker afterwards', async () => {
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
      const effectTaskIds: number[] = [];
      for (let index = 0; index < taskCount; index++) {
        // Long-held calls, so runs are mid-step when the database goes away.
        const plan = { key: `p${index}`, steps: 4, holdMs: randomBetween(600, 1200), gated: false };
        effectTaskIds.push(await api.startTask(installation.agentId, effectPrompt(plan)));
      }

      await sleep(3_000);
      postgres.halt();
      postgres.resume();
      await sleep(3_000);
      const runningAtOutage = await installation.connection.db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', '=', 'RUNNING')
        .executeTakeFirstOrThrow();
      postgres.halt();
      await sleep(outageMs);
      postgres.resume();
      // Reconnecting takes a few attempts with backoff.
      await sleep(5_000);

      const failures: string[] = [];
      const hangKeys = ['h1', 'h2', 'h3'];
      const hangTaskIds = [];
      for (const key of hangKeys)
        hangTaskIds.push(await api.startTask(installation.agentId, hangPrompt(key)));
      const inFlight = () => llm.requests.filter((request) => request.step?.kind === 'hang');
      await waitFor(() => inFlight().length >= hangKeys.length, 60_000);
      for (const taskId of hangTaskIds) {
        const answer = await api.post(`/api/v1/tasks/${taskId}/abort`);
        if (answer.status !== 200) failures.push(`abort of task ${taskId} answered ${answer.status}`);
      }
      const cancelled = await waitFor(
        () => inFlight().filter((request) => request.cancelled).length >= hangKeys.length,
        abortArrivalMs,
      );
      const reached = inFlight().filter((request) => request.cancelled).length;
      if (!cancelled) {
        failures.push(
          `after the outage, ${reached} of ${hangKeys.length} aborts sent through the server cancelled the model request in the worker`,
        );
      }

      const settled = await waitUntilSettled(installation, 150_000);
      const outcome = await measure('postgres-outage', installation, {
        expectedEndStatuses: new Set(['COMPLETED', 'ABORTED']),
      });
      const statuses = await installation.connection.db
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
          abortsCancelled: `${reached}/${hangKeys.length}`,
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
