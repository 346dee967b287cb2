import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { coreMigrations, coreTableNames, migrateToLatest, openDatabase } from '../src/db/index.js';
import { databasePerTest } from './support/database-per-test.js';
import { testEngines } from './support/test-databases.js';

const now = () => new Date().toISOString();

describe.each(testEngines)('database on $name', (engine) => {
  const database = databasePerTest(engine, 'empty');

  async function tableNames(): Promise<string[]> {
    const tables = await database.connection.db.introspection.getTables();
    return tables.map((table) => table.name);
  }

  async function seedUserAndAgent(): Promise<{ userId: number; agentId: number }> {
    const { db } = database.connection;
    const user = await db
      .insertInto('users')
      .values({
        email: `u${Math.random()}@example.test`,
        role: 'member',
        status: 'active',
        password_hash: null,
        display_name: null,
        name: null,
        date_of_birth: null,
        about_me: null,
        height_cm: null,
        weight_kg: null,
        last_login_at: null,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const agent = await db
      .insertInto('agents')
      .values({
        user_id: user.id,
        name: 'Helper',
        description: null,
        system_prompt: null,
        llm_driver_config_id: null,
        notes: null,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { userId: user.id, agentId: agent.id };
  }

  it('creates every core table', async () => {
    await migrateToLatest(database.connection.db, database.connection.engine);
    expect(await tableNames()).toEqual(expect.arrayContaining([...coreTableNames]));
  });

  it.runIf(engine.name === 'sqlite')(
    'keeps a write-ahead log, synced at checkpoints, checkpointed every 4,000 pages',
    async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(database.connection.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      // 1: NORMAL, which in WAL mode syncs at checkpoints, not at every commit.
      expect(await pragma('synchronous')).toBe(1);
      expect(await pragma('wal_autocheckpoint')).toBe(4000);
    },
  );

  it('applies each migration once, however often it runs', async () => {
    const first = await migrateToLatest(database.connection.db, database.connection.engine);
    const second = await migrateToLatest(database.connection.db, database.connection.engine);
    expect(first.applied).toEqual(Object.keys(coreMigrations));
    expect(second.applied).toEqual([]);
  });

  // Two connections in one process share one thread; with SQLite's synchronous driver they would
  // wait on each other, so SQLite's concurrent start is covered by the CLI test with two processes.
  it.runIf(engine.name === 'postgres')('applies migrations once when two pools start together', async () => {
    const other = openDatabase(database.location);
    try {
      const results = await Promise.all([
        migrateToLatest(database.connection.db, database.connection.engine),
        migrateToLatest(other.db, other.engine),
      ]);
      expect(results.flatMap((result) => result.applied)).toEqual(Object.keys(coreMigrations));
    } finally {
      await other.close();
    }
  });

  it('keeps three-state flags NULL and defaults agent columns', async () => {
    await migrateToLatest(database.connection.db, database.connection.engine);
    const { agentId } = await seedUserAndAgent();
    await database.connection.db
      .insertInto('agent_tool_operation_overrides')
      .values({
        agent_id: agentId,
        tool_class: 'core/TimeTool',
        operation: 'now',
        enabled: null,
        requires_approval: 0,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    const override = await database.connection.db
      .selectFrom('agent_tool_operation_overrides')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(override.enabled).toBeNull();
    expect(override.requires_approval).toBe(0);
    const agent = await database.connection.db.selectFrom('agents').selectAll().executeTakeFirstOrThrow();
    expect(agent).toMatchObject({
      max_steps: 10,
      is_active: 1,
      allow_followup: 1,
      retry_after_minutes: 0,
      is_archived: 0,
    });
  });

  it('refuses a tool enabled twice for one agent', async () => {
    await migrateToLatest(database.connection.db, database.connection.engine);
    const { agentId } = await seedUserAndAgent();
    const row = {
      agent_id: agentId,
      tool_class: 'core/TimeTool',
      tool_name: 'time',
      created_at: now(),
      updated_at: now(),
    };
    await database.connection.db.insertInto('agent_tools').values(row).execute();
    await expect(database.connection.db.insertInto('agent_tools').values(row).execute()).rejects.toThrow();
  });

  it('allows at most one global default LLM configuration', async () => {
    await migrateToLatest(database.connection.db, database.connection.engine);
    const config = (name: string, isGlobal: 0 | 1, isDefault: 0 | 1) => ({
      user_id: null,
      name,
      driver_class: 'core/OpenAiCompatibleDriver',
      settings: '{}',
      context_window: null,
      max_tokens_output: null,
      is_global: isGlobal,
      is_default: isDefault,
      created_at: now(),
      updated_at: now(),
    });
    await database.connection.db
      .insertInto('llm_driver_configurations')
      .values(config('a', 1, 1))
      .execute();
    await database.connection.db
      .insertInto('llm_driver_configurations')
      .values(config('b', 1, 0))
      .execute();
    await database.connection.db
      .insertInto('llm_driver_configurations')
      .values(config('c', 0, 1))
      .execute();
    await expect(
      database.connection.db
        .insertInto('llm_driver_configurations')
        .values(config('d', 1, 1))
        .execute(),
    ).rejects.toThrow();
  });

  it('cascades deletes from users to agents, tasks and history', async () => {
    await migrateToLatest(database.connection.db, database.connection.engine);
    const { userId, agentId } = await seedUserAndAgent();
    const task = await database.connection.db
      .insertInto('tasks')
      .values({
        agent_id: agentId,
        user_id: userId,
        runner_user_id: userId,
        status: 'QUEUED',
        user_prompt: 'hi',
        final_response: null,
        max_steps: 10,
        parent_task_id: null,
        retry_of_task_id: null,
        retry_after: null,
        pending_state: null,
        failure_reason: null,
        error_code: null,
        error_message: null,
        data: null,
        lease_owner: null,
        lease_expires_at: null,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.connection.db
      .insertInto('task_history')
      .values({
        task_id: task.id,
        sequence: 0,
        role: 'user',
        content: 'hi',
        tool_call_id: null,
        tool_name: null,
        tool_call_payload: null,
        input_tokens: null,
        output_tokens: null,
        summarized_sequence_range: null,
        attachments: null,
        content_blocks: null,
        created_at: now(),
      })
      .execute();
    await database.connection.db.deleteFrom('users').where('id', '=', userId).execute();
    const remaining = await sql<{
      count: number;
    }>`select (select count(*) from agents) + (select count(*) from tasks) + (select count(*) from task_history) as count`.execute(
      database.connection.db,
    );
    expect(Number(remaining.rows[0]?.count)).toBe(0);
  });

  it.runIf(engine.name === 'postgres')(
    'survives idle connections terminated by the server, reporting them, and reconnects',
    async () => {
      const lost: Error[] = [];
      const pooled = openDatabase(database.location, { onConnectionError: (error) => lost.push(error) });
      try {
        // Two idle connections in the pool.
        await Promise.all([sql`select pg_sleep(0.05)`.execute(pooled.db), sql`select 1`.execute(pooled.db)]);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`.execute(database.connection.db);
        // Both idle connections learn of it and leave the pool.
        await expect.poll(() => lost.length).toBe(2);
        expect(await pooled.ping()).toBe(true);
      } finally {
        await pooled.close();
      }
    },
  );

  it.runIf(engine.name === 'postgres')(
    'fails the transaction whose connection the server terminates, and goes on with a new one',
    async () => {
      const lost: Error[] = [];
      const pooled = openDatabase(database.location, { onConnectionError: (error) => lost.push(error) });
      try {
        const interrupted = pooled.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`.execute(database.connection.db);
          await sql`select pg_sleep(0.2)`.execute(trx);
        });
        await expect(interrupted).rejects.toThrow();
        await expect.poll(() => lost.length).toBeGreaterThan(0);
        expect(await pooled.ping()).toBe(true);
      } finally {
        await pooled.close();
      }
    },
  );

  it('answers ping while open and not after close', async () => {
    expect(await database.connection.ping()).toBe(true);
    await database.connection.close();
    expect(await database.connection.ping()).toBe(false);
    await database.connection.close();
  });
});
