/**
 * `spora audit verify` as a user runs it, against a database changed behind the platform's back.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseLocation } from '../src/config/index.js';
import { databasePerTest } from './support/database-per-test.js';
import { recordApprovals, seedPendingCalls } from './support/decision-seed.js';
import { testEngines } from './support/test-databases.js';

const cliPath = fileURLToPath(new URL('../bin/spora.js', import.meta.url));

function verify(location: DatabaseLocation): Promise<{ code: number; stdout: string; stderr: string }> {
  const url = location.kind === 'sqlite' ? `sqlite:${location.path}` : location.url;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cliPath, 'audit', 'verify'],
      {
        cwd: mkdtempSync(join(tmpdir(), 'spora-cli-')),
        env: { PATH: process.env.PATH, SPORA_DATABASE_URL: url },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe.each(testEngines)('spora audit verify on $name', (engine) => {
  const database = databasePerTest(engine, 'migrated');

  // Three CLI processes, each opening the platform: slow beside other files on a loaded machine.
  it('passes an intact record and names the first row changed or deleted in the database', {
    timeout: 120_000,
  }, async () => {
    const { db } = database.connection;
    const { task, calls } = await seedPendingCalls(db, 3);
    const rows = await recordApprovals(db, task, calls);
    const [, second, third] = rows.map((row) => row.id);
    const intact = await verify(database.location);
    expect(intact).toMatchObject({ code: 0, stderr: '' });
    expect(intact.stdout).toMatch(
      /^Decision record intact: 3 decisions, head at sequence 3 \([0-9a-f]{64}\)\.$/m,
    );

    await sql`update tool_call_decisions set decision = 'reject' where id = ${second}`.execute(db);
    const changed = await verify(database.location);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain(`Decision record broken at row ${second} (sequence 2): row_hash`);
    expect(changed.stderr).toContain('the row was changed');

    await sql`update tool_call_decisions set decision = 'approve' where id = ${second}`.execute(db);
    await sql`delete from tool_call_decisions where id = ${second}`.execute(db);
    const deleted = await verify(database.location);
    expect(deleted.code).toBe(1);
    expect(deleted.stderr).toContain(
      `Decision record broken at row ${third} (sequence 3): sequence 3 follows 1`,
    );
  });
});
