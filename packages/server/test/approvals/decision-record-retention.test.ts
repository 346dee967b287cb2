/**
 * Retention of the decision record: whole months past the period are archived (recorded, copied
 * as JSON Lines, then deleted) by the retention job alone; verification starts after the last
 * archived hash and still finds a row changed in the database; a broken chain is never archived;
 * concurrent jobs archive each range once.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  archiveDueRanges,
  DecisionRecordRetention,
  type RetentionPolicy,
  verifyDecisionRecord,
} from '../../src/approvals/index.js';
import { type Database, openDatabase, type Task, type ToolCall } from '../../src/db/index.js';
import { recordDecisions } from '../../src/orchestrator/tool-call-decisions.js';
import { databasePerTest } from '../support/database-per-test.js';
import { seedPendingCalls } from '../support/decision-seed.js';
import { testEngines } from '../support/test-databases.js';

/** When each of the seven seeded decisions was made: three in January, two in February, two in March. */
const decidedAt = [
  '2026-01-03T10:00:00.000Z',
  '2026-01-15T10:00:00.000Z',
  '2026-01-31T23:59:59.999Z',
  '2026-02-01T00:00:00.000Z',
  '2026-02-20T10:00:00.000Z',
  '2026-03-02T10:00:00.000Z',
  '2026-03-30T10:00:00.000Z',
];
const april15 = new Date('2026-04-15T12:00:00.000Z');
const thirtyDays: RetentionPolicy = {
  kind: 'archive_after',
  days: 30,
  setBy: 1,
  setAt: '2026-04-01T00:00:00.000Z',
};

