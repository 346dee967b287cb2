#!/usr/bin/env node
// The approve path on PostgreSQL, statement by statement: `node scripts/with-postgres.mjs -- node
// bench/approve-timeline.mjs [approvals]` parks tasks on an approval, approves them one at a time
// over the HTTP API with nothing else running, and lists the statements of the median approval
// with when each was sent and answered (ms from the request), and how many waited alone. Used to
// read where approve → 200 goes (bench/ANALYSIS.md, "Decisions under load").
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from './lib/postgres-databases.mjs';
import { pg } from './lib/server-deps.mjs';
import { openSpora } from './lib/spora-platform.mjs';
import { withServer } from './lib/spora-server.mjs';

const approvals = Number(process.argv[2] ?? 40);
const llm = fork(new URL('./lib/fake-llm-process.mjs', import.meta.url));
const { openaiBaseUrl } = await new Promise((resolve) => llm.once('message', resolve));
const dir = mkdtempSync(join(tmpdir(), 'spora-approve-timeline-'));
const database = await createDatabase('spora_approve_timeline');
const spora = await withServer(
  await openSpora({ llmUrl: openaiBaseUrl, dir, databaseUrl: database.url, concurrency: 4 }),
);

let trace = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function traced(config, values, callback) {
  const alone = !(this._activeQuery || this._sentQueryQueue?.length || this._queryQueue.length);
  const answer = query.call(this, config, values, callback);
  if (trace && answer && typeof answer.then === 'function') {
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const entry = { sql: text.replace(/\s+/g, ' ').slice(0, 90), sentMs: performance.now(), alone };
    trace.push(entry);
    const answered = () => {
      entry.answeredMs = performance.now();
    };
    answer.then(answered, answered);
  }
  return answer;
};

try {
  const parked = await spora.parkedTasks({ count: approvals + 5 });
  const { url, token } = spora.connection();
  const approve = ({ taskId, callId }) =>
    fetch(`${url}/api/v1/tasks/${taskId}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ decisions: [{ provider_call_id: callId, decision: 'approve' }] }),
    });
  // The first approvals warm the path; the worker's run of each approved task is left out by
  // waiting for it to settle before the next request.
  const runs = [];
  for (const [index, task] of parked.entries()) {
    trace = [];
    const startedMs = performance.now();
    const response = await approve(task);
    const totalMs = performance.now() - startedMs;
    const ownTrace = trace;
    trace = null;
    if (response.status !== 200)
      throw new Error(`approve answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    await spora.settled(task.taskId);
    if (index >= 5)
      runs.push({
        totalMs,
        trace: ownTrace.filter((entry) => entry.sentMs <= startedMs + totalMs),
        startedMs,
      });
  }
  runs.sort((a, b) => a.totalMs - b.totalMs);
  const median = runs[Math.floor(runs.length / 2)];
  const at = (ms) => (ms - median.startedMs).toFixed(2).padStart(7);
  console.log(`median approve → 200: ${median.totalMs.toFixed(2)} ms over ${runs.length} approvals`);
  console.log(
    `waits: ${median.trace.filter((entry) => entry.alone).length} of ${median.trace.length} statements (a statement sent while another is unanswered on its connection shares that one's wait)\n`,
  );
  console.log('   sent  answered  statement');
  for (const entry of median.trace) {
    const answered = entry.answeredMs === undefined ? '      —' : at(entry.answeredMs);
    console.log(`${at(entry.sentMs)} ${answered}  ${entry.alone ? '' : '(pipelined) '}${entry.sql}`);
  }
} finally {
  await spora.close();
  await database.drop();
  llm.kill();
  rmSync(dir, { recursive: true, force: true });
}
