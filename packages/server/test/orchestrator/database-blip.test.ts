/**
 * A database that goes away for a moment while a task runs: the run writes again once the
 * database answers and the task finishes with its calls' real results; a database that stays away
 * longer than the run may wait makes the run hand the task back to the queue once it answers
 * again, instead of holding it for a whole lease.
 */
import { AbstractTool, Tool, ToolResult } from '@spora/sdk';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import { openLoopHarness } from '../support/test-orchestrator.js';

/** What the outage tool does when it runs: set by each test. */
let outage: { url: string; lastsMs: number; ended?: Promise<void> } | null = null;

/** Ends every connection to the test's database and refuses new ones for `lastsMs`. */
async function startOutage(url: string, lastsMs: number): Promise<{ ended: Promise<void> }> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`alter database "${name}" allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  const ended = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      admin
        .query(`alter database "${name}" allow_connections true`)
        .then(() => admin.end())
        .then(resolve, reject);
    }, lastsMs);
  });
  return { ended };
}

@Tool({ name: 'outage', description: 'Takes the database away for a moment.' })
class OutageTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    if (!outage) return ToolResult.error('no outage planned');
    outage.ended = (await startOutage(outage.url, outage.lastsMs)).ended;
    return ToolResult.ok('the database went away');
  }

  describeAction(): string {
    return 'Take the database away';
  }
}

describe.each(testEngines)('database blips on $name', (engine) => {
  it.runIf(engine.name === 'postgres')(
    'writes again once the database is back, and the task finishes with the call’s result',
    { timeout: 30_000 },
    async () => {
      const model = new ScriptedLlmDriver([
        { toolCalls: [{ id: 'c1', name: 'outage', arguments: {} }] },
        { text: 'Done.' },
      ]);
      const harness = await openLoopHarness(engine, 'sync', () => model, { leaseTtlMs: 20_000 });
      try {
        const location = harness.test.platform.config.database;
        if (location.kind !== 'postgres') throw new Error('PostgreSQL only');
        outage = { url: location.url, lastsMs: 1_500 };
        harness.test.platform.tools.register({ kind: 'core' }, OutageTool);
        const agent = await harness.agent({ tools: { 'core/OutageTool': 'outage' } });
        const task = await harness.orchestrator.start(agent.id, 'Go');
        await outage.ended;
        expect(task).toMatchObject({ status: 'COMPLETED', final_response: 'Done.', lease_owner: null });
        const calls = await harness.test.platform.database.db
          .selectFrom('tool_calls')
          .select(['status', 'result_content'])
          .where('task_id', '=', task.id)
          .execute();
        expect(calls).toEqual([{ status: 'COMPLETED', result_content: 'the database went away' }]);
      } finally {
        await outage?.ended;
        outage = null;
        await harness.dispose();
      }
    },
  );

  it.runIf(engine.name === 'postgres')(
    'hands the task back to the queue when the database stays away longer than a write may wait',
    { timeout: 30_000 },
    async () => {
      const model = new ScriptedLlmDriver([
        { toolCalls: [{ id: 'c1', name: 'outage', arguments: {} }] },
        { text: 'Done.' },
      ]);
      // Writes wait at most half a lease (3 s); the hand-back may wait as long again.
      const harness = await openLoopHarness(engine, 'sync', () => model, { leaseTtlMs: 6_000 });
      try {
        const location = harness.test.platform.config.database;
        if (location.kind !== 'postgres') throw new Error('PostgreSQL only');
        outage = { url: location.url, lastsMs: 4_500 };
        harness.test.platform.tools.register({ kind: 'core' }, OutageTool);
        const agent = await harness.agent({ tools: { 'core/OutageTool': 'outage' } });
        const task = await harness.orchestrator.start(agent.id, 'Go');
        await outage.ended;
        expect(task).toMatchObject({ status: 'QUEUED', lease_owner: null, lease_expires_at: null });
        // Claimable at once: the next run finds the call's result never recorded, and as the call
        // has effects, holds it for a person to say what became of it rather than run it again.
        const held = await harness.orchestrator.tick(task.id);
        expect(held).toMatchObject({ status: 'NEEDS_RECONCILIATION', final_response: null });
        const calls = await harness.test.platform.database.db
          .selectFrom('tool_calls')
          .select('status')
          .where('task_id', '=', task.id)
          .execute();
        expect(calls).toEqual([{ status: 'UNCERTAIN' }]);
      } finally {
        await outage?.ended;
        outage = null;
        await harness.dispose();
      }
    },
  );
});