describe.each(testEngines)('decision record retention on $name', (engine) => {
  let db: Kysely<Database>;
  let task: Task;
  let calls: ToolCall[];

  const database = databasePerTest(engine, 'migrated');

  beforeEach(async () => {
    db = database.connection.db;
    ({ task, calls } = await seedPendingCalls(db, 9));
    for (const [index, at] of decidedAt.entries()) await decide(index, at);
  });

  function decide(index: number, at: string) {
    const call = calls[index] as ToolCall;
    return db
      .transaction()
      .execute((trx) =>
        recordDecisions(
          trx,
          [{ call, decision: 'approve', reason: null, runArguments: JSON.parse(call.proposed_arguments) }],
          { task, via: 'per_call', channel: 'ui', decidedBy: task.user_id, at },
        ),
      );
  }

  const sequences = async () =>
    (await db.selectFrom('tool_call_decisions').select('sequence').orderBy('sequence').execute()).map(
      (row) => row.sequence,
    );

  it('archives the months wholly past the period, copies them, and verification starts after them', async () => {
    const before = await db.selectFrom('tool_call_decisions').selectAll().orderBy('sequence').execute();
    const directory = mkdtempSync(join(tmpdir(), 'spora-archive-'));
    const run = await archiveDueRanges(db, { policy: thirtyDays, now: april15, exportDirectory: directory });
    expect(run.refused).toBeNull();
    expect(
      run.archived.map((archive) => [archive.first_sequence, archive.last_sequence, archive.row_count]),
    ).toEqual([
      [1, 3, 3],
      [4, 5, 2],
    ]);
    expect(run.archived[0]).toMatchObject({
      decided_before: '2026-02-01T00:00:00.000Z',
      first_decided_at: decidedAt[0],
      last_decided_at: decidedAt[2],
      last_row_hash: before[2]?.row_hash,
      retention_days: 30,
      retention_set_by: 1,
      archived_at: april15.toISOString(),
    });
    // March ends after the cutoff (15 March): it stays.
    expect(await sequences()).toEqual([6, 7]);

    // The copies hold the rows as the export does, and their digests are recorded.
    expect(readdirSync(directory).sort()).toEqual(['decision-record-1-3.jsonl', 'decision-record-4-5.jsonl']);
    for (const archive of run.archived) {
      const text = readFileSync(archive.export_file ?? '', 'utf8');
      expect(createHash('sha256').update(text).digest('hex')).toBe(archive.export_sha256);
      const lines = text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.map((line) => line.sequence)).toEqual(
        before
          .filter((row) => row.sequence >= archive.first_sequence && row.sequence <= archive.last_sequence)
          .map((row) => row.sequence),
      );
      expect(lines.at(-1).row_hash).toBe(archive.last_row_hash);
    }

    const verified = await verifyDecisionRecord(db);
    expect(verified).toMatchObject({ intact: true, rows: 2, head: { sequence: 7 } });
    expect(verified.archived.map((range) => [range.first_sequence, range.last_sequence])).toEqual([
      [1, 3],
      [4, 5],
    ]);

    // Nothing more is due; new decisions chain on as before.
    expect(
      (await archiveDueRanges(db, { policy: thirtyDays, now: april15, exportDirectory: null })).archived,
    ).toEqual([]);
    await decide(7, '2026-04-15T12:00:00.000Z');
    expect(await verifyDecisionRecord(db)).toMatchObject({ intact: true, rows: 3, head: { sequence: 8 } });
  });

  it('still finds a row changed, or put back, in the database after archiving', async () => {
    await archiveDueRanges(db, { policy: thirtyDays, now: april15, exportDirectory: null });
    const [first] = await db.selectFrom('tool_call_decisions').selectAll().orderBy('sequence').execute();
    await db.updateTable('tool_call_decisions').set({ reason: 'edited' }).where('sequence', '=', 6).execute();
    const changed = await verifyDecisionRecord(db);
    expect(changed).toMatchObject({ intact: false, rows: 0, firstBreak: { id: first?.id, sequence: 6 } });
    if (changed.intact) throw new Error('unreachable');
    expect(changed.firstBreak.problem).toContain('the row was changed');
    await db.updateTable('tool_call_decisions').set({ reason: null }).where('sequence', '=', 6).execute();
    expect((await verifyDecisionRecord(db)).intact).toBe(true);

    // A row put back into an archived range is found.
    const { id: _id, ...sixth } = await db
      .selectFrom('tool_call_decisions')
      .selectAll()
      .where('sequence', '=', 6)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tool_call_decisions')
      .values({ ...sixth, sequence: 2 })
      .execute();
    const putBack = await verifyDecisionRecord(db);
    expect(putBack).toMatchObject({ intact: false, firstBreak: { sequence: 2 } });
    await db.deleteFrom('tool_call_decisions').where('sequence', '=', 2).execute();

    // The first remaining row must follow the last archived hash.
    await db
      .updateTable('decision_record_archives')
      .set({ last_row_hash: 'f'.repeat(64) })
      .where('last_sequence', '=', 5)
      .execute();
    const relinked = await verifyDecisionRecord(db);
    expect(relinked).toMatchObject({ intact: false, firstBreak: { sequence: 6 } });

    // An archive row removed leaves a gap in the archived ranges.
    await db.deleteFrom('decision_record_archives').where('first_sequence', '=', 1).execute();
    const gap = await verifyDecisionRecord(db);
    expect(gap).toMatchObject({ intact: false, firstBreak: { id: null, sequence: 4 } });
  });

  it('never archives a broken chain, and keeps every row without a retention period', async () => {
    expect(
      await archiveDueRanges(db, { policy: { kind: 'keep_forever' }, now: april15, exportDirectory: null }),
    ).toEqual({ archived: [], refused: null });
    await db
      .updateTable('tool_call_decisions')
      .set({ decision: 'reject' })
      .where('sequence', '=', 2)
      .execute();
    const directory = mkdtempSync(join(tmpdir(), 'spora-archive-'));
    const run = await archiveDueRanges(db, { policy: thirtyDays, now: april15, exportDirectory: directory });
    expect(run.archived).toEqual([]);
    expect(run.refused).toMatchObject({ sequence: 2 });
    expect(await sequences()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(readdirSync(directory)).toEqual([]);
    expect(await db.selectFrom('decision_record_archives').selectAll().execute()).toEqual([]);
  });

  it('archives each range once when several jobs run at the same time', async () => {
    // PostgreSQL: three connections, as three workers. SQLite has one process at a time (a lock
    // file says so), whose runs share its one connection.
    const others =
      engine.name === 'postgres' ? [openDatabase(database.location), openDatabase(database.location)] : [];
    try {
      const databases = engine.name === 'postgres' ? [db, ...others.map((other) => other.db)] : [db, db, db];
      const runs = await Promise.all(
        databases.map((database) =>
          archiveDueRanges(database, { policy: thirtyDays, now: april15, exportDirectory: null }),
        ),
      );
      const archived = runs.flatMap((run) => run.archived.map((archive) => archive.first_sequence));
      expect(archived.sort((a, b) => a - b)).toEqual([1, 4]);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
    expect(await sequences()).toEqual([6, 7]);
    expect((await verifyDecisionRecord(db)).intact).toBe(true);
  });

  it('keeps the period an administrator set, and forgets it when set to null', async () => {
    const retention = new DecisionRecordRetention(db);
    expect(await retention.get()).toEqual({ kind: 'keep_forever' });
    const set = await retention.set(90, task.user_id);
    expect(await retention.get()).toEqual(set);
    expect(set).toMatchObject({ kind: 'archive_after', days: 90, setBy: task.user_id });
    expect(await retention.set(null, task.user_id)).toEqual({ kind: 'keep_forever' });
    expect(await retention.get()).toEqual({ kind: 'keep_forever' });
  });
});
