#!/usr/bin/env node
// What PostgreSQL's client backends wait on while a workload runs: every 10 ms, the active
// backends of the server in SPORA_TEST_DATABASE_URL are read from `pg_stat_activity` and counted by
// wait event (CPU when none); a backend waiting on a lock is counted with its statement's start.
// Prints each wait with its count and the backends in it on average. Started beside a workload:
//
//   node scripts/with-postgres.mjs -- bash -c \
//     'node bench/pg-waits.mjs 75 & node bench/run.mjs --quick --only spora-postgres --workloads approval; wait'
import { postgresAdminUrl } from './lib/postgres-databases.mjs';
import { pg } from './lib/server-deps.mjs';

const seconds = Number(process.argv[2] ?? 60);
const client = new pg.Client({ connectionString: postgresAdminUrl() });
await client.connect();
const counts = new Map();
let samples = 0;
const until = Date.now() + seconds * 1000;
while (Date.now() < until) {
  const { rows } = await client.query(
    `select coalesce(wait_event_type, 'CPU') as type, coalesce(wait_event, '-') as event,
       left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as statement
     from pg_stat_activity
     where state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  samples += 1;
  for (const { type, event, statement } of rows) {
    const key = `${type}/${event}${type === 'Lock' ? ` :: ${statement}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
}
await client.end();
console.log(`${samples} samples; count, backends on average, wait`);
for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${String(count).padStart(7)} ${(count / samples).toFixed(2).padStart(6)}  ${key}`);
}
