import type { Insertable, Transaction } from 'kysely';
import { canonicalJson, sha256Hex } from '../db/canonical-json.js';
import type { Database, ToolCallDecision, ToolCallDecisionsTable } from '../db/schema.js';

/** The hash the first row of the chain follows. */
export const genesisHash = '0'.repeat(64);

/** A decision row before it is chained: everything but its place and hashes. */
export type UnchainedDecision = Omit<
  Insertable<ToolCallDecisionsTable>,
  'id' | 'sequence' | 'prev_hash' | 'row_hash'
>;

export type ChainedDecision = UnchainedDecision &
  Pick<ToolCallDecision, 'sequence' | 'prev_hash' | 'row_hash'>;

export interface ChainHead {
  readonly sequence: number;
  readonly row_hash: string;
}

/** What a row's hash covers: every column but the database's id and the hash itself. */
export function chainedContent(row: Omit<ChainedDecision, 'row_hash'>): string {
  return canonicalJson({
    sequence: row.sequence,
    task_id: row.task_id,
    tool_call_id: row.tool_call_id,
    agent_id: row.agent_id,
    user_id: row.user_id,
    operation: row.operation ?? null,
    decision: row.decision,
    via: row.via,
    channel: row.channel ?? null,
    decided_by: row.decided_by ?? null,
    decided_by_rule: row.decided_by_rule ?? null,
    reason: row.reason ?? null,
    proposed_digest: row.proposed_digest,
    run_digest: row.run_digest ?? null,
    decided_at: row.decided_at,
  });
}

export function rowHash(prevHash: string, content: string): string {
  return sha256Hex(prevHash + content);
}

/** Places rows after `head`, in order, each hashed over the one before. */
export function chainAfter(head: ChainHead, rows: readonly UnchainedDecision[]): ChainedDecision[] {
  let previous = head;
  return rows.map((row, index) => {
    const placed = { ...row, sequence: head.sequence + index + 1, prev_hash: previous.row_hash };
    const chained = { ...placed, row_hash: rowHash(placed.prev_hash, chainedContent(placed)) };
    previous = chained;
    return chained;
  });
}

/**
 * Takes the chain's head for this transaction: the no-op write locks its row on PostgreSQL
 * (a concurrent decision waits, then reads the head this one leaves), and SQLite's transactions
 * are already exclusive. An insert into the record moves the head (a trigger), so it costs no
 * statement of its own.
 */
export async function takeChainHead(trx: Transaction<Database>): Promise<ChainHead> {
  return trx
    .updateTable('decision_chain_head')
    .set((eb) => ({ sequence: eb.ref('sequence') }))
    .where('id', '=', 1)
    .returning(['sequence', 'row_hash'])
    .executeTakeFirstOrThrow();
}
