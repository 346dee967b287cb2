/**
 * The queries a worker runs on every claim and poll read indexes, not the whole tasks table: a
 * table that has kept every finished task would otherwise make each claim slower than the last.
 * The first queue index led with a column the claim does not order by, so SQLite walked the
 * table. Deleting a task finds the rows that reference it (events, notifications, tool calls of
 * its history) through indexes too: without them each deletion read those tables whole, under
 * the write lock. The approval inbox starts from the few paused tasks. The budget gate, before
 * every model request, reads a period's spending from the history rows that record one, by date. SQLite's plans are checked; PostgreSQL plans by cost and reads tiny tables in
 * full anyway.
 */
import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsWithDeadlines, listHeldCalls, listPendingApprovals } from '../../src/approvals/index.js';
import { readSpending } from '../../src/budgets/index.js';
import { type DatabaseConnection, migrateToLatest, openDatabase } from '../../src/db/index.js';
import { resolveLlmConfiguration } from '../../src/llm/llm-configuration-resolver.js';
import { rejectPendingCalls } from '../../src/orchestrator/bulk-rejection.js';
import { queuedTaskValues } from '../../src/orchestrator/new-task.js';
import { closeOpenCalls } from '../../src/orchestrator/open-calls.js';
import { deleteTaskTree } from '../../src/orchestrator/task-deletion.js';
import {
  claimNextQueuedTask,
  queueDueRetries,
  reapExpiredLeases,
} from '../../src/orchestrator/task-leases.js';
import { UserTasks } from '../../src/tasks/index.js';
import { usageReport } from '../../src/usage/index.js';
import { createAgent, createLlmConfiguration, createUser } from '../support/seed.js';
import { type TestDatabase, testEngines } from '../support/test-databases.js';

// Absent when a run is limited to PostgreSQL (SPORA_TEST_ENGINES); there are no plans to check then.
const sqlite = testEngines.find((engine) => engine.name === 'sqlite');

interface Statement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

