/**
 * The migration that adds the decisions record carries over the calls decided before it, from
 * their approval and rejection columns; the one that chains the record chains them.
 */
import { describe, expect, it } from 'vitest';
import { argumentsDigest, verifyDecisionRecord } from '../src/approvals/index.js';
import { coreMigrations, migrateToLatest } from '../src/db/index.js';
import { databasePerTest } from './support/database-per-test.js';
import { createAgent, createQueuedTask, createUser } from './support/seed.js';
import { testEngines } from './support/test-databases.js';

const before = Object.fromEntries(
  Object.entries(coreMigrations).filter(([name]) => name < '0005-tool-call-decisions'),
);

describe.each(testEngines)('the decisions record migration on $name', (engine) => {
  const database = databasePerTest(engine, 'empty');

  it('records the calls decided before it: approved, edited and rejected', async () => {
    const { db } = database.connection;
    await migrateToLatest(db, database.connection.engine, before);
    const user = await createUser(db);
    const agent = await createAgent(db, user.id);
    const task = await createQueuedTask(db, agent.id, user.id, 'x');
    const at = '2026-01-01T00:00:00.000Z';
    const call = (index: number, values: Record<string, unknown>) => ({
      task_id: task.id,
      agent_id: agent.id,
      task_history_id: null,
      call_index: index,
      provider_call_id: `c${index}`,
      tool_name: 'files',
      requires_approval: 1 as const,
      status: 'PENDING_APPROVAL' as const,
      proposed_arguments: '{"path":"/a"}',
      created_at: at,
      updated_at: at,
      ...values,
    });
    await db
      .insertInto('tool_calls')
      .values([
        call(0, {
          status: 'APPROVED',
          approved_arguments: '{"path":"/a"}',
          approved_by: user.id,
          approved_at: at,
        }),
        call(1, {
          status: 'APPROVED',
          approved_arguments: '{"path":"/b"}',
          approved_by: user.id,
          approved_at: at,
        }),
        call(2, { status: 'REJECTED', rejected_by: user.id, rejected_at: at, reject_reason: 'No' }),
        call(3, {}),
      ])
      .execute();

    await migrateToLatest(db, database.connection.engine);
    const rows = await db
      .selectFrom('tool_call_decisions')
      .innerJoin('tool_calls', 'tool_calls.id', 'tool_call_decisions.tool_call_id')
      .select([
        'tool_calls.provider_call_id',
        'tool_call_decisions.decision',
        'tool_call_decisions.via',
        'tool_call_decisions.decided_by',
        'tool_call_decisions.reason',
        'tool_call_decisions.decided_at',
      ])
      .orderBy('tool_calls.call_index')
      .execute();
    expect(rows).toEqual([
      {
        provider_call_id: 'c0',
        decision: 'approve',
        via: 'per_call',
        decided_by: user.id,
        reason: null,
        decided_at: at,
      },
      {
        provider_call_id: 'c1',
        decision: 'edit',
        via: 'per_call',
        decided_by: user.id,
        reason: null,
        decided_at: at,
      },
      {
        provider_call_id: 'c2',
        decision: 'reject',
        via: 'per_call',
        decided_by: user.id,
        reason: 'No',
        decided_at: at,
      },
    ]);
    expect(await verifyDecisionRecord(db)).toMatchObject({ intact: true, rows: 3 });
    const chained = await db
      .selectFrom('tool_call_decisions')
      .select(['sequence', 'agent_id', 'user_id', 'channel', 'proposed_digest', 'run_digest'])
      .orderBy('sequence')
      .execute();
    const digest = (path: string) => argumentsDigest({ path });
    expect(chained).toEqual(
      [digest('/a'), digest('/b'), null].map((run, index) => ({
        sequence: index + 1,
        agent_id: agent.id,
        user_id: user.id,
        channel: null,
        proposed_digest: digest('/a'),
        run_digest: run,
      })),
    );
  });
});
