import { beforeEach, describe, expect, it } from 'vitest';
import { PrecompiledQueries, PrecompiledQuery } from '../src/db/index.js';
import { databasePerTest } from './support/database-per-test.js';
import { testEngines } from './support/test-databases.js';

const insertUser = new PrecompiledQuery<{ email: string; name: string | null; at: string }, { id: number }>(
  (db, slots) =>
    db
      .insertInto('users')
      .values({
        email: slots.email,
        name: slots.name,
        role: 'member',
        status: 'active',
        created_at: slots.at,
        updated_at: slots.at,
      })
      .returning('id'),
);

// The columns set vary by key, as the loop's task updates do.
const renames = new PrecompiledQueries<Record<string, unknown>>(
  (key) => (db, slots) =>
    db
      .updateTable('users')
      .set(Object.fromEntries(key.split(',').map((column) => [column, slots[column]])))
      .where('id', '=', slots.id as number),
);

describe.each(testEngines)('precompiled queries on $name', (engine) => {
  const statements: string[] = [];
  const database = databasePerTest(engine, 'migrated', { onQuery: (text) => statements.push(text) });

  beforeEach(() => {
    statements.length = 0;
  });

  it('runs one compiled statement with each call’s own values, in and out of transactions', async () => {
    const at = new Date().toISOString();
    const first = await insertUser.execute(database.connection.db, {
      email: 'a@example.test',
      name: 'A',
      at,
    });
    const second = await database.connection.db
      .transaction()
      .execute((trx) => insertUser.execute(trx, { email: 'b@example.test', name: null, at }));
    const rows = await database.connection.db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where('email', 'like', '%@example.test')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: first.rows[0]?.id, email: 'a@example.test', name: 'A' },
      { id: second.rows[0]?.id, email: 'b@example.test', name: null },
    ]);
    const inserts = statements.filter((text) => text.startsWith('insert into "users"'));
    expect(inserts).toHaveLength(2);
    expect(inserts[0]).toBe(inserts[1]);
  });

  it('keeps one statement per key, each with its own columns', async () => {
    const at = new Date().toISOString();
    const inserted = await insertUser.execute(database.connection.db, {
      email: 'c@example.test',
      name: null,
      at,
    });
    const id = inserted.rows[0]?.id as number;
    const named = await renames.execute(database.connection.db, 'name', { id, name: 'C' });
    await renames.execute(database.connection.db, 'display_name,name', {
      id,
      name: 'Cee',
      display_name: 'C.',
    });
    const missing = await renames.execute(database.connection.db, 'name', { id: id + 1000, name: 'nobody' });
    expect(Number(named.numAffectedRows)).toBe(1);
    expect(Number(missing.numAffectedRows)).toBe(0);
    expect(
      await database.connection.db
        .selectFrom('users')
        .select(['name', 'display_name'])
        .where('id', '=', id)
        .execute(),
    ).toEqual([{ name: 'Cee', display_name: 'C.' }]);
  });
});
