import type { Kysely } from 'kysely';
import type { Database, DecisionRecordArchivesTable, ToolCallDecision } from '../db/schema.js';
import { type ChainHead, chainedContent, genesisHash, rowHash } from './decision-chain.js';

/** A range the retention job archived: its rows left the table, its last hash stays. */
export interface ArchivedRange {
  readonly first_sequence: number;
  readonly last_sequence: number;
  readonly row_count: number;
  readonly last_row_hash: string;
  readonly archived_at: string;
  readonly export_file: string | null;
}

/** Where the chain first breaks: the row (or the head) and what differs. */
export interface ChainBreak {
  /** The row's id; null when the break is in the head, after the last row. */
  readonly id: number | null;
  readonly sequence: number;
  readonly problem: string;
}

export type ChainVerification =
  | {
      readonly intact: true;
      readonly rows: number;
      readonly head: ChainHead;
      readonly archived: readonly ArchivedRange[];
    }
  | {
      readonly intact: false;
      readonly rows: number;
      readonly firstBreak: ChainBreak;
      readonly archived: readonly ArchivedRange[];
    };

const pageSize = 1000;

/**
 * Walks the decision record in chain order and checks each link: sequences without gaps (a
 * deleted row leaves one), each row naming the hash of the one before, each hash matching the
 * row's content (a changed column changes it), and the head naming the last row (a deleted tail).
 * Archived ranges (the retention job's, which deleted their rows) must follow each other from
 * sequence 1 without gaps; the walk starts after the last of them, from its last row's hash.
 */
export async function verifyDecisionRecord(db: Kysely<Database>): Promise<ChainVerification> {
  const archived: ArchivedRange[] = await db
    .selectFrom('decision_record_archives')
    .select(['first_sequence', 'last_sequence', 'row_count', 'last_row_hash', 'archived_at', 'export_file'])
    .orderBy('first_sequence')
    .execute();
  const archiveBreak = archiveProblem(archived);
  if (archiveBreak !== null) return { intact: false, rows: 0, firstBreak: archiveBreak, archived };
  const lastArchived = archived.at(-1);
  if (lastArchived !== undefined) {
    // An archived range's rows were deleted with it; one found there again was put back by hand.
    const stray = await db
      .selectFrom('tool_call_decisions')
      .select(['id', 'sequence'])
      .where('sequence', '<=', lastArchived.last_sequence)
      .orderBy('sequence')
      .limit(1)
      .executeTakeFirst();
    if (stray !== undefined) {
      const problem = `sequence ${stray.sequence} is in an archived range, whose rows were deleted: it was inserted again`;
      return {
        intact: false,
        rows: 0,
        firstBreak: { id: stray.id, sequence: stray.sequence, problem },
        archived,
      };
    }
  }
  let previous: ChainHead = lastArchived
    ? { sequence: lastArchived.last_sequence, row_hash: lastArchived.last_row_hash }
    : { sequence: 0, row_hash: genesisHash };
  let rows = 0;
  for (;;) {
    const page = await db
      .selectFrom('tool_call_decisions')
      .selectAll()
      .where('sequence', '>', previous.sequence)
      .orderBy('sequence')
      .limit(pageSize)
      .execute();
    for (const row of page) {
      const problem = linkProblem(previous, row);
      if (problem !== null) {
        return { intact: false, rows, firstBreak: { id: row.id, sequence: row.sequence, problem }, archived };
      }
      previous = row;
      rows += 1;
    }
    if (page.length < pageSize) break;
  }
  const head = await db.selectFrom('decision_chain_head').select(['sequence', 'row_hash']).executeTakeFirst();
  if (head?.sequence !== previous.sequence || head.row_hash !== previous.row_hash) {
    const problem = head
      ? `the head names sequence ${head.sequence} (hash ${head.row_hash}), but the last row is sequence ${previous.sequence} (hash ${previous.row_hash}): rows after it are missing or the head was changed`
      : 'the chain head is missing';
    return {
      intact: false,
      rows,
      firstBreak: { id: null, sequence: previous.sequence + 1, problem },
      archived,
    };
  }
  return { intact: true, rows, head: previous, archived };
}

/** Where the archived ranges stop following each other, if they do. */
function archiveProblem(
  archived: readonly Pick<DecisionRecordArchivesTable, 'first_sequence' | 'last_sequence' | 'row_count'>[],
): ChainBreak | null {
  let expected = 1;
  for (const range of archived) {
    const count = range.last_sequence - range.first_sequence + 1;
    if (range.first_sequence !== expected || range.row_count !== count) {
      return {
        id: null,
        sequence: range.first_sequence,
        problem: `the archived range ${range.first_sequence}–${range.last_sequence} (${range.row_count} rows) does not follow the one before it, which ends at sequence ${expected - 1}`,
      };
    }
    expected = range.last_sequence + 1;
  }
  return null;
}

/** What is wrong with `row` as the link after `previous`; null when it holds. */
export function linkProblem(previous: ChainHead, row: ToolCallDecision): string | null {
  if (row.sequence !== previous.sequence + 1) {
    return `sequence ${row.sequence} follows ${previous.sequence}: rows ${previous.sequence + 1} to ${row.sequence - 1} are missing`;
  }
  if (row.prev_hash !== previous.row_hash) {
    return `prev_hash ${row.prev_hash} is not the previous row's hash ${previous.row_hash}`;
  }
  const expected = rowHash(row.prev_hash, chainedContent(row));
  if (row.row_hash !== expected) {
    return `row_hash ${row.row_hash} does not match its content (expected ${expected}): the row was changed`;
  }
  return null;
}
