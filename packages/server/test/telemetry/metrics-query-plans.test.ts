/**
 * A scrape reads the database's figures every 15 to 60 seconds, from every API process: the
 * queries read indexes holding the few live tasks and waiting calls, never the tables that keep
 * every settled task. SQLite's plans are checked; PostgreSQL plans by cost.
 */
import { CompiledQuery } from 'kysely';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, migrateToLatest, openDatabase } from '../../src/db/index.js';
import { queuedTaskValues } from '../../src/orchestrator/new-task.js';
import { DatabaseMetricsCollector } from '../../src/telemetry/metrics-database.js';
import { createAgent, createUser } from '../support/seed.js';
import { type TestDatabase, testEngines } from '../support/test-databases.js';

// Absent when a run is limited to PostgreSQL (SPORA_TEST_ENGINES); there are no plans to check then.
const sqlite = testEngines.find((engine) => engine.name === 'sqlite');

interface Statement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

describe.runIf(sqlite !== undefined)('query plans of the metrics scrape on SQLite', () => {
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
    const task = (index: number, status: 'COMPLETED' | 'QUEUED') => ({
      ...queuedTaskValues({
        agentId: agent.id,
        userId: user.id,
        runnerUserId: null,
        prompt: `task ${index}`,
        maxSteps: 5,
        parentTaskId: null,
        data: null,
      }),
      status,
    });
    const settled = Array.from({ length: 50 }, (_, index) => task(index, 'COMPLETED'));
    await connection.db
      .insertInto('tasks')
      .values([...settled, task(50, 'QUEUED')])
      .execute();
  });

  afterEach(async () => {
    await connection.close();
    await testDatabase.dispose();
  });

  async function planOf(statement: Statement): Promise<string> {
    const { rows } = await connection.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    return rows.map((row) => row.detail).join('\n');
  }

  it('counts live tasks through their partial index, and waiting calls from the paused tasks', async () => {
    const collector = new DatabaseMetricsCollector(connection.db, new Registry(), pino({ level: 'silent' }));
    statements = [];
    await collector.refresh();
    const tasks = statements.find(
      ({ sql }) => /^select "status", count\(\*\)/.test(sql) && /from "tasks"/.test(sql),
    );
    expect(tasks).toBeDefined();
    const taskPlan = await planOf(tasks as Statement);
    expect(taskPlan).toMatch(/tasks_live_status/);
    expect(taskPlan).not.toMatch(/^SCAN tasks\b(?! USING)/m);
    const calls = statements.find(({ sql }) => /from "tasks" cross join "tool_calls"/.test(sql));
    expect(calls).toBeDefined();
    const callPlan = await planOf(calls as Statement);
    expect(callPlan).toMatch(/tasks_pending_approval/);
    expect(callPlan).not.toMatch(/^SCAN (tasks|tool_calls)\b(?! USING)/m);
  });
});
