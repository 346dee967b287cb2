#!/usr/bin/env node
// The approve path on PostgreSQL, statement by statement: `node scripts/with-postgres.mjs -- node
// bench/approve-timeline.mjs [approvals]` parks tasks on an approval, approves them one at a time
// over the HTTP API with nothing else running (Spora as `spora serve` runs it, the loop on its own
// threads), and lists the statements of the median approval with when each was sent and answered
// (ms from the request), and how many waited alone. Then one more approval after a quiet spell
// longer than the database pool's idle timeout (10 s), as an operator's approval usually comes.
// Used to read where approve → 200 goes (bench/ANALYSIS.md, "Decisions under load").
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from './lib/postgres-databases.mjs';
import { openSpora } from './lib/spora-platform.mjs';
import { withServer } from './lib/spora-server.mjs';
import { printMedian, timed } from './lib/statement-timeline.mjs';

const approvals = Number(process.argv[2] ?? 40);
const quietMs = 11_000;
const llm = fork(new URL('./lib/fake-llm-process.mjs', import.meta.url));
const { openaiBaseUrl } = await new Promise((resolve) => llm.once('message', resolve));
const dir = mkdtempSync(join(tmpdir(), 'spora-approve-timeline-'));
const database = await createDatabase('spora_approve_timeline');
const spora = await withServer(
  await openSpora({
    llmUrl: openaiBaseUrl,
    dir,
    databaseUrl: database.url,
    concurrency: 4,
    loopThreads: true,
  }),
);

try {
  const parked = await spora.parkedTasks({ count: approvals + 6 });
  const afterQuiet = parked.pop();
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
    let response = null;
    const run = await timed(async () => {
      response = await approve(task);
    });
    if (response.status !== 200)
      throw new Error(`approve answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    await spora.settled(task.taskId);
    if (index >= 5) runs.push(run);
  }
  printMedian(runs, 'approve → 200');
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  const quiet = await timed(async () => {
    const response = await approve(afterQuiet);
    await response.arrayBuffer();
  });
  console.log('');
  printMedian([quiet], `approve → 200 after ${quietMs / 1000} quiet seconds`);
} finally {
  await spora.close();
  await database.drop();
  llm.kill();
  rmSync(dir, { recursive: true, force: true });
}
