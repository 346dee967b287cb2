/**
 * A step rewrites its task's row: the lease, the step count and `updated_at`. No index of the tasks
 * table may be keyed by those columns, or every step moves index entries, and on PostgreSQL the
 * update is no longer HOT: it writes a new entry into every index of the table (bench/ANALYSIS.md,
 * "The step's task update writes no index").
 */
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isoAfter } from '../src/db/index.js';
import * as stepKeepsTaskIndexes from '../src/db/migrations/0038-step-keeps-task-indexes.js';
import { queuedTaskValues } from '../src/orchestrator/new-task.js';
import { updateHeldTask } from '../src/orchestrator/run-statements.js';
import { databasePerTest } from './support/database-per-test.js';
import { createAgent, createUser } from './support/seed.js';
import { tableIndexes } from './support/table-indexes.js';
import { testEngines } from './support/test-databases.js';

/** What a step and the lease's heartbeat set on the task's row. */
const stepColumns = ['lease_expires_at', 'updated_at', 'step_count', 'claim_attempts'];

describe.each(testEngines)('the indexes a step leaves alone on $name', (engine) => {
  const database = databasePerTest(engine, 'migrated');

  const taskIndexes = () => tableIndexes(database.connection, 'tasks');

  async function runningTask(): Promise<number> {
    const user = await createUser(database.connection.db);
    const agent = await createAgent(database.connection.db, user.id);
    const task = await database.connection.db
      .insertInto('tasks')
      .values({
        ...queuedTaskValues({
          agentId: agent.id,
          userId: user.id,
          runnerUserId: null,
          prompt: 'count',
          maxSteps: 5,
          parentTaskId: null,
          data: null,
        }),
        status: 'RUNNING',
        lease_owner: 'owner',
        lease_expires_at: isoAfter(60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return task.id;
  }

  it('keys no index of the tasks table by a column a step writes', async () => {
    const indexes = await taskIndexes();
    expect(indexes.get('tasks_running')).toMatch(/\(\s*"?id"?\s*\)/);
    expect(indexes.get('tasks_live_status')).toMatch(/\(\s*"?status"?\s*\)/);
    for (const [name, definition] of indexes) {
      for (const column of stepColumns)
        expect(`${name}: ${definition}`).not.toMatch(new RegExp(`\\b${column}\\b`));
    }
  });

  it('undoes to the indexes keyed by the lease and the last change, and back', async () => {
    const after = await taskIndexes();
    await stepKeepsTaskIndexes.down(database.connection.db as unknown as Kysely<unknown>);
    const undone = await taskIndexes();
    expect(undone.has('tasks_running')).toBe(false);
    expect(undone.get('tasks_running_lease')).toMatch(/lease_expires_at/);
    expect(undone.get('tasks_live_status')).toMatch(/status.*updated_at/);
    await stepKeepsTaskIndexes.up(database.connection.db as unknown as Kysely<unknown>);
    expect(await taskIndexes()).toEqual(after);
  });

  it.runIf(engine.name === 'postgres')(
    'updates the task HOT at a step, which the old indexes prevented',
    async () => {
      const taskId = await runningTask();
      // Each step a second later, so that every indexed value a step wrote would change.
      let at = Date.now();
      const later = (ms: number) => new Date(at + ms).toISOString();
      /** Three steps in one transaction; how many of the task row's updates were HOT. */
      const hotUpdatesOfStep = () =>
        database.connection.db.transaction().execute(async (trx) => {
          // The backend's pending counts: they grow until it reports them, never within a transaction.
          const hot = async () =>
            Number(
              (
                await sql<{ hot: string }>`
                select pg_stat_get_xact_tuples_hot_updated('tasks'::regclass) as hot`.execute(trx)
              ).rows[0]?.hot,
            );
          const before = await hot();
          for (let step = 1; step <= 3; step++) {
            at += 1_000;
            const held = await updateHeldTask(trx, taskId, 'owner', {
              lease_expires_at: later(60_000),
              updated_at: later(0),
              step_count: step,
            });
            expect(held).toBe(true);
          }
          return (await hot()) - before;
        });
      expect(await hotUpdatesOfStep()).toBe(3);
      await stepKeepsTaskIndexes.down(database.connection.db as unknown as Kysely<unknown>);
      expect(await hotUpdatesOfStep()).toBe(0);
    },
  );
});
