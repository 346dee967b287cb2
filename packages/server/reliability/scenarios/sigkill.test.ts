// Workers SIGKILLed at random while they run multi-step tasks whose every step has a side effect:
// no effect may happen twice, no task may be lost or left running, every history stays whole.
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
import { createInstallation } from '../harness/installation.js';
import type { SporaProcess } from '../harness/spora-process.js';

const environment = useSuiteEnvironment();

describe('SIGKILL', () => {
  it('workers killed at random during multi-step tasks: no duplicate, none lost, none stuck', async () => {
    const taskCount = scaled(120, 300);
    const stepsPerTask = 3;
    const kills = scaled(6, 75);
    const workerCount = 3;
    const { postgres, llm } = environment();
    llm.setResponder(effectModel({ latencyMs: () => randomBetween(20, 120) }));
    const installation = await createInstallation(postgres, { baseUrl: llm.openaiBaseUrl });
    try {
      const workerEnv = { ...leaseEnv, SPORA_WORKER_CONCURRENCY: '4' };
      let started = 0;
      const startWorker = () => installation.startWorker(`worker-${++started}`, workerEnv);
      const workers: SporaProcess[] = await Promise.all(Array.from({ length: workerCount }, startWorker));
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

      for (let kill = 0; kill < kills; kill++) {
        await sleep(randomBetween(700, 2000));
        const index = randomBetween(0, workers.length - 1);
        await workers[index]?.kill();
        workers[index] = await startWorker();
      }

      // A killed worker's tasks come back when its lease expires; allow a few leases and the run.
      const settled = await waitUntilSettled(installation, scaled(90_000, 300_000) + 4 * leaseSeconds * 1000);
      const outcome = await measure('sigkill', installation, { expectedEndStatuses: new Set(['COMPLETED']) });
      report(outcome, { kills, workers: workerCount, settled: String(settled) });
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
