/**
 * One long-running process per SQLite database: a second lock on the same file is refused with
 * DATABASE_IN_USE, and a released lock can be taken again.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireSingleProcessLock, DatabaseInUseError } from '../src/db/single-process-lock.js';

describe('the single-process lock of a SQLite database', () => {
  it('refuses a second holder until the first lets go', () => {
    const database = join(mkdtempSync(join(tmpdir(), 'spora-lock-')), 'spora.db');
    const first = acquireSingleProcessLock(database);
    expect(first.path).toBe(`${database}.lock`);
    let refusal: unknown = null;
    try {
      acquireSingleProcessLock(database);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect(refusal).toMatchObject({ code: 'DATABASE_IN_USE', details: { databasePath: database } });
    first.release();
    const again = acquireSingleProcessLock(database);
    again.release();
  });

  it('lets processes on different databases run side by side', () => {
    const directory = mkdtempSync(join(tmpdir(), 'spora-lock-'));
    const one = acquireSingleProcessLock(join(directory, 'one.db'));
    const two = acquireSingleProcessLock(join(directory, 'two.db'));
    one.release();
    two.release();
  });
});
