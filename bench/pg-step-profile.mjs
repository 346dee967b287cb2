#!/usr/bin/env node
// Where a Spora step's time goes on PostgreSQL: one Spora-on-PostgreSQL system in this process,
// the fake LLM in its own, tasks of 50 steps one after another, warmed first. Prints, per step, the
// wall time, the CPU of PostgreSQL's processes (from /proc) and of this process, the write-ahead log
// PostgreSQL writes, the rows each table updates and how many of those updates were HOT (no index
// entry written), and each statement's share of PostgreSQL's execution time from
// `pg_stat_statements`, which the server must preload (`--side-effecting`: the tool not declared read-only). Pinned as the bench runs:
//
//   SPORA_TEST_POSTGRES_OPTIONS='-c shared_preload_libraries=pg_stat_statements' \
//     taskset -c 0 node scripts/with-postgres.mjs -- taskset -c 1 node bench/pg-step-profile.mjs
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAdminUrl } from './lib/postgres-databases.mjs';
import { startFakeLlmProcess } from './lib/processes.mjs';
import { pg } from './lib/server-deps.mjs';
import { open } from './systems/spora-postgres.mjs';

const steps = 50;
const warmUpTasks = 60;
const measuredTasks = 20;
const task = process.argv.includes('--side-effecting') ? { steps, sideEffecting: true } : { steps };

/** CPU milliseconds of every process named postgres (clock ticks of 10 ms). */
function postgresCpuMs() {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks * 10;
}

const admin = new pg.Client({ connectionString: postgresAdminUrl() });
await admin.connect();
await admin.query('create extension if not exists pg_stat_statements');
const llm = await startFakeLlmProcess();
const { openaiBaseUrl } = await llm.ready;
const system = await open({ llmUrl: openaiBaseUrl, dir: mkdtempSync(join(tmpdir(), 'pg-step-profile-')) });
const inDatabase = new pg.Client({ connectionString: system.databaseUrl });
await inDatabase.connect();
/** Each table's row updates so far and how many were HOT; a backend reports its counts within a second. */
async function rowUpdates() {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const { rows } = await inDatabase.query(
    'select relname as table, n_tup_upd as updates, n_tup_hot_upd as hot from pg_stat_user_tables',
  );
  return new Map(rows.map((row) => [row.table, { updates: Number(row.updates), hot: Number(row.hot) }]));
}
const walPosition = async () => (await admin.query('select pg_current_wal_lsn() as lsn')).rows[0].lsn;
try {
  for (let index = 0; index < warmUpTasks; index++) await system.runTask(task);
  const updatesBefore = await rowUpdates();
  const walBefore = await walPosition();
  await admin.query('select pg_stat_statements_reset()');
  const postgresBefore = postgresCpuMs();
  const ownBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let index = 0; index < measuredTasks; index++) await system.runTask(task);
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const own = process.cpuUsage(ownBefore);
  const total = measuredTasks * steps;
  const perStep = (ms) => (ms / total).toFixed(3);
  console.log(
    `per step: wall ${perStep(wallMs)} ms, PostgreSQL CPU ${perStep(postgresCpuMs() - postgresBefore)} ms, ` +
      `this process's CPU ${perStep((own.user + own.system) / 1000)} ms`,
  );
  const walBytes = (
    await admin.query('select pg_wal_lsn_diff(pg_current_wal_lsn(), $1) as bytes', [walBefore])
  ).rows[0].bytes;
  console.log(`per step: ${(Number(walBytes) / total).toFixed(0)} bytes of write-ahead log`);
  for (const [table, after] of await rowUpdates()) {
    const before = updatesBefore.get(table) ?? { updates: 0, hot: 0 };
    const updates = after.updates - before.updates;
    if (updates === 0) continue;
    const hot = (100 * (after.hot - before.hot)) / updates;
    console.log(`per step: ${(updates / total).toFixed(2)} updates of ${table}, ${hot.toFixed(0)} % HOT`);
  }
  const { rows } = await admin.query(
    `select calls, total_exec_time + total_plan_time as ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 100) as query
     from pg_stat_statements where query not like '%pg_stat_statements%' order by ms desc limit 15`,
  );
  console.log('calls / step, µs / step, µs / call, statement');
  for (const { calls, ms, query } of rows) {
    const line = [
      (calls / total).toFixed(2),
      ((ms * 1000) / total).toFixed(1),
      ((ms * 1000) / calls).toFixed(1),
    ];
    console.log(`${line.map((value) => value.padStart(7)).join(' ')}  ${query}`);
  }
} finally {
  await inDatabase.end();
  await system.close();
  await llm.close();
  await admin.end();
}
