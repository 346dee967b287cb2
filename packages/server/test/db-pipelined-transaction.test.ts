/**
 * A pipelined view of a transaction sends statements started together without waiting for each
 * other's answers. It must change nothing but the waiting: the same answers, inside the same
 * transaction, a failure undoing all of it, and the transaction itself usable beside it. A view of
 * a held connection outside a transaction runs each statement on its own, as the pool would.
 */
import { type Generated, type Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Database,
  type DatabaseConnection,
  openDatabase,
  pipelined,
  pipelinedConnection,
} from '../src/db/index.js';
import { type TestDatabase, testEngines } from './support/test-databases.js';

interface Marks {
  marks: { id: Generated<number>; at: string };
}

describe.each(testEngines)('a pipelined transaction on $name', (engine) => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let db: Kysely<Marks>;

  beforeAll(async () => {
    database = await engine.create();
    connection = openDatabase(database.location, { maxConnections: 2 });
    db = connection.db as unknown as Kysely<Marks>;
    await sql`create table marks (id integer primary key, at text not null)`.execute(db);
  });

  afterAll(async () => {
    await connection.close();
    await database.dispose();
  });

  const view = async (trx: Transaction<Marks>) =>
    (await pipelined(trx as unknown as Transaction<Database>)) as unknown as Transaction<Marks>;
  const marks = async () =>
    (await db.selectFrom('marks').select('at').orderBy('id').execute()).map((row) => row.at);

  it('answers reads started together each with its own rows, and sees the writes made before them', async () => {
    await db.transaction().execute(async (trx) => {
      const together = await view(trx);
      await together
        .insertInto('marks')
        .values([
          { id: 1, at: 'one' },
          { id: 2, at: 'two' },
        ])
        .execute();
      const reads = await Promise.all(
        [1, 2, 3, 1].map((id) => together.selectFrom('marks').select('at').where('id', '=', id).execute()),
      );
      expect(reads.map((rows) => rows.map((row) => row.at))).toEqual([['one'], ['two'], [], ['one']]);
      // The transaction itself runs statements beside its view, at the same time.
      const [, , seen] = await Promise.all([
        trx.insertInto('marks').values({ id: 3, at: 'three' }).execute(),
        together.updateTable('marks').set({ at: 'one, changed' }).where('id', '=', 1).execute(),
        trx.selectFrom('marks').select('at').orderBy('id').execute(),
      ]);
      expect(seen.map((row) => row.at)).toEqual(['one, changed', 'two', 'three']);
    });
    expect(await marks()).toEqual(['one, changed', 'two', 'three']);
    await db.deleteFrom('marks').execute();
  });

  it('undoes everything when a statement sent beside others fails, and reports that statement', async () => {
    const failing = db.transaction().execute(async (trx) => {
      const together = await view(trx);
      await Promise.all([
        together.insertInto('marks').values({ id: 1, at: 'kept only if all goes well' }).execute(),
        sql`select * from no_such_table`.execute(together),
        together.selectFrom('marks').selectAll().execute(),
      ]);
    });
    await expect(failing).rejects.toThrow(/no_such_table|no such table/);
    expect(await marks()).toEqual([]);
    // The connection serves the next transaction.
    await db.transaction().execute(async (trx) => {
      await (await view(trx)).insertInto('marks').values({ id: 4, at: 'after' }).execute();
    });
    expect(await marks()).toEqual(['after']);
    await db.deleteFrom('marks').execute();
  });

  it.runIf(engine.name === 'postgres')(
    'sends reads started together before the first is answered',
    async () => {
      const sentWaiting: boolean[] = [];
      const query = pg.Client.prototype.query;
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client & { _activeQuery?: unknown; _sentQueryQueue?: unknown[] },
        ...args: unknown[]
      ) {
        sentWaiting.push(Boolean(this._activeQuery) || (this._sentQueryQueue?.length ?? 0) > 0);
        return (query as (...passed: unknown[]) => unknown).apply(this, args);
      } as typeof query);
      try {
        await db.transaction().execute(async (trx) => {
          await trx.selectFrom('marks').selectAll().execute();
          sentWaiting.length = 0;
          const together = await view(trx);
          await Promise.all(
            [1, 2, 3].map((id) => together.selectFrom('marks').where('id', '=', id).selectAll().execute()),
          );
        });
      } finally {
        spy.mockRestore();
      }
      // The three reads, then COMMIT: the second and third went out while the first was unanswered.
      expect(sentWaiting.slice(0, 3)).toEqual([false, true, true]);
    },
  );

  it('views a held connection the same way, outside a transaction: each statement stands alone', async () => {
    await db.insertInto('marks').values({ id: 1, at: 'one' }).execute();
    const answers = await db.connection().execute(async (held) => {
      const together = (await pipelinedConnection(
        held as unknown as Kysely<Database>,
      )) as unknown as Kysely<Marks>;
      return Promise.allSettled([
        together.insertInto('marks').values({ id: 2, at: 'two' }).execute(),
        sql`select * from no_such_table`.execute(together),
        together.selectFrom('marks').select('at').orderBy('id').execute(),
      ]);
    });
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(answers[2]).toMatchObject({ value: [{ at: 'one' }, { at: 'two' }] });
    // The failure undid nothing, and the connection went back to serve the next statement.
    expect(await marks()).toEqual(['one', 'two']);
    await db.deleteFrom('marks').execute();
  });

  it('is a transaction: it opens no other', async () => {
    await db.transaction().execute(async (trx) => {
      const together = await view(trx);
      expect(together.isTransaction).toBe(true);
      expect(() => together.transaction()).toThrow();
    });
  });
});
