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
import { openSpora } from './lib/spora-platform.mjs';
import { printMedian, timed } from './lib/statement-timeline.mjs';

const tasks = Number(process.argv[2] ?? 200);
const llm = fork(new URL('./lib/fake-llm-process.mjs', import.meta.url));
const { openaiBaseUrl } = await new Promise((resolve) => llm.once('message', resolve));
const dir = mkdtempSync(join(tmpdir(), 'spora-fixed-cost-'));
const database = await createDatabase('spora_timeline');
const spora = await openSpora({ llmUrl: openaiBaseUrl, dir, databaseUrl: database.url, concurrency: 1 });

try {
  for (let warm = 0; warm < 50; warm++) await spora.runTask({ steps: 0 });
  const runs = [];
  for (let n = 0; n < tasks; n++) runs.push(await timed(() => spora.runTask({ steps: 0 })));
  printMedian(runs, 'task answered at once');
} finally {
  await spora.close();
  await database.drop();
  llm.kill();
  rmSync(dir, { recursive: true, force: true });
}
