#!/usr/bin/env node
// Where a task's fixed cost goes on PostgreSQL: a task answered at once (no tool step) is run
// many times after a warm-up, and each database round trip of the median task is listed with when
// it was sent and answered, relative to the start, so the gaps between them (this process's own
// work) and the waits (the round trips) can be read off. A statement written while another is
// unanswered on its connection (a pipelined BEGIN and the statement behind it) shares its wait.
//
//   node scripts/with-postgres.mjs -- node bench/fixed-cost-timeline.mjs [tasks]
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from './lib/postgres-databases.mjs';
import { pg } from './lib/server-deps.mjs';
import { openSpora } from './lib/spora-platform.mjs';

const tasks = Number(process.argv[2] ?? 200);
const llm = fork(new URL('./lib/fake-llm-process.mjs', import.meta.url));
const { openaiBaseUrl } = await new Promise((resolve) => llm.once('message', resolve));
const dir = mkdtempSync(join(tmpdir(), 'spora-fixed-cost-'));
const database = await createDatabase('spora_timeline');
const spora = await openSpora({ llmUrl: openaiBaseUrl, dir, databaseUrl: database.url, concurrency: 1 });

let trace = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function traced(config, values, callback) {
  const shared = Boolean(this._activeQuery || this._sentQueryQueue?.length || this._queryQueue.length);
  const answer = query.call(this, config, values, callback);
  if (trace && answer && typeof answer.then === 'function') {
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const entry = { sql: text.replace(/\s+/g, ' ').slice(0, 90), sentMs: performance.now(), shared };
    trace.push(entry);
    answer.then(
      () => {
        entry.answeredMs = performance.now();
      },
      () => {
        entry.answeredMs = performance.now();
      },
    );
  }
  return answer;
};

try {
  for (let warm = 0; warm < 50; warm++) await spora.runTask({ steps: 0 });
  const runs = [];
  for (let n = 0; n < tasks; n++) {
    trace = [];
    const startedMs = performance.now();
    await spora.runTask({ steps: 0 });
    runs.push({ totalMs: performance.now() - startedMs, trace, startedMs });
    trace = null;
  }
  runs.sort((a, b) => a.totalMs - b.totalMs);
  const median = runs[Math.floor(runs.length / 2)];
  const at = (ms) => (ms - median.startedMs).toFixed(2).padStart(7);
  console.log(`median task: ${median.totalMs.toFixed(2)} ms over ${tasks} tasks answered at once`);
  console.log(
    `round trips: ${median.trace.filter((entry) => !entry.shared).length} of ${median.trace.length} statements\n`,
  );
  console.log('   sent  answered  statement');
  for (const entry of median.trace) {
    const answered = entry.answeredMs === undefined ? '      —' : at(entry.answeredMs);
    console.log(`${at(entry.sentMs)} ${answered}  ${entry.shared ? '(pipelined) ' : ''}${entry.sql}`);
  }
} finally {
  await spora.close();
  await database.drop();
  llm.kill();
  rmSync(dir, { recursive: true, force: true });
}
