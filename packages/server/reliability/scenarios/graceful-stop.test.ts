// SIGTERM to a worker in the middle of its runs: it lets its running calls finish, records them,
// hands its tasks back (no lease left behind, nothing interrupted) and exits 0; another worker
// finishes them.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { effectModel, effectPrompt } from '../harness/effect-model.js';
import { queueTasks, randomBetween, scaled, sleep, useSuiteEnvironment } from '../harness/environment.js';
import { measure, report, waitUntilSettled } from '../harness/figures.js';
import { createInstallation, type Installation } from '../harness/installation.js';
import type { SporaProcess } from '../harness/spora-process.js';

const environment = useSuiteEnvironment();

/** Tasks the process holds right now, with a call executing: lease owners start with `spora-<pid>-`. */
async function tasksMidCall(installation: Installation, worker: SporaProcess): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select distinct t.id from tasks t join tool_calls c on c.task_id = t.id
    where t.status = 'RUNNING' and t.lease_owner like ${`spora-${worker.pid}-%`} and c.status = 'EXECUTING'`.execute(
    installation.connection.db,
  );
  return rows.rows.map((row) => row.id);
}

describe('graceful stop', () => {
  it('a worker stopped mid-run exits 0 and its tasks finish elsewhere', async () => {
    const rounds = scaled(2, 5);
    const { postgres, llm } = environment();
    llm.setResponder(effectModel({ latencyMs: () => randomBetween(50, 150) }));
    const installation = await createInstallation(postgres, { baseUrl: llm.openaiBaseUrl });
    const failures: string[] = [];
    const handBackMs: number[] = [];
    try {
      const workerEnv = { SPORA_WORKER_CONCURRENCY: '4' };
      let started = 0;
      const startWorker = () => installation.startWorker(`worker-${++started}`, workerEnv);
      const workers = [await startWorker(), await startWorker()];

      for (let round = 0; round < rounds; round++) {
        // Each round brings its own work, so the worker stopped next has calls running even when
        // the last round's tasks all finished while a worker was replaced.
        await queueTasks(
          installation,
          Array.from({ length: 6 }, (_, index) =>
            effectPrompt({
              key: `g${round}-${index}`,
              steps: 3,
              holdMs: randomBetween(1000, 1800),
              gated: false,
            }),
          ),
        );
        const [stopping, other] = workers as [SporaProcess, SporaProcess];
        let held: number[] = [];
        const deadline = Date.now() + 60_000;
        while (held.length < 2 && Date.now() < deadline) {
          await sleep(200);
          held = await tasksMidCall(installation, stopping);
        }
        if (held.length === 0) {
          failures.push(`round ${round}: ${stopping.name} never held a task mid-call`);
          break;
        }
        const exit = await stopping.stop(60_000);
        const exitedAt = Date.now();
        if (exit.code !== 0)
          failures.push(`round ${round}: ${stopping.name} exited with ${exit.code} (${exit.signal})`);
        const stillLeased = await sql<{ id: number }>`
          select id from tasks where status = 'RUNNING' and lease_owner like ${`spora-${stopping.pid}-%`}`.execute(
          installation.connection.db,
        );
        for (const { id } of stillLeased.rows) {
          failures.push(`round ${round}: task ${id} is still leased by ${stopping.name}, which has exited`);
        }
        workers.splice(0, 2, other, await startWorker());
        while (Date.now() - exitedAt < 120_000) {
          const done = await installation.connection.db
            .selectFrom('tasks')
            .select('id')
            .where('id', 'in', held)
            .where('status', '=', 'COMPLETED')
            .execute();
          if (done.length === held.length) break;
          await sleep(200);
        }
        handBackMs.push(Date.now() - exitedAt);
      }

      const settled = await waitUntilSettled(installation, 150_000);
      const outcome = await measure('graceful-stop', installation, {
        expectedEndStatuses: new Set(['COMPLETED']),
      });
      if (outcome.figures.interrupted > 0) {
        failures.push(
          `${outcome.figures.interrupted} calls were interrupted; a graceful stop lets running calls finish`,
        );
      }
      const all = [...outcome.failures, ...failures];
      report(
        { ...outcome, failures: all },
        { stops: rounds, handBackMs: handBackMs.join('/'), settled: String(settled) },
      );
      expect(all).toEqual([]);
    } finally {
      await installation.close();
    }
  });
});
