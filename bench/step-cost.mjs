#!/usr/bin/env node
// Cost of one agent-loop step as the history grows: statements and milliseconds per step with
// 10 and with 500 rows of history, without and with live events recorded (as the platform runs
// the loop), side by side in one run, on SQLite. The model is scripted and answers at once, so
// what is measured is the platform's own work per step.
//
//   npm run build && node bench/step-cost.mjs [steps]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import {
  createCoreToolRegistry,
  createLogger,
  declaredDefaultSettings,
  defaultLiveEventsOptions,
  LiveEvents,
  migrateToLatest,
  nowIso,
  Orchestrator,
  openDatabase,
  queuedTaskValues,
  refuseNetwork,
} from '@spora/server';
import { insertAgent, insertDefaultModel, insertUser } from './lib/spora-seed.mjs';

const steps = Number(process.argv[2] ?? 99);
const historySizes = [10, 500];
const directory = mkdtempSync(join(tmpdir(), 'spora-bench-'));
let statements = 0;
let counting = false;
const location = { kind: 'sqlite', path: join(directory, 'bench.db') };
const connection = openDatabase(location, { onQuery: () => counting && statements++ });
const { db } = connection;
await migrateToLatest(db, connection.engine);
const now = nowIso();
const user = await insertUser(db, 'bench@example.test');
const agent = await insertAgent(db, user.id, 'Bench');
await db
  .insertInto('agent_tools')
  .values({
    agent_id: agent.id,
    tool_class: 'core/TimeTool',
    tool_name: 'time',
    created_at: now,
    updated_at: now,
  })
  .execute();
await insertDefaultModel(db, 'scripted', {});

let model = new ScriptedLlmDriver();
const logger = createLogger('silent', false);
const liveEvents = new LiveEvents(location, connection, logger, defaultLiveEventsOptions);
const orchestratorWith = (events) =>
  new Orchestrator({
    db,
    tools: createCoreToolRegistry(),
    drivers: () => model,
    toolEnvironment: { http: refuseNetwork, settingsFor: declaredDefaultSettings, logger, timeoutMs: 10_000 },
    logger,
    leaseTtlMs: 60_000,
    toolConcurrency: 4,
    onQueued: () => {},
    mode: 'sync',
    ...(events ? { events } : {}),
  });
const variants = [
  { liveEvents: 'off', orchestrator: orchestratorWith(null) },
  { liveEvents: 'on', orchestrator: orchestratorWith(liveEvents.recorder) },
];

async function measure(historyRows, { liveEvents: label, orchestrator }) {
  const task = await db
    .insertInto('tasks')
    .values(
      queuedTaskValues({
        agentId: agent.id,
        userId: user.id,
        runnerUserId: null,
        prompt: 'bench',
        maxSteps: 100,
        parentTaskId: null,
        data: null,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: historyRows }, (_, index) => ({
    task_id: task.id,
    sequence: index,
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: `message ${index} ${'lorem ipsum '.repeat(10)}`,
    created_at: now,
  }));
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('task_history')
      .values(rows.slice(start, start + 100))
      .execute();
  }
  model = new ScriptedLlmDriver([
    ...Array.from({ length: steps - 1 }, () => ({
      toolCalls: [{ name: 'time', arguments: { action: 'now' } }],
    })),
    { text: 'done' },
  ]);
  statements = 0;
  counting = true;
  const started = process.hrtime.bigint();
  const finished = await orchestrator.tick(task.id);
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  counting = false;
  if (finished.status !== 'COMPLETED' || finished.step_count !== steps) {
    throw new Error(`bench run ended ${finished.status} after ${finished.step_count} steps`);
  }
  return {
    historyRows,
    liveEvents: label,
    statementsPerStep: statements / steps,
    msPerStep: elapsedMs / steps,
  };
}

for (const variant of variants) await measure(10, variant); // warm-up: JIT, prepared statements, page cache
const results = [];
for (const size of historySizes) for (const variant of variants) results.push(await measure(size, variant));
console.log(`agent-loop step cost, SQLite, ${steps} steps per run (each step: one LLM turn + one tool call)`);
console.table(
  results.map((result) => ({
    'history rows': result.historyRows,
    'live events': result.liveEvents,
    'statements / step': result.statementsPerStep.toFixed(2),
    'ms / step': result.msPerStep.toFixed(3),
  })),
);
const find = (rows, events) =>
  results.find((result) => result.historyRows === rows && result.liveEvents === events);
for (const events of ['off', 'on']) {
  const small = find(10, events);
  const large = find(500, events);
  console.log(
    `live events ${events}, ratio 500 rows / 10 rows: statements ${(large.statementsPerStep / small.statementsPerStep).toFixed(2)}x, time ${(large.msPerStep / small.msPerStep).toFixed(2)}x`,
  );
}
for (const rows of historySizes) {
  const off = find(rows, 'off');
  const on = find(rows, 'on');
  console.log(
    `${rows} rows, live events on / off: statements ${(on.statementsPerStep / off.statementsPerStep).toFixed(2)}x, time ${(on.msPerStep / off.msPerStep).toFixed(2)}x`,
  );
}
await liveEvents.close();
await connection.close();
rmSync(directory, { recursive: true, force: true });
