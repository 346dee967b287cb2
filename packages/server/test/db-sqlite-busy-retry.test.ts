/**
 * A write that finds the SQLite database locked by another connection (a loop thread, another
 * command) waits for it with the event loop free, and gets the lock within moments of its release.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../src/db/index.js';
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
      const acquiredAt = performance.now();
      // SQLite's own busy handler slept the thread in steps up to 100 ms; this waits in ~1 ms steps.
      expect(acquiredAt - (releasedAt[0] ?? Number.NaN)).toBeLessThan(25);
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
});
