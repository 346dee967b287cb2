/**
 * On PostgreSQL the statements built once (`PrecompiledQuery`) are prepared by name, so each
 * connection parses them once. A setting turns that off for poolers that cannot keep prepared
 * statements, and a statement whose table changed shape is prepared again on a new connection.
 */
import { type Generated, type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type DatabaseConnection,
  isConnectionLoss,
  openDatabase,
  PrecompiledQueries,
  PrecompiledQuery,
} from '../src/db/index.js';
import { type TestDatabase, testEngines } from './support/test-databases.js';

interface Notes {
  notes: { id: Generated<number>; body: string };
}

const postgres = testEngines.find((engine) => engine.name === 'postgres');

// Built against the test's own table: the query builder is typed for Spora's schema.
const allNotes = new PrecompiledQuery<Record<string, never>, Record<string, unknown>>((db) =>
  (db as unknown as Kysely<Notes>).selectFrom('notes').selectAll().orderBy('id'),
);

const noteById = new PrecompiledQuery<{ id: unknown }, Record<string, unknown>>((db, slots) =>
  (db as unknown as Kysely<Notes>)
    .selectFrom('notes')
    .select(['id', 'body'])
    .where('id', '=', slots.id as number),
);

/** The names the statements sent meanwhile were prepared under (undefined: parsed each time). */
async function namesSent(run: () => Promise<unknown>): Promise<(string | undefined)[]> {
  const names: (string | undefined)[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [config] = args;
    names.push(
      typeof config === 'object' && config !== null ? (config as { name?: string }).name : undefined,
    );
    return (query as (...passed: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return names;
}

describe.runIf(postgres)('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  const opened: DatabaseConnection[] = [];

  const open = (preparedStatements?: boolean) => {
    const location = database.location;
    if (location.kind !== 'postgres') throw new Error('A PostgreSQL location was expected.');
    const connection = openDatabase(
      preparedStatements === undefined ? location : { ...location, preparedStatements },
      { maxConnections: 1 },
    );
    opened.push(connection);
    return connection.db;
  };

  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).create();
    const db = open() as unknown as Kysely<Notes>;
    await sql`create table notes (id serial primary key, body text not null)`.execute(db);
    await db.insertInto('notes').values({ body: 'first' }).execute();
  });

  afterAll(async () => {
    for (const connection of opened) await connection.close();
    await database.dispose();
  });

  it('runs a precompiled statement by name, and any other as text', async () => {
    const db = open();
    const names = await namesSent(async () => {
      await allNotes.execute(db, {});
      await allNotes.execute(db, {});
      await sql`select 1`.execute(db);
    });
    expect(names[0]).toMatch(/^spora_[0-9a-f]{24}$/);
    expect(names).toEqual([names[0], names[0], undefined]);
    expect((await allNotes.execute(db, {})).rows).toEqual([{ id: 1, body: 'first' }]);
  });

  it('prepares only the variants a query keeps, not those built once beyond its limit', async () => {
    const db = open();
    const byBody = new PrecompiledQueries<{ body: string }, Record<string, unknown>>(
      (key) => (built, slots) =>
        (built as unknown as Kysely<Notes>)
          .selectFrom('notes')
          .select(key === 'id' ? 'id' : 'body')
          .where('body', '=', slots.body),
      1,
    );
    const names = await namesSent(async () => {
      await byBody.execute(db, 'id', { body: 'first' });
      await byBody.execute(db, 'body', { body: 'first' });
    });
    expect(names[0]).toMatch(/^spora_/);
    expect(names[1]).toBeUndefined();
  });

  it('prepares again on a new connection a statement that pg closed after a value it could not send', async () => {
    const db = open();
    expect((await noteById.execute(db, { id: 1 })).rows).toEqual([{ id: 1, body: 'first' }]);
    const unsendable = {
      toPostgres() {
        throw new Error('cannot be sent');
      },
    };
    await expect(noteById.execute(db, { id: unsendable })).rejects.toThrow('cannot be sent');
    // pg closed the statement on the server but takes it for prepared: its next run fails there
    // as a lost connection, and the one after runs on a new connection.
    const next = await noteById.execute(db, { id: 1 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isConnectionLoss(next)).toBe(true);
    expect((await noteById.execute(db, { id: 1 })).rows).toEqual([{ id: 1, body: 'first' }]);
  });

  it('prepares nothing when the setting is off', async () => {
    const db = open(false);
    expect(await namesSent(() => allNotes.execute(db, {}))).toEqual([undefined]);
  });

  it('prepares a statement again on a new connection once its table changed shape', async () => {
    const db = open();
    await allNotes.execute(db, {});
    await sql`alter table notes add column tag text`.execute(open(false));
    const failed = await allNotes.execute(db, {}).catch((error: unknown) => error);
    expect(isConnectionLoss(failed)).toBe(true);
    // Tried again, it runs on a new connection (the old one was closed), with the new column.
    expect((await allNotes.execute(db, {})).rows).toEqual([{ id: 1, body: 'first', tag: null }]);
  });
});
