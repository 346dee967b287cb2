// Workers SIGKILLed at random while they run multi-step tasks whose every step has a side effect:
// no effect may happen twice, no task may be lost or left running, every history stays whole.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { effectModel, effectPrompt } from '../harness/effect-model.js';
import {
  leaseEnv,
  leaseSeconds,
  queueTasks,
  randomBetween,
  scaled,
  sleep,
  useSuiteEnvironment,
} from '../harness/environment.js';
import { measure, report, waitUntilSettled } from '../harness/figures.js';
import { createInstallation, type Installation } from '../harness/installation.js';
import type { SporaProcess } from '../harness/spora-process.js';

const environment = useSuiteEnvironment();

async function movingTasks(installation: Installation): Promise<number> {
  const row = await installation.connection.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The workers that hold a task with a call executing right now (lease owners are `spora-<pid>-…`). */
async function workersMidCall(
  installation: Installation,
  workers: readonly SporaProcess[],
): Promise<SporaProcess[]> {
  const rows = await sql<{ lease_owner: string }>`
    select distinct t.lease_owner from tasks t join tool_calls c on c.task_id = t.id
    where t.status = 'RUNNING' and c.status = 'EXECUTING' and t.lease_owner is not null`.execute(
    installation.connection.db,
  );
  const owners = rows.rows.map((row) => row.lease_owner);
  return workers.filter((worker) => owners.some((owner) => owner.startsWith(`spora-${worker.pid}-`)));
}

describe('SIGKILL', () => {
  it('workers killed at random during multi-step tasks: no duplicate, none lost, none stuck', async () => {
    const taskCount = scaled(100, 300);
    const stepsPerTask = 3;
    const kills = scaled(6, 75);
    const workerCount = 3;
    const { postgres, llm } = environment();
    llm.setResponder(effectModel({ latencyMs: () => randomBetween(20, 120) }));
    const installation = await createInstallation(postgres, { baseUrl: llm.openaiBaseUrl });
    try {
      const workerEnv = { ...leaseEnv, SPORA_WORKER_CONCURRENCY: '4' };
      let started = 0;
      const launch = () => installation.startWorker(`worker-${++started}`, workerEnv);
      const workers = new Set<SporaProcess>(await Promise.all(Array.from({ length: workerCount }, launch)));
      const replacements: Promise<unknown>[] = [];
      await queueTasks(
        installation,
        Array.from({ length: taskCount }, (_, index) =>
          effectPrompt({
            key: `k${index}`,
            steps: stepsPerTask,
            holdMs: randomBetween(50, 250),
            gated: false,
          }),
        ),
      );

      // Kill a worker that is in the middle of a call when there is one, and start its
      // replacement without waiting for it, until the kills are done or the work is.
      let killed = 0;
      while (killed < kills && (await movingTasks(installation)) > 0) {
        await sleep(randomBetween(500, 1500));
        const ready = [...workers].filter((worker) => worker.isReady && worker.isRunning);
        const midCall = await workersMidCall(installation, ready);
        const candidates = midCall.length > 0 ? midCall : ready;
        const victim = candidates[randomBetween(0, candidates.length - 1)];
        if (victim === undefined) continue;
        await victim.kill();
        killed++;
        workers.delete(victim);
        const replacement = launch();
        replacements.push(replacement.then((worker) => workers.add(worker)));
      }
      await Promise.all(replacements);

      // A killed worker's tasks come back when its lease expires; allow a few leases and the run.
      const settled = await waitUntilSettled(installation, scaled(90_000, 300_000) + 4 * leaseSeconds * 1000);
      const outcome = await measure('sigkill', installation, { expectedEndStatuses: new Set(['COMPLETED']) });
      report(outcome, { kills: killed, workers: workerCount, settled: String(settled) });
      expect(outcome.failures).toEqual([]);
      expect(outcome.figures.tasks).toBe(taskCount);
      expect(outcome.figures.toolExecutions).toBeGreaterThanOrEqual(
        taskCount * stepsPerTask - outcome.figures.interrupted,
      );
    } finally {
      await installation.close();
    }
  });
});
