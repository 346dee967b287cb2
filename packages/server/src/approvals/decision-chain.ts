import { type Insertable, PostgresAdapter, sql, type Transaction } from 'kysely';
import { canonicalJson, sha256Hex, sqliteSha256Function } from '../db/canonical-json.js';
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

/** Where the sequence goes in a row's hashed content; a JSON string value cannot contain it unescaped. */
const sequenceSlot = '"sequence":-1';

/**
 * Appends one decision in one statement: the head is read (and locked, on PostgreSQL) in the
 * statement that inserts the row, and the row's hash is computed by the database over the same
 * content `chainedContent` gives, its sequence spliced in. Most decisions are one row (a person's
 * on one call, a rule's), so the decision path costs one statement instead of two.
 */
export async function appendOneDecision(
  trx: Transaction<Database>,
  row: UnchainedDecision,
): Promise<ToolCallDecision> {
  const content = chainedContent({ ...row, sequence: -1, prev_hash: '' });
  const at = content.indexOf(sequenceSlot);
  const before = content.slice(0, at + sequenceSlot.length - 2);
  const after = content.slice(at + sequenceSlot.length);
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const hashed = sql`head.row_hash || cast(${before} as text) || cast(head.sequence + 1 as text) || cast(${after} as text)`;
  const rowHash = postgres
    ? sql`encode(sha256(convert_to(${hashed}, 'UTF8')), 'hex')`
    : sql`${sql.raw(sqliteSha256Function)}(${hashed})`;
  const values = [
    row.task_id,
    row.tool_call_id,
    row.agent_id,
    row.user_id,
    row.operation ?? null,
    row.decision,
    row.via,
    row.channel ?? null,
    row.decided_by ?? null,
    row.decided_by_rule ?? null,
    row.reason ?? null,
    row.proposed_digest,
    row.run_digest ?? null,
    row.decided_at,
  ];
  const inserted = await sql<ToolCallDecision>`
    with head as (select sequence, row_hash from decision_chain_head where id = 1${postgres ? sql` for update` : sql``})
    insert into tool_call_decisions (task_id, tool_call_id, agent_id, user_id, operation, decision, via,
      channel, decided_by, decided_by_rule, reason, proposed_digest, run_digest, decided_at,
      sequence, prev_hash, row_hash)
    select ${sql.join(values)}, head.sequence + 1, head.row_hash, ${rowHash} from head
    returning *`.execute(trx);
  const [stored] = inserted.rows;
  if (stored === undefined) throw new Error('The decision record has no head row.');
  return stored;
}
