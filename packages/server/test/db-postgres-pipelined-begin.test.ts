/**
 * On PostgreSQL a transaction's BEGIN is sent without waiting for its answer, so it reaches the
 * server with the first statement. That statement must still run inside the transaction, and a
 * failure must leave nothing behind. A statement may also be left unanswered when COMMIT is sent
 * behind it: its failure then fails the COMMIT, which PostgreSQL answers with ROLLBACK. Statements
 * sent one after another without waiting leave in one socket write.
 */
import net from 'node:net';
import { type Generated, type Kysely, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, type DatabaseConnection, openDatabase, pipelined } from '../src/db/index.js';
import { type TestDatabase, testEngines } from './support/test-databases.js';

interface Marks {
  marks: { id: Generated<number>; at: string };
}

const postgres = testEngines.find((engine) => engine.name === 'postgres');

describe.runIf(postgres)('a pipelined BEGIN on PostgreSQL', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let db: Kysely<Marks>;

  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).create();
    // One connection: every transaction follows the previous one on the same client.
    connection = openDatabase(database.location, { maxConnections: 1 });
    db = connection.db as unknown as Kysely<Marks>;
    await sql`create table marks (id serial primary key, at text not null)`.execute(db);
  });

  afterAll(async () => {
    await connection.close();
    await database.dispose();
  });

  const marks = async () =>
    (await db.selectFrom('marks').select('at').orderBy('id').execute()).map((row) => row.at);

  it('runs the first statement inside the transaction: a later failure undoes it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('marks').values({ at: 'first statement' }).execute();
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('marks').values({ at: 'before a bad statement' }).execute();
      await sql`select * from no_such_table`.execute(trx);
    });
    await expect(failing).rejects.toMatchObject({ code: '42P01' });
    expect(await marks()).toEqual([]);
  });

  it('reports a first statement that fails as itself, and the connection serves the next one', async () => {
    await expect(
      db.transaction().execute((trx) => sql`select * from no_such_table`.execute(trx)),
    ).rejects.toMatchObject({ code: '42P01' });
    await db.transaction().execute((trx) => trx.insertInto('marks').values({ at: 'after' }).execute());
    expect(await marks()).toEqual(['after']);
    await db.deleteFrom('marks').execute();
  });

  it('keeps transactions apart one after another, committed or rolled back', async () => {
    for (let n = 0; n < 40; n++) {
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('marks')
            .values({ at: `#${n}` })
            .execute();
          // The insert's transaction id is still this statement's: it was not committed alone.
          const inside = await sql<{
            open: boolean;
          }>`select pg_current_xact_id_if_assigned() is not null as open`.execute(trx);
          expect(inside.rows[0]?.open).toBe(true);
          if (n % 2 === 1) throw new Error('rolled back');
        })
        .catch(() => {});
    }
    expect(await marks()).toEqual(Array.from({ length: 20 }, (_, index) => `#${2 * index}`));
  });

  it('fails the COMMIT of a transaction in which a statement nobody waited for failed, with its error', async () => {
    await db.deleteFrom('marks').execute();
    let unanswered: Promise<unknown> | null = null;
    const committing = db.transaction().execute(async (trx) => {
      await trx.insertInto('marks').values({ at: 'before the unanswered statement' }).execute();
      unanswered = sql`select * from no_such_table`.execute(trx);
      unanswered.catch(() => {});
    });
    await expect(committing).rejects.toMatchObject({ code: '42P01' });
    await expect(unanswered).rejects.toMatchObject({ code: '42P01' });
    expect(await marks()).toEqual([]);
    // The failure belonged to that transaction only.
    await db.transaction().execute((trx) => trx.insertInto('marks').values({ at: 'next' }).execute());
    expect(await marks()).toEqual(['next']);
    await db.deleteFrom('marks').execute();
  });

  it('sends BEGIN with the first statement, and a last statement nobody waited for with COMMIT, in one write each', async () => {
    const { port } = new URL(database.location.kind === 'postgres' ? database.location.url : '');
    const written: string[] = [];
    // Every write a socket to the server makes, with the messages it carried (their type letters).
    const record = (socket: net.Socket, chunks: readonly Buffer[]) => {
      if (String(socket.remotePort) === port) written.push(chunks.map(messageTypes).join(''));
    };
    const writev = net.Socket.prototype._writev as NonNullable<net.Socket['_writev']>;
    const write = net.Socket.prototype._write;
    const spies = [
      vi.spyOn(net.Socket.prototype, '_writev').mockImplementation(function (this: net.Socket, chunks, done) {
        record(
          this,
          chunks.map(({ chunk }) => chunk as Buffer),
        );
        writev.call(this, chunks, done);
      }),
      vi.spyOn(net.Socket.prototype, '_write').mockImplementation(function (
        this: net.Socket,
        chunk,
        encoding,
        done,
      ) {
        record(this, [chunk as Buffer]);
        write.call(this, chunk, encoding, done);
      }),
    ];
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('marks').values({ at: 'first' }).execute();
        await trx.insertInto('marks').values({ at: 'second' }).execute();
        const together = await pipelined(trx as unknown as Transaction<Database>);
        void (together as unknown as Transaction<Marks>).insertInto('marks').values({ at: 'last' }).execute();
      });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const committed = await marks();
    await db.deleteFrom('marks').execute();
    // Q: a simple query (BEGIN, COMMIT); P, B, D, E, S: a prepared statement's messages.
    expect(written).toEqual(['QPBDES', 'PBDES', 'PBDESQ']);
    expect(committed).toEqual(['first', 'second', 'last']);
  });

  it('fails the COMMIT of a transaction a caught failure aborted, rather than report it committed', async () => {
    const committing = db.transaction().execute(async (trx) => {
      await trx.insertInto('marks').values({ at: 'before a caught failure' }).execute();
      await sql`select * from no_such_table`.execute(trx).catch(() => {});
    });
    await expect(committing).rejects.toMatchObject({ code: '42P01' });
    expect(await marks()).toEqual([]);
  });
});

/** The type letters of the protocol messages in one chunk a client wrote. */
function messageTypes(chunk: Buffer): string {
  let types = '';
  for (let offset = 0; offset + 5 <= chunk.length; offset += 1 + chunk.readInt32BE(offset + 1)) {
    types += String.fromCharCode(chunk[offset] as number);
  }
  return types;
}
