/**
 * The migration that moves a turn's usage onto its history row carries every recorded spend over,
 * a rehearsal's invented result included (its tokens were on the usage row only), so budgets and
 * reports read the same sums after it; undone, it puts the usage rows back as they were.
 */
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { coreMigrations, migrateToLatest } from '../src/db/index.js';
import * as usageOnHistory from '../src/db/migrations/0036-usage-on-history.js';
import { PortableColumns } from '../src/db/migrations/portable-columns.js';
import { databasePerTest } from './support/database-per-test.js';
import { createAgent, createQueuedTask, createUser } from './support/seed.js';
import { testEngines } from './support/test-databases.js';

const before = Object.fromEntries(
  Object.entries(coreMigrations).filter(([name]) => name < '0036-usage-on-history'),
);

const at = '2026-03-01T10:00:00.000Z';

describe.each(testEngines)('the usage-on-history migration on $name', (engine) => {
  const database = databasePerTest(engine, 'empty');

  /** A task with an assistant turn, a tool result a model invented, and a user row; ids in order. */
  async function seedBefore(): Promise<{ taskId: number; historyIds: number[] }> {
    const { db } = database.connection;
    await migrateToLatest(db, database.connection.engine, before);
    const user = await createUser(db);
    const agent = await createAgent(db, user.id);
    const task = await createQueuedTask(db, agent.id, user.id, 'x');
    const row = async (sequence: number, role: string, tokens: number | null) =>
      (
        await sql<{
          id: number;
        }>`insert into task_history (task_id, sequence, role, content, input_tokens, output_tokens, created_at)
          values (${task.id}, ${sequence}, ${role}, 'c', ${tokens}, ${tokens === null ? null : 5}, ${at}) returning id`.execute(
          db,
        )
      ).rows[0]?.id as number;
    const historyIds = [
      await row(0, 'user', null),
      await row(1, 'assistant', 100),
      await row(2, 'tool', null),
    ];
    const usage = async (historyId: number, input: number, cost: number | null) =>
      sql`insert into usage (task_history_id, task_id, input_tokens, output_tokens, reasoning_tokens, cached_tokens,
          cache_creation_tokens, provider, model, raw_usage, cost, currency, price_source, priced_as, created_at)
        values (${historyId}, ${task.id}, ${input}, 5, 1, 2, 3, 'openai', 'gpt-test', '{"x":1}', ${cost},
          ${cost === null ? null : 'USD'}, ${cost === null ? null : 'price_table'}, ${cost === null ? null : 'gpt-test'}, ${at})`.execute(
        db,
      );
    await usage(historyIds[1] as number, 100, 0.25);
    await usage(historyIds[2] as number, 40, null);
    return { taskId: task.id, historyIds };
  }

  it('moves each usage row onto its history row, and leaves rows without one unspent', async () => {
    const { taskId } = await seedBefore();
    await migrateToLatest(database.connection.db, database.connection.engine);
    const rows = await database.connection.db
      .selectFrom('task_history')
      .select([
        'role',
        'input_tokens',
        'output_tokens',
        'reasoning_tokens',
        'cached_tokens',
        'cache_creation_tokens',
        'provider',
        'model',
        'raw_usage',
        'cost',
        'currency',
        'price_source',
        'priced_as',
      ])
      .where('task_id', '=', taskId)
      .orderBy('sequence')
      .execute();
    const spent = {
      output_tokens: 5,
      reasoning_tokens: 1,
      cached_tokens: 2,
      cache_creation_tokens: 3,
      provider: 'openai',
      model: 'gpt-test',
      raw_usage: '{"x":1}',
    };
    expect(rows).toEqual([
      expect.objectContaining({ role: 'user', input_tokens: null, provider: null, cost: null }),
      {
        role: 'assistant',
        input_tokens: 100,
        ...spent,
        cost: 0.25,
        currency: 'USD',
        price_source: 'price_table',
        priced_as: 'gpt-test',
      },
      {
        role: 'tool',
        input_tokens: 40,
        ...spent,
        cost: null,
        currency: null,
        price_source: null,
        priced_as: null,
      },
    ]);
  });

  it('puts the usage rows back when undone, and takes the invented result’s tokens off its history row', async () => {
    const { taskId, historyIds } = await seedBefore();
    await migrateToLatest(database.connection.db, database.connection.engine);
    await usageOnHistory.down(
      database.connection.db as unknown as Kysely<unknown>,
      new PortableColumns(database.connection.engine),
    );
    const usage = await sql<{
      task_history_id: number;
      input_tokens: number;
      cost: number | null;
      provider: string;
    }>`
      select task_history_id, input_tokens, cost, provider from usage where task_id = ${taskId} order by task_history_id`.execute(
      database.connection.db,
    );
    expect(usage.rows).toEqual([
      { task_history_id: historyIds[1], input_tokens: 100, cost: 0.25, provider: 'openai' },
      { task_history_id: historyIds[2], input_tokens: 40, cost: null, provider: 'openai' },
    ]);
    const history = await sql<{ role: string; input_tokens: number | null }>`
      select role, input_tokens from task_history where task_id = ${taskId} order by sequence`.execute(
      database.connection.db,
    );
    expect(history.rows).toEqual([
      { role: 'user', input_tokens: null },
      { role: 'assistant', input_tokens: 100 },
      { role: 'tool', input_tokens: null },
    ]);
  });
});
