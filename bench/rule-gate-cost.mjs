#!/usr/bin/env node
// What approval rules add to the loop, in statements and milliseconds per gated call, side by side
// in one run on SQLite: no rules; rules that apply to the agent but match no call; an allow rule
// that decides every call (each decision is appended to the hash-chained record). Measured two
// ways: a long run (one rule read for all its calls) and one call per run (the worst case: the
// rule read is paid by that one call). The model is scripted and answers at once.
//
//   npm run build && node bench/rule-gate-cost.mjs [calls]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import {
  createCoreToolRegistry,
  createLogger,
  declaredDefaultSettings,
  migrateToLatest,
  nowIso,
  Orchestrator,
  openDatabase,
  queuedTaskValues,
  refuseNetwork,
} from '@spora/server';
import { insertAgent, insertDefaultModel, insertUser } from './lib/spora-seed.mjs';

const calls = Number(process.argv[2] ?? 60);
const directory = mkdtempSync(join(tmpdir(), 'spora-bench-'));
let statements = 0;
let counting = false;
const connection = openDatabase(
  { kind: 'sqlite', path: join(directory, 'bench.db') },
  { onQuery: () => counting && statements++ },
);
const { db } = connection;
await migrateToLatest(db, connection.engine);
const logger = createLogger('silent', false);
let model = new ScriptedLlmDriver();
const orchestrator = new Orchestrator({
  db,
  tools: createCoreToolRegistry(),
  drivers: () => model,
  toolEnvironment: { http: refuseNetwork, settingsFor: declaredDefaultSettings, logger, timeoutMs: 10_000 },
  logger,
  leaseTtlMs: 60_000,
  toolConcurrency: 4,
  onQueued: () => {},
  mode: 'sync',
});
await insertDefaultModel(db, 'scripted', {});

async function agentWith(name, rules) {
  const user = await insertUser(db, `${name}@example.test`);
  const agent = await insertAgent(db, user.id, name, { tools: { 'core/TimeTool': 'time' } });
  const now = nowIso();
  for (const [position, rule] of rules.entries()) {
    await db
      .insertInto('approval_rules')
      .values({
        owner_user_id: user.id,
        kind: 'rule',
        agent_id: agent.id,
        task_id: null,
        tool_name: rule.tool,
        operation: null,
        condition: rule.condition ?? null,
        outcome: rule.outcome,
        reason: null,
        description: null,
        position,
        version: 1,
        created_by: user.id,
        created_at: now,
        updated_at: now,
        revoked_at: null,
        revoked_by: null,
      })
      .execute();
  }
  return { user, agent };
}

const variants = [
  { name: 'no rules', ...(await agentWith('none', [])) },
  {
    name: 'rules, none matches',
    ...(await agentWith('unmatched', [
      { tool: 'calculator', outcome: 'deny' },
      { tool: 'time', condition: 'args.timezone == "Mars/Olympus"', outcome: 'deny' },
      { tool: 'read_url', outcome: 'ask' },
    ])),
  },
  {
    name: 'allow rule decides each call',
    ...(await agentWith('allowed', [{ tool: 'time', outcome: 'allow' }])),
  },
];

/** One task of `steps` model turns, each but the last one call of `time`; statements and ms. */
async function runTask({ user, agent }, steps) {
  const task = await db
    .insertInto('tasks')
    .values(
      queuedTaskValues({
        agentId: agent.id,
        userId: user.id,
        runnerUserId: null,
        prompt: 'bench',
        maxSteps: 200,
        parentTaskId: null,
        data: null,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
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
  if (finished.status !== 'COMPLETED') throw new Error(`bench task ended ${finished.status}`);
  return { statements, elapsedMs };
}

async function measure(variant) {
  const long = await runTask(variant, calls + 1);
  let shortStatements = 0;
  let shortMs = 0;
  for (let index = 0; index < calls; index++) {
    const short = await runTask(variant, 2);
    shortStatements += short.statements;
    shortMs += short.elapsedMs;
  }
  return {
    variant: variant.name,
    longStatements: long.statements / calls,
    longMs: long.elapsedMs / calls,
    shortStatements: shortStatements / calls,
    shortMs: shortMs / calls,
  };
}

for (const variant of variants) await measure(variant); // warm-up: JIT, prepared statements, page cache
const results = [];
for (const variant of variants) results.push(await measure(variant));
const [base] = results;
console.log(`approval rules at the gate, SQLite, ${calls} gated calls per variant`);
console.table(
  results.map((result) => ({
    variant: result.variant,
    'statements / call (one run)': result.longStatements.toFixed(2),
    added: (result.longStatements - base.longStatements).toFixed(2),
    'statements / task (one call each)': result.shortStatements.toFixed(2),
    'added ': (result.shortStatements - base.shortStatements).toFixed(2),
    'ms / call (one run)': result.longMs.toFixed(3),
    'ratio to no rules': (result.longMs / base.longMs).toFixed(2),
  })),
);
await connection.close();
rmSync(directory, { recursive: true, force: true });
