/**
 * A write that finds the SQLite database locked by another connection (a loop thread, another
 * command) waits for it with the event loop free, and gets the lock within moments of its release.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { type Generated, type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../src/db/index.js';
import { newSqliteLockReleases } from '../src/db/sqlite-busy-retry.js';
import { sqliteCasesRun } from './support/test-databases.js';

describe.runIf(sqliteCasesRun)('a SQLite write behind another connection', () => {
  let directory: string;
  let connection: DatabaseConnection;
  let other: SqliteDatabase.Database;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'spora-busy-'));
    const path = join(directory, 'spora.db');
    connection = openDatabase({ kind: 'sqlite', path });
    await sql`create table marks (id integer primary key, at text)`.execute(connection.db);
    other = new SqliteDatabase(path);
  });

  afterEach(async () => {
    other.close();
    await connection.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('waits for the lock without holding the event loop, and gets it as soon as it is free', async () => {
    other.exec('begin immediate');
    other.exec("insert into marks (at) values ('other')");
    let turns = 0;
    const ticker = setInterval(() => turns++, 1);
    const releasedAt: number[] = [];
    setTimeout(() => {
      other.exec('commit');
      releasedAt.push(performance.now());
    }, 150);
    try {
      await connection.db.transaction().execute(async (trx) => {
        await sql`insert into marks (at) values ('ours')`.execute(trx);
      });
      // SQLite's own busy handler slept the thread: the other connection's commit, due on this
      // thread's event loop, could never have come, and the write failed after 5 s.
      expect(releasedAt).toHaveLength(1);
      expect(turns).toBeGreaterThan(20);
    } finally {
      clearInterval(ticker);
    }
    const rows = await sql<{ at: string }>`select at from marks order by id`.execute(connection.db);
    expect(rows.rows.map((row) => row.at)).toEqual(['other', 'ours']);
  });

  it('tries a single statement outside a transaction again too', async () => {
    other.exec('begin immediate');
    setTimeout(() => other.exec('commit'), 50);
    await sql`insert into marks (at) values ('autocommit')`.execute(connection.db);
    const rows = await sql<{ n: number }>`select count(*) as n from marks`.execute(connection.db);
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('takes turns with connections that share its lock releases, none failing or lost', async () => {
    // As the loop threads of one process do: each its own connection, one counter of releases.
    const releases = newSqliteLockReleases();
    const path = join(directory, 'spora.db');
    const writers = [0, 1, 2].map(() =>
      openDatabase({ kind: 'sqlite', path }, { sqliteLockReleases: releases }),
    );
    try {
      await Promise.all(
        writers.map((writer, index) =>
          Promise.all(
            Array.from({ length: 40 }, (_, n) =>
              writer.db.transaction().execute(async (trx) => {
                await sql`insert into marks (at) values (${`writer ${index}`})`.execute(trx);
                // Holds the lock across a turn of the event loop, as the loop's writes do.
                await new Promise((resolve) => setImmediate(resolve));
                await sql`update marks set at = ${`writer ${index} #${n}`} where id = last_insert_rowid()`.execute(
                  trx,
                );
              }),
            ),
          ),
        ),
      );
    } finally {
      await Promise.all(writers.map((writer) => writer.close()));
    }
    const rows = await sql<{ n: number }>`select count(distinct at) as n from marks`.execute(connection.db);
    expect(rows.rows[0]?.n).toBe(120);
    expect(Atomics.load(releases, 0)).toBe(120);
  });

  it('keeps a thread with nothing else to do alive while its write waits for the lock', async () => {
    // As a loop thread opening the platform: its only work is the write, and a wait for another
    // thread's release holds no handle of its own, so the thread ended mid-wait (exit code 13).
    const path = join(directory, 'spora.db');
    other.exec('begin immediate');
    const source = `
      const { parentPort, workerData } = require('node:worker_threads');
      import(workerData.moduleUrl).then(async ({ openDatabase }) => {
        const writer = openDatabase({ kind: 'sqlite', path: workerData.path }, { sqliteLockReleases: workerData.releases });
        parentPort.postMessage('writing');
        await writer.db.insertInto('marks').values({ at: 'thread' }).execute();
        await writer.close();
        parentPort.postMessage('written');
      });
    `;
    // A worker thread loads JavaScript: the built module, as loop threads load it.
    const moduleUrl = new URL('../dist/db/index.js', import.meta.url).href;
    const worker = new Worker(source, {
      eval: true,
      workerData: { moduleUrl, path, releases: newSqliteLockReleases() },
    });
    const messages: string[] = [];
    worker.on('message', (message: string) => {
      messages.push(message);
      // Long enough for the write to have found the lock taken and to be waiting for it.
      if (message === 'writing') setTimeout(() => other.exec('commit'), 100);
    });
    const exitCode = await new Promise<number>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', resolve);
    });
    expect({ exitCode, messages }).toEqual({ exitCode: 0, messages: ['writing', 'written'] });
    const rows = await sql<{ at: string }>`select at from marks order by id`.execute(connection.db);
    expect(rows.rows.map((row) => row.at)).toEqual(['thread']);
  });

  it('announces the release of a write made outside a transaction, and not of a read', async () => {
    const releases = newSqliteLockReleases();
    const writer = openDatabase(
      { kind: 'sqlite', path: join(directory, 'spora.db') },
      { sqliteLockReleases: releases },
    );
    try {
      // Written as the claim and the lease renewals are: one statement, its own transaction.
      await (writer.db as unknown as Kysely<Marks>).insertInto('marks').values({ at: 'claim' }).execute();
      expect(Atomics.load(releases, 0)).toBe(1);
      await (writer.db as unknown as Kysely<Marks>).selectFrom('marks').selectAll().execute();
      await writer.db.transaction().execute(async (trx) => {
        await (trx as unknown as Kysely<Marks>).insertInto('marks').values({ at: 'step' }).execute();
      });
      // The transaction's commit, once; its statement inside did not announce.
      expect(Atomics.load(releases, 0)).toBe(2);
    } finally {
      await writer.close();
    }
  });
});

interface Marks {
  marks: { id: Generated<number>; at: string };
}
