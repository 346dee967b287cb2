#!/usr/bin/env node
// Throughput of `spora worker` processes sharing one PostgreSQL database, side by side in one run:
// the same queue of tasks (each one model turn, answered by the fake LLM after a fixed delay, as a
// real model takes its time) drained by 1, 2, 4 … worker processes of the same concurrency each.
// Prints tasks per second and the ratio to one process: how far adding processes scales out.
//
//   npm run build
//   node scripts/with-postgres.mjs -- node bench/worker-scale.mjs [tasks] [delayMs] [concurrency] [processes…]
//
// Defaults: 400 tasks, 100 ms per model turn, 4 tasks at a time per process, 1 2 4 8 processes.
// Needs a PostgreSQL server: SPORA_TEST_DATABASE_URL (set by with-postgres.mjs) names one to create
// the benchmark's databases on.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeLlm } from '@spora/fake-llm';
import { migrateToLatest, openDatabase, queuedTaskValues } from '@spora/server';
import { sql } from 'kysely';
import pg from 'pg';
import { insertAgent, insertDefaultModel, insertUser } from './bench-seed.mjs';

const [taskArg, delayArg, concurrencyArg, ...processArgs] = process.argv.slice(2);
const taskCount = Number(taskArg ?? 400);
const delayMs = Number(delayArg ?? 100);
const concurrency = Number(concurrencyArg ?? 4);
const processCounts = processArgs.length > 0 ? processArgs.map(Number) : [1, 2, 4, 8];
const adminUrl = process.env.SPORA_TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set SPORA_TEST_DATABASE_URL, or run under: node scripts/with-postgres.mjs -- node bench/worker-scale.mjs',
  );
  process.exit(2);
}

const cliPath = fileURLToPath(new URL('../packages/server/bin/spora.js', import.meta.url));
const workDirectory = mkdtempSync(join(tmpdir(), 'spora-scale-'));
const secretKey = randomBytes(32).toString('base64');
const llm = await startFakeLlm({ fallback: { kind: 'text', text: 'Done.', delayMs } });

async function withAdmin(run) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database with one user, one agent and the fake LLM as the default model. */
async function seededDatabase() {
  const name = `spora_scale_${randomBytes(5).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(connection.db, connection.engine);
  const user = await insertUser(connection.db, 'scale@example.test');
  const agent = await insertAgent(connection.db, user.id, 'Scale');
  await insertDefaultModel(connection.db, 'core/OpenAiCompatibleDriver', {
    base_url: llm.openaiBaseUrl,
    api_key: 'bench',
    model: 'fake-model',
  });
  return { name, url: url.toString(), connection, userId: user.id, agentId: agent.id };
}

function startWorker(databaseUrl) {
  const child = spawn(process.execPath, [cliPath, 'worker'], {
    cwd: workDirectory,
    env: {
      PATH: process.env.PATH,
      SPORA_DATABASE_URL: databaseUrl,
      SPORA_SECRET_KEY: secretKey,
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

async function measure(processes) {
  const database = await seededDatabase();
  const workers = Array.from({ length: processes }, () => startWorker(database.url));
  try {
    await Promise.all(workers.map((worker) => worker.started));
    const rows = Array.from({ length: taskCount }, (_, index) =>
      queuedTaskValues({
        agentId: database.agentId,
        userId: database.userId,
        runnerUserId: null,
        prompt: `task ${index}`,
        maxSteps: 5,
        parentTaskId: null,
        data: null,
      }),
    );
    const started = process.hrtime.bigint();
    for (let start = 0; start < rows.length; start += 500) {
      await database.connection.db
        .insertInto('tasks')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    await sql`select pg_notify('spora_tasks_queued', '')`.execute(database.connection.db);
    let settled = { done: 0, failed: 0 };
    while (settled.done < taskCount) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const counts = await database.connection.db
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
    await database.connection.close();
    await withAdmin((client) => client.query(`drop database if exists ${database.name} with (force)`));
  }
}

try {
  const results = [];
  for (const processes of processCounts) results.push(await measure(processes));
  const base = results[0];
  console.log(
    `spora worker scale-out on PostgreSQL: ${taskCount} tasks, one ${delayMs} ms model turn each, ${concurrency} at a time per process`,
  );
  console.table(
    results.map((result) => ({
      processes: result.processes,
      seconds: result.seconds.toFixed(2),
      'tasks / s': result.tasksPerSecond.toFixed(1),
      [`ratio to ${base.processes}`]: (result.tasksPerSecond / base.tasksPerSecond).toFixed(2),
      'ideal ratio': (result.processes / base.processes).toFixed(2),
      failed: result.failed,
    })),
  );
} finally {
  await llm.close();
  rmSync(workDirectory, { recursive: true, force: true });
}
