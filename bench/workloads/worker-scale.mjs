// W4: worker scale-out on PostgreSQL. The same queue of tasks (each one model turn answered after
// 100 ms, as a real model takes its time) drained by 1, 2 and 4 `spora worker` processes of the
// same concurrency, pinned to the systems' cores: tasks per second and the ratio to one process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase, queuedTaskValues } from '@spora/server';
import { sql } from 'kysely';
import { fixed } from '../lib/format.mjs';
import { createDatabase } from '../lib/postgres-databases.mjs';
import { placement } from '../lib/processes.mjs';
import { insertAgent, insertFakeModel, insertUser } from '../lib/spora-seed.mjs';

export const id = 'worker-scale';
export const title = 'Worker scale-out on PostgreSQL: spora worker processes sharing one database';

const sizes = {
  smoke: { tasks: 20, processes: [1, 2] },
  quick: { tasks: 200, processes: [1, 2, 4] },
  full: { tasks: 400, processes: [1, 2, 4] },
};
const delayMs = 100;
const concurrency = 4;
const cliPath = fileURLToPath(new URL('../../packages/server/bin/spora.js', import.meta.url));

function startWorker(databaseUrl, workDirectory) {
  const command = [process.execPath, cliPath, 'worker'];
  const [file, ...args] = placement.pinned ? ['taskset', '-c', placement.systems, ...command] : command;
  const child = spawn(file, args, {
    cwd: workDirectory,
    env: {
      PATH: process.env.PATH,
      SPORA_DATABASE_URL: databaseUrl,
      SPORA_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
      SPORA_WORKER_CONCURRENCY: String(concurrency),
      SPORA_LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('Spora worker started')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code} before starting: ${output}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, started, exited };
}

async function measure(processes, taskCount, llm) {
  const database = await createDatabase('spora_scale');
  const connection = openDatabase({ kind: 'postgres', url: database.url });
  const workDirectory = mkdtempSync(join(tmpdir(), 'spora-scale-'));
  let workers = [];
  try {
    await migrateToLatest(connection.db, connection.engine);
    const user = await insertUser(connection.db, 'scale@example.test');
    const agent = await insertAgent(connection.db, user.id, 'Scale');
    await insertFakeModel(connection.db, llm.ready.openaiBaseUrl);
    workers = Array.from({ length: processes }, () => startWorker(database.url, workDirectory));
    await Promise.all(workers.map((worker) => worker.started));
    const rows = Array.from({ length: taskCount }, (_, index) =>
      queuedTaskValues({
        agentId: agent.id,
        userId: user.id,
        runnerUserId: null,
        prompt: `bench steps=0 delay=${delayMs} task ${index}`,
        maxSteps: 5,
        parentTaskId: null,
        data: null,
      }),
    );
    const started = process.hrtime.bigint();
    // A queued task's prompt is also its first history row, which is what the model is sent;
    // both in one transaction, so no worker claims a task without it.
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500);
      await connection.db.transaction().execute(async (trx) => {
        const inserted = await trx.insertInto('tasks').values(batch).returning('id').execute();
        await trx
          .insertInto('task_history')
          .values(
            inserted.map(({ id: taskId }, index) => ({
              task_id: taskId,
              sequence: 0,
              role: 'user',
              content: batch[index].user_prompt,
              created_at: batch[index].created_at,
            })),
          )
          .execute();
      });
    }
    await sql`select pg_notify('spora_tasks_queued', '')`.execute(connection.db);
    let settled = { done: 0, failed: 0 };
    while (settled.done < taskCount) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const counts = await connection.db
        .selectFrom('tasks')
        .select((eb) => [
          eb.fn.countAll().filterWhere('status', 'in', ['COMPLETED', 'FAILED']).as('done'),
          eb.fn.countAll().filterWhere('status', '=', 'FAILED').as('failed'),
        ])
        .executeTakeFirstOrThrow();
      settled = { done: Number(counts.done), failed: Number(counts.failed) };
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { processes, seconds, tasksPerSecond: taskCount / seconds, failed: settled.failed };
  } finally {
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => worker.exited));
    await connection.close();
    await database.drop();
    rmSync(workDirectory, { recursive: true, force: true });
  }
}

export async function run({ mode, llm, log }) {
  const { tasks, processes } = sizes[mode];
  const results = [];
  for (const count of processes) {
    results.push(await measure(count, tasks, llm));
    log(`worker scale-out: ${count} process(es) done`);
  }
  const [base] = results;
  const ideal = (result) => (result.processes * concurrency) / (delayMs / 1000);
  return {
    id,
    title,
    description:
      `${tasks} queued tasks, each one model turn answered after ${delayMs} ms, drained by \`spora worker\` processes of ` +
      `concurrency ${concurrency} each (the ideal is processes × ${concurrency} / ${delayMs} ms). Workers are pinned to core(s) ` +
      `${placement.systems ?? 'any'}, so on a 2-core machine they share one core: the ratio shows the database and ` +
      'claiming path, not spare hardware.',
    table: {
      columns: [
        'processes',
        'seconds',
        'tasks / s',
        'ideal tasks / s',
        `ratio to ${base.processes}`,
        'ideal ratio',
        'failed',
      ],
      rows: results.map((result) => [
        result.processes,
        fixed(result.seconds),
        fixed(result.tasksPerSecond, 1),
        fixed(ideal(result), 0),
        fixed(result.tasksPerSecond / base.tasksPerSecond),
        fixed(result.processes / base.processes),
        result.failed,
      ]),
    },
    chart: {
      unit: 'tasks per second',
      bars: results.map((result) => ({
        label: `${result.processes} worker process(es)`,
        value: result.tasksPerSecond,
        goal: ideal(result),
      })),
    },
  };
}
