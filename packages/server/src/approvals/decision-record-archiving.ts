import type { Kysely, Selectable } from 'kysely';
import type { Database, DecisionRecordArchivesTable } from '../db/index.js';
import { type ChainHead, genesisHash, takeChainHead } from './decision-chain.js';
import { type ArchiveFile, openArchiveFile } from './decision-record-archive-file.js';
import type { RetentionPolicy } from './decision-record-retention.js';
import { type ChainBreak, linkProblem } from './decision-record-verification.js';

export type DecisionRecordArchive = Selectable<DecisionRecordArchivesTable>;

export interface ArchivingOptions {
  readonly policy: RetentionPolicy;
  readonly now: Date;
  /** Where each range is copied as JSON Lines before its rows are deleted; null: no copy. */
  readonly exportDirectory: string | null;
  /** At most this many months per run, so one run after a long pause stays short. */
  readonly maxRanges?: number;
}

/** What one run of the retention job did. */
export interface ArchivingRun {
  readonly archived: readonly DecisionRecordArchive[];
  /** Set when the chain is broken where archiving would begin: nothing is deleted then. */
  readonly refused: ChainBreak | null;
}

const batchSize = 1000;

/** The newest archived range, or none. */
export async function latestArchive(db: Kysely<Database>): Promise<DecisionRecordArchive | undefined> {
  return db
    .selectFrom('decision_record_archives')
    .selectAll()
    .orderBy('last_sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every archived range, oldest first. */
export function listArchives(db: Kysely<Database>): Promise<DecisionRecordArchive[]> {
  return db.selectFrom('decision_record_archives').selectAll().orderBy('first_sequence').execute();
}

/**
 * Archives the decision record's oldest months once each is wholly older than the retention
 * period: a month's rows (a prefix of the chain, up to its last row decided before the month's
 * end) are checked link by link from the last archived hash, copied to a JSON Lines file when a
 * folder is set, and then, in one transaction, recorded as an archive row and deleted. This is
 * the only way rows leave the record. A broken chain is never archived (that would hide the
 * break); concurrent runs (several workers) archive each range once, serialised on the chain head.
 */
export async function archiveDueRanges(
  db: Kysely<Database>,
  options: ArchivingOptions,
): Promise<ArchivingRun> {
  const { policy } = options;
  if (policy.kind === 'keep_forever') return { archived: [], refused: null };
  const cutoff = options.now.getTime() - policy.days * 86_400_000;
  const archived: DecisionRecordArchive[] = [];
  for (let ranges = 0; ranges < (options.maxRanges ?? 120); ranges += 1) {
    const next = await archiveOldestMonth(db, policy, cutoff, options);
    if (next.kind === 'none') break;
    if (next.kind === 'raced') continue;
    if (next.kind === 'broken') return { archived, refused: next.problem };
    archived.push(next.archive);
  }
  return { archived, refused: null };
}

type MonthOutcome =
  | { readonly kind: 'none' }
  /** Another run archived rows this one was reading: look again. */
  | { readonly kind: 'raced' }
  | { readonly kind: 'broken'; readonly problem: ChainBreak }
  | { readonly kind: 'archived'; readonly archive: DecisionRecordArchive };

async function archiveOldestMonth(
  db: Kysely<Database>,
  policy: Extract<RetentionPolicy, { kind: 'archive_after' }>,
  cutoff: number,
  options: ArchivingOptions,
): Promise<MonthOutcome> {
  // Read first, so a range another run archives after this point shows as a gap, not a repeat.
  const before = await latestArchive(db);
  const oldest = await db
    .selectFrom('tool_call_decisions')
    .select(['sequence', 'decided_at'])
    .orderBy('sequence')
    .limit(1)
    .executeTakeFirst();
  if (oldest === undefined) return { kind: 'none' };
  const monthEnd = startOfNextMonth(oldest.decided_at);
  if (Date.parse(monthEnd) > cutoff) return { kind: 'none' };
  const last = await db
    .selectFrom('tool_call_decisions')
    .select('sequence')
    .where('decided_at', '<', monthEnd)
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
  const start: ChainHead = before
    ? { sequence: before.last_sequence, row_hash: before.last_row_hash }
    : { sequence: 0, row_hash: genesisHash };
  if (last === undefined || last.sequence <= start.sequence) return { kind: 'raced' };
  const file =
    options.exportDirectory === null
      ? null
      : await openArchiveFile(options.exportDirectory, start.sequence + 1, last.sequence);
  const walked = await walkRange(db, start, last.sequence, file);
  if (walked.kind === 'broken') {
    await file?.discard();
    // Rows another run archived meanwhile look like a gap; only a break that stays is one.
    const latest = await latestArchive(db);
    return (latest?.last_sequence ?? 0) === start.sequence ? walked : { kind: 'raced' };
  }
  const exported = file === null ? null : await file.finish();
  const archive = await db.transaction().execute(async (trx) => {
    await takeChainHead(trx);
    const latest = await latestArchive(trx);
    // Another worker archived this range while this one read it.
    if ((latest?.last_sequence ?? 0) !== start.sequence) return null;
    const row = await trx
      .insertInto('decision_record_archives')
      .values({
        first_sequence: start.sequence + 1,
        last_sequence: last.sequence,
        row_count: walked.rows,
        last_row_hash: walked.end.row_hash,
        decided_before: monthEnd,
        first_decided_at: walked.firstDecidedAt,
        last_decided_at: walked.lastDecidedAt,
        export_file: exported?.path ?? null,
        export_sha256: exported?.sha256 ?? null,
        retention_days: policy.days,
        retention_set_by: policy.setBy,
        archived_at: options.now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const deleted = await trx
      .deleteFrom('tool_call_decisions')
      .where('sequence', '>', start.sequence)
      .where('sequence', '<=', last.sequence)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== walked.rows) {
      throw new Error(
        `Archiving sequences ${start.sequence + 1}–${last.sequence} would delete ${deleted.numDeletedRows} rows, not the ${walked.rows} checked.`,
      );
    }
    return row;
  });
  return archive === null ? { kind: 'raced' } : { kind: 'archived', archive };
}

type WalkedRange =
  | { readonly kind: 'broken'; readonly problem: ChainBreak }
  | {
      readonly kind: 'intact';
      readonly rows: number;
      readonly end: ChainHead;
      readonly firstDecidedAt: string;
      readonly lastDecidedAt: string;
    };

/** Checks each link from `start` to `lastSequence`, copying the rows to `file` as it goes. */
async function walkRange(
  db: Kysely<Database>,
  start: ChainHead,
  lastSequence: number,
  file: ArchiveFile | null,
): Promise<WalkedRange> {
  let previous = start;
  let rows = 0;
  let firstDecidedAt = '';
  let lastDecidedAt = '';
  while (previous.sequence < lastSequence) {
    const batch = await db
      .selectFrom('tool_call_decisions')
      .selectAll()
      .where('sequence', '>', previous.sequence)
      .where('sequence', '<=', lastSequence)
      .orderBy('sequence')
      .limit(batchSize)
      .execute();
    if (batch.length === 0) break;
    for (const row of batch) {
      const problem = linkProblem(previous, row);
      if (problem !== null)
        return { kind: 'broken', problem: { id: row.id, sequence: row.sequence, problem } };
      if (rows === 0) firstDecidedAt = row.decided_at;
      lastDecidedAt = row.decided_at;
      previous = row;
      rows += 1;
    }
    await file?.write(batch);
  }
  return { kind: 'intact', rows, end: previous, firstDecidedAt, lastDecidedAt };
}

/** The first instant (UTC) of the month after the one `iso` falls in. */
function startOfNextMonth(iso: string): string {
  const date = new Date(iso);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString();
}