describe.runIf(sqlite)('query plans of the worker’s queries and of task deletion on SQLite', () => {
  let testDatabase: TestDatabase;
  let connection: DatabaseConnection;
  let statements: Statement[] = [];

  beforeEach(async () => {
    if (!sqlite) throw new Error('runs only with SQLite among the test engines');
    testDatabase = await sqlite.createMigrated();
    connection = openDatabase(testDatabase.location, {
      onQuery: (sql, parameters) => statements.push({ sql, parameters }),
    });
    await migrateToLatest(connection.db, connection.engine);
    const user = await createUser(connection.db);
    const agent = await createAgent(connection.db, user.id);
    const finished = Array.from({ length: 50 }, (_, index) => ({
      ...queuedTaskValues({
        agentId: agent.id,
        userId: user.id,
        runnerUserId: null,
        prompt: `finished ${index}`,
        maxSteps: 5,
        parentTaskId: null,
        data: null,
      }),
      status: 'COMPLETED' as const,
    }));
    await connection.db.insertInto('tasks').values(finished).execute();
    statements = [];
  });

  afterEach(async () => {
    await connection.close();
    await testDatabase.dispose();
  });

  /** The plan of the one statement `run` issued whose SQL matches `pattern`. */
  async function planOf(pattern: RegExp, run: () => Promise<unknown>): Promise<string[]> {
    statements = [];
    await run();
    const [statement, ...others] = statements.filter(({ sql }) => pattern.test(sql));
    expect(statement, `one statement matching ${pattern}`).toBeDefined();
    expect(others).toEqual([]);
    const { rows } = await connection.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement?.sql}`, [...(statement?.parameters ?? [])]),
    );
    return rows.map((row) => row.detail);
  }

  const scansTasks = (plan: string[]) => plan.some((detail) => /^SCAN tasks\b(?! USING)/.test(detail));

  it('claims the oldest queued task through the queue’s partial index', async () => {
    const plan = await planOf(/^update "tasks"/, () =>
      claimNextQueuedTask(connection.db, connection.engine, 'owner', 60_000),
    );
    expect(scansTasks(plan)).toBe(false);
    expect(plan.join('\n')).toMatch(/tasks_queued/);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
  });

  it('finds expired leases through the running tasks’ index', async () => {
    const plan = await planOf(
      /set "status" = \?, "lease_owner" = \?, "lease_expires_at" = \?, "updated_at" = \? where/,
      () => reapExpiredLeases(connection.db, 3),
    );
    expect(scansTasks(plan)).toBe(false);
    expect(plan.join('\n')).toMatch(/tasks_running\b/);
  });

  it('finds due retries through the failed tasks’ retry index', async () => {
    // The look that finds none due: every worker makes it every second.
    const plan = await planOf(/^select "id" from "tasks"/, () => queueDueRetries(connection.db));
    expect(scansTasks(plan)).toBe(false);
    expect(plan.join('\n')).toMatch(/tasks_retry_due/);
  });

  it('resolves an agent’s model without temporary indexes or sorting', async () => {
    const owner = await createUser(connection.db);
    await createLlmConfiguration(connection.db);
    const plan = await planOf(/from "llm_driver_configurations"/, () =>
      resolveLlmConfiguration(connection.db, { llm_driver_config_id: null, user_id: owner.id }),
    );
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE|BLOOM FILTER|AUTOMATIC/);
    expect(plan.some((detail) => /^SCAN llm_driver_configurations\b(?! USING)/.test(detail))).toBe(false);
  });

  it('lists a user’s pending approvals from the paused tasks’ partial index and their calls’ index', async () => {
    const plan = await planOf(/"tool_calls"."id" as "call_id"/, () =>
      listPendingApprovals(connection.db, 1, {}, { limit: 20, offset: 0 }),
    );
    expect(scansTasks(plan)).toBe(false);
    expect(plan.join('\n')).toMatch(/tasks_pending_approval/);
    expect(plan.join('\n')).toMatch(/tool_calls_task_open/);
  });

  it('finds a task’s calls by status among its open calls only, through their partial index', async () => {
    // The index holds no ended call, so a call that only reads, stored once as completed, writes no
    // entry in it; each lookup repeats the index’s condition, else SQLite would not use it.
    const lookups: [RegExp, () => Promise<unknown>][] = [
      [
        /^select \* from "tool_calls"/,
        () => connection.db.transaction().execute((trx) => closeOpenCalls(trx, 1, 'not run')),
      ],
      [
        /^update "tool_calls"/,
        () =>
          connection.db
            .transaction()
            .execute((trx) => rejectPendingCalls(trx, 1, 'no', new Date().toISOString())),
      ],
      [/from "tasks" inner join "tool_calls"/, () => listHeldCalls(connection.db, 1)],
      [/from "tool_calls" inner join "tasks"/, () => callsWithDeadlines(connection.db, 10)],
    ];
    for (const [pattern, run] of lookups) {
      const plan = await planOf(pattern, run);
      expect(plan.join('\n'), String(pattern)).toMatch(/tool_calls_task_open/);
    }
  });

  it('finds the rows that reference a call or a task only for rehearsals through the partial indexes', async () => {
    // What deleting the referenced row looks up: `column = ?` implies the partial index's
    // `column is not null`, so ordinary rows, which hold NULL, need no index entry.
    const lookups = [
      ['tool_calls', 'simulated_from_call_id', 'tool_calls_simulated_from'],
      ['tasks', 'rehearsal_id', 'tasks_rehearsal'],
      ['tasks', 'rehearsal_of_task_id', 'tasks_rehearsal_of'],
    ] as const;
    for (const [table, column, index] of lookups) {
      const { rows } = await connection.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan select 1 from "${table}" where "${column}" = ?`, [1]),
      );
      expect(rows.map((row) => row.detail).join('\n')).toMatch(
        new RegExp(`USING (COVERING )?INDEX ${index}\\b`),
      );
    }
  });

  it('reads a period’s spending from the spent rows’ partial index by date, and a task’s by its history', async () => {
    const budget = {
      id: 1,
      scope: 'user' as const,
      user_id: 1,
      agent_id: null,
      task_id: null,
      unit: 'cost' as const,
      currency: 'USD' as const,
      amount: 10,
      period: 'day' as const,
      time_zone: 'UTC',
      created_by: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const plan = await planOf(/from "task_history" as "usage"/, () =>
      readSpending(connection.db, [budget], 1),
    );
    // Covering: a history row's content can fill many overflow pages, none of which is read.
    expect(plan.join('\n')).toMatch(/USING COVERING INDEX task_history_spent_at\b/);
    expect(plan.join('\n')).toMatch(/USING COVERING INDEX task_history_spent_by_task\b/);
    expect(plan.filter((detail) => /^SCAN (?!.*USING)/.test(detail))).toEqual([]);
  });

  it('adds up a member’s usage report and a task’s totals from the spent rows’ covering indexes', async () => {
    const sums = /from "task_history" as "usage"/;
    const query = { from: '2026-01-01', to: '2026-01-31', timeZone: 'UTC', groupBy: 'model' as const };
    const report = await planOf(sums, async () => {
      await usageReport(connection.db, { userId: 1, admin: false }, query);
      // Real work and rehearsals are added up apart, by the same statement: the first is enough.
      statements = statements.filter(({ sql }) => sums.test(sql)).slice(0, 1);
    });
    expect(report.join('\n')).toMatch(/USING COVERING INDEX task_history_spent_(at|by_task)\b/);
    expect(report.filter((detail) => /^SCAN (?!.*USING)/.test(detail))).toEqual([]);
    const totals = await planOf(/count\("cost"\) as "priced_turns"/, () =>
      new UserTasks(connection.db, 1).detail(1),
    );
    expect(totals.join('\n')).toMatch(/USING COVERING INDEX task_history_spent_by_task\b/);
  });

  it('deletes a task finding every row that references it through an index', async () => {
    const plan = await planOf(/^delete from "tasks"/, () =>
      connection.db.transaction().execute((trx) => deleteTaskTree(trx, 1)),
    );
    expect(plan.filter((detail) => /^SCAN (?!.*USING)/.test(detail))).toEqual([]);
  });
});
