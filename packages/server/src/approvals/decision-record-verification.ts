import type { Kysely } from 'kysely';
import type { Database, ToolCallDecision } from '../db/schema.js';
import { type ChainHead, chainedContent, genesisHash, rowHash } from './decision-chain.js';

/** Where the chain first breaks: the row (or the head) and what differs. */
export interface ChainBreak {
  /** The row's id; null when the break is in the head, after the last row. */
  readonly id: number | null;
  readonly sequence: number;
  readonly problem: string;
}

export type ChainVerification =
  | { readonly intact: true; readonly rows: number; readonly head: ChainHead }
  | { readonly intact: false; readonly rows: number; readonly firstBreak: ChainBreak };

const pageSize = 1000;

/**
 * Walks the decision record in chain order and checks each link: sequences without gaps (a
 * deleted row leaves one), each row naming the hash of the one before, each hash matching the
 * row's content (a changed column changes it), and the head naming the last row (a deleted tail).
 */
export async function verifyDecisionRecord(db: Kysely<Database>): Promise<ChainVerification> {
  let previous: ChainHead = { sequence: 0, row_hash: genesisHash };
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
        return { intact: false, rows, firstBreak: { id: row.id, sequence: row.sequence, problem } };
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
    return { intact: false, rows, firstBreak: { id: null, sequence: previous.sequence + 1, problem } };
  }
  return { intact: true, rows, head: previous };
}

function linkProblem(previous: ChainHead, row: ToolCallDecision): string | null {
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
