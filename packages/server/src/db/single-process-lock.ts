import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SporaError } from '@spora/sdk';
import SqliteDatabase from 'better-sqlite3';

/** Another long-running process holds the SQLite database. */
export class DatabaseInUseError extends SporaError<'DATABASE_IN_USE'> {}

export interface SingleProcessLock {
  /** Where the lock lives: `<database>.lock`. */
  readonly path: string;
  release(): void;
}

/**
 * SQLite serves one long-running Spora process (`spora serve` or `spora worker`): a second one
 * would start and share the file, but what one process signals to another — an abort cancelling
 * a model request, a queued task waking a worker — never reaches it. So the first process holds
 * an exclusive SQLite lock on `<database>.lock` for as long as it runs, and a second one is
 * refused with `DATABASE_IN_USE`. The operating system drops the lock when the process ends, a
 * crash included, so no stale lock is ever left behind. Short commands (`spora migrate`,
 * `spora admin:create`) take no lock and still work beside a running server.
 */
export function acquireSingleProcessLock(databasePath: string): SingleProcessLock {
  const path = `${databasePath}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  // No busy wait: a held lock answers at once.
  const lock = new SqliteDatabase(path, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // The first write takes the exclusive lock; in this locking mode it is kept until close.
    lock.exec('create table if not exists spora_process (started_at text)');
    lock.prepare('insert into spora_process (started_at) values (?)').run(new Date().toISOString());
  } catch (error) {
    lock.close();
    if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error;
    throw new DatabaseInUseError(
      'DATABASE_IN_USE',
      `Another Spora process (spora serve or spora worker) is using the SQLite database ${databasePath}. ` +
        'SQLite serves one such process: stop the other one first, or use PostgreSQL (SPORA_DATABASE_URL=postgres://…) to run several.',
      { databasePath, lockPath: path },
    );
  }
  return {
    path,
    release: () => {
      if (lock.open) lock.close();
    },
  };
}
