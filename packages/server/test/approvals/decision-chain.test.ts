/**
 * The decision record's hash chain: decisions are chained in insertion order, concurrent
 * decisions do not fork it, one decision costs one statement and several two, and a row changed
 * or deleted in the database is found by verification.
 */
import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { argumentsDigest, verifyDecisionRecord } from '../../src/approvals/index.js';
import type { Database, Task, ToolCall } from '../../src/db/index.js';
import { recordDecisions } from '../../src/orchestrator/tool-call-decisions.js';
import { databasePerTest } from '../support/database-per-test.js';
import { recordApprovals, seedPendingCalls } from '../support/decision-seed.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('the decision chain on $name', (engine) => {
  let db: Kysely<Database>;
  let task: Task;
  let calls: ToolCall[];

  const database = databasePerTest(engine, 'migrated');

  beforeEach(async () => {
    db = database.connection.db;
    ({ task, calls } = await seedPendingCalls(db, 8));
  });

  const decide = (through: Kysely<Database>, chosen: readonly ToolCall[]) =>
    recordApprovals(through, task, chosen);

  it('chains decisions with their digests: one decision in one statement, several in two', async () => {
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const [first, second] = await decide(db.withPlugin(counter), calls.slice(0, 2));
    expect(statements).toBe(2);
    expect(first).toMatchObject({
      sequence: 1,
      agent_id: task.agent_id,
      user_id: task.user_id,
      channel: 'api',
    });
    expect(second?.prev_hash).toBe(first?.row_hash);
    // Canonical: the digest does not depend on the order the model wrote the keys in.
    expect(first?.proposed_digest).toBe(argumentsDigest({ path: '/0', mode: 'r' }));
    expect(first?.run_digest).toBe(first?.proposed_digest);
    statements = 0;
    const [third] = await decide(db.withPlugin(counter), calls.slice(2, 3));
    expect(statements).toBe(1);
    // Hashed by the database, over the same content: the chain goes on unbroken.
    expect(third).toMatchObject({ sequence: 3, prev_hash: second?.row_hash });
    expect(await verifyDecisionRecord(db)).toMatchObject({ intact: true, rows: 3, head: { sequence: 3 } });
    await decide(db, calls.slice(3, 5));
    expect(await verifyDecisionRecord(db)).toMatchObject({ intact: true, rows: 5, head: { sequence: 5 } });
  });

  it('hashes a reason that looks like the sequence, or is not ASCII, as verification does', async () => {
    for (const [index, reason] of [
      '"sequence":-1, "x"',
      'Nein — zu früh ✓ 🚫',
      '\\"sequence\\":-1',
    ].entries()) {
      const call = calls[index] as ToolCall;
      await db.transaction().execute((trx) =>
        recordDecisions(trx, [{ call, decision: 'reject', reason, runArguments: null }], {
          task,
          via: 'per_call',
          channel: 'ui',
          decidedBy: task.user_id,
          at: new Date().toISOString(),
        }),
      );
    }
    expect(await verifyDecisionRecord(db)).toMatchObject({ intact: true, rows: 3 });
  });

  it('does not fork under concurrent decisions', async () => {
    await Promise.all(calls.map((call) => decide(db, [call])));
    const rows = await db.selectFrom('tool_call_decisions').select('sequence').orderBy('sequence').execute();
    expect(rows.map((row) => row.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await verifyDecisionRecord(db)).toMatchObject({ intact: true, rows: 8 });
  });

  it('finds a row changed in the database', async () => {
    const rows = await decide(db, calls.slice(0, 3));
    const changed = rows[1]?.id ?? 0;
    await sql`update tool_call_decisions set reason = 'edited later' where id = ${changed}`.execute(db);
    expect(await verifyDecisionRecord(db)).toMatchObject({
      intact: false,
      rows: 1,
      firstBreak: { id: changed, sequence: 2, problem: expect.stringContaining('was changed') },
    });
  });

  it('finds a deleted row, in the middle or at the end', async () => {
    const rows = await decide(db, calls.slice(0, 3));
    await sql`delete from tool_call_decisions where id = ${rows[1]?.id ?? 0}`.execute(db);
    expect(await verifyDecisionRecord(db)).toMatchObject({
      intact: false,
      firstBreak: {
        id: rows[2]?.id,
        sequence: 3,
        problem: expect.stringContaining('rows 2 to 2 are missing'),
      },
    });
    await sql`delete from tool_call_decisions where id = ${rows[2]?.id ?? 0}`.execute(db);
    expect(await verifyDecisionRecord(db)).toMatchObject({
      intact: false,
      rows: 1,
      firstBreak: { id: null, sequence: 2, problem: expect.stringContaining('missing') },
    });
  });

  it('keeps the record when the task is deleted', async () => {
    await decide(db, calls.slice(0, 2));
    await db.deleteFrom('tasks').where('id', '=', task.id).execute();
    expect(await verifyDecisionRecord(db)).toMatchObject({ intact: true, rows: 2 });
  });
});
