#!/usr/bin/env node
// What the metrics scrape's task figures cost beside many live tasks, with the live tasks indexed
// by status only (a step's update then moves no index entry; migration 0038) and, side by side on
// the same database, by status and `updated_at` as before it (the oldest read from the index).
// 100,000 settled tasks and 10,000 live ones (waiting for approval, queued, running); rounds
// alternate between the two indexes. On SQLite, and on PostgreSQL when the run has a server:
//
//   npx tsc -b packages/sdk packages/fake-llm packages/server && node bench/metrics-scrape-cost.mjs
//   node scripts/with-postgres.mjs -- node bench/metrics-scrape-cost.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, migrateToLatest, nowIso, openDatabase, queuedTaskValues } from '@spora/server';
import { sql } from 'kysely';
import { Registry } from 'prom-client';
import * as taskIndexes from '../packages/server/dist/db/migrations/0038-step-keeps-task-indexes.js';
import { DatabaseMetricsCollector } from '../packages/server/dist/telemetry/metrics-database.js';
import { createDatabase } from './lib/postgres-databases.mjs';
import { insertAgent, insertUser } from './lib/spora-seed.mjs';
import { percentile } from './lib/stats.mjs';

const settled = 100_000;
const live = { PENDING_APPROVAL: 8_000, QUEUED: 1_500, RUNNING: 500 };
const rounds = 10;
const scrapesPerRound = 20;

async function seed(db) {
  const user = await insertUser(db, 'scrape@example.test');
  const agent = await insertAgent(db, user.id, 'Scrape');
  const statuses = [
    ...Array.from({ length: settled }, () => 'COMPLETED'),
    ...Object.entries(live).flatMap(([status, count]) => Array.from({ length: count }, () => status)),
  ];
  for (let start = 0; start < statuses.length; start += 500) {
    const updatedAt = nowIso();
    await db
      .insertInto('tasks')
      .values(
        statuses.slice(start, start + 500).map((status, offset) => ({
          ...queuedTaskValues({
            agentId: agent.id,
            userId: user.id,
            runnerUserId: null,
            prompt: `task ${start + offset}`,
            maxSteps: 5,
            parentTaskId: null,
            data: null,
          }),
          status,
          updated_at: updatedAt,
        })),
      )
      .execute();
  }
}

async function measure(name, location) {
  const connection = openDatabase(location);
  const { db } = connection;
  await migrateToLatest(db, connection.engine);
  await seed(db);
  await sql`analyze`.execute(db);
  const collector = new DatabaseMetricsCollector(db, new Registry(), createLogger('silent', false));
  const timings = { 'status only (now)': [], 'status and updated_at (before)': [] };
  let current = 'status only (now)';
  const use = async (variant) => {
    if (variant === current) return;
    if (variant === 'status only (now)') await taskIndexes.up(db);
    else await taskIndexes.down(db);
    current = variant;
  };
  for (let round = 0; round <= rounds; round++) {
    for (const variant of round % 2 ? Object.keys(timings) : Object.keys(timings).reverse()) {
      await use(variant);
      for (let scrape = 0; scrape < scrapesPerRound; scrape++) {
        const started = process.hrtime.bigint();
        await collector.refresh();
        // The first round warms the caches and the statements.
        if (round > 0) timings[variant].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  }
  await use('status only (now)');
  await connection.close();
  console.log(
    `\n${name}: a scrape's database reads, ${settled.toLocaleString('en-US')} settled and 10,000 live tasks`,
  );
  for (const [variant, samples] of Object.entries(timings)) {
    console.log(
      `  live tasks indexed by ${variant.padEnd(31)} p50 ${percentile(samples, 0.5).toFixed(2)} ms, ` +
        `p95 ${percentile(samples, 0.95).toFixed(2)} ms`,
    );
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-metrics-scrape-'));
try {
  await measure('SQLite', { kind: 'sqlite', path: join(dir, 'spora.db') });
  if (process.env.SPORA_TEST_DATABASE_URL) {
    const database = await createDatabase('spora_bench');
    try {
      await measure('PostgreSQL', { kind: 'postgres', url: database.url });
    } finally {
      await database.drop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
