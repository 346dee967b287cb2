import { type Kysely, sql } from 'kysely';
import { chainAfter, genesisHash, type UnchainedDecision } from '../../approvals/decision-chain.js';
import { argumentsDigest } from '../canonical-json.js';
import type { ToolCallDecisionsTable } from '../schema.js';
import { notNull, type PortableColumns } from './portable-columns.js';

interface RecordedDecision {
  id: number;
  task_id: number;
  tool_call_id: number;
  agent_id: number;
  user_id: number;
  operation: string | null;
  decision: ToolCallDecisionsTable['decision'];
  via: ToolCallDecisionsTable['via'];
  decided_by: number | null;
  reason: string | null;
  decided_at: string;
  proposed_arguments: string;
  approved_arguments: string | null;
}

/**
 * The decision record becomes a hash chain: each row names its agent, owner, operation and the
 * digests of the arguments proposed and run, where and by what it was decided, and the hash of
 * the row before. The table is rebuilt without foreign keys, since a row deleted or nulled with
 * its task, call or account would break the chain; rows already recorded are chained in id order.
 * `decision_chain_head` holds the last link; a trigger moves it on every insert.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .id(db.schema.createTable('decision_record_next'))
    .addColumn('sequence', 'integer', (column) => column.notNull().unique())
    .addColumn('task_id', 'integer', notNull)
    .addColumn('tool_call_id', 'integer', notNull)
    .addColumn('agent_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('operation', 'text')
    .addColumn('decision', 'varchar(10)', notNull)
    .addColumn('via', 'varchar(10)', notNull)
    .addColumn('channel', 'varchar(10)')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_by_rule', 'text')
    .addColumn('reason', 'text')
    .addColumn('proposed_digest', 'varchar(64)', notNull)
    .addColumn('run_digest', 'varchar(64)')
    .addColumn('decided_at', 'text', notNull)
    .addColumn('prev_hash', 'varchar(64)', notNull)
    .addColumn('row_hash', 'varchar(64)', notNull)
    .execute();
  const recorded = await sql<RecordedDecision>`
    select d.id, d.task_id, d.tool_call_id, t.agent_id, t.user_id, c.operation, d.decision, d.via,
      d.decided_by, d.reason, d.decided_at, c.proposed_arguments, c.approved_arguments
    from tool_call_decisions d
    join tool_calls c on c.id = d.tool_call_id
    join tasks t on t.id = d.task_id
    order by d.id
  `.execute(db);
  const chained = chainAfter(
    { sequence: 0, row_hash: genesisHash },
    recorded.rows.map(
      ({ id: _id, proposed_arguments, approved_arguments, ...row }): UnchainedDecision => ({
        ...row,
        channel: null,
        decided_by_rule: null,
        proposed_digest: argumentsDigest(JSON.parse(proposed_arguments)),
        run_digest:
          row.decision === 'reject'
            ? null
            : argumentsDigest(JSON.parse(approved_arguments ?? proposed_arguments)),
      }),
    ),
  );
  const next = db.withTables<{ decision_record_next: ToolCallDecisionsTable }>();
  // Batches keep each insert under SQLite's limit on bound parameters.
  for (let start = 0; start < chained.length; start += 100) {
    const batch = chained.slice(start, start + 100).map((row, index) => ({
      ...row,
      id: recorded.rows[start + index]?.id,
    }));
    await next.insertInto('decision_record_next').values(batch).execute();
  }
  await db.schema.dropTable('tool_call_decisions').execute();
  await db.schema.alterTable('decision_record_next').renameTo('tool_call_decisions').execute();
  if (columns.engine === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('tool_call_decisions', 'id'),
      coalesce(max(id), 0) + 1, false) from tool_call_decisions`.execute(db);
  }
  for (const [name, indexed] of [
    ['tool_call_decisions_task', ['task_id', 'tool_call_id']],
    ['tool_call_decisions_call', ['tool_call_id']],
    ['tool_call_decisions_user', ['user_id', 'sequence']],
    ['tool_call_decisions_agent', ['agent_id', 'sequence']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('tool_call_decisions')
      .columns([...indexed])
      .execute();
  }
  await db.schema
    .createTable('decision_chain_head')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('sequence', 'integer', notNull)
    .addColumn('row_hash', 'varchar(64)', notNull)
    .execute();
  const last = chained.at(-1) ?? { sequence: 0, row_hash: genesisHash };
  await sql`insert into decision_chain_head (id, sequence, row_hash)
    values (1, ${last.sequence}, ${last.row_hash})`.execute(db);
  await createChainTrigger(db, columns.engine);
}

async function createChainTrigger(db: Kysely<unknown>, engine: PortableColumns['engine']): Promise<void> {
  const advance = sql`update decision_chain_head set sequence = new.sequence, row_hash = new.row_hash
    where id = 1 and sequence < new.sequence`;
  if (engine === 'sqlite') {
    await sql`create trigger decision_chain_advance after insert on tool_call_decisions
      begin ${advance}; end`.execute(db);
    return;
  }
  await sql`create function decision_chain_advance() returns trigger language plpgsql as $$
    begin ${advance}; return null; end $$`.execute(db);
  await sql`create trigger decision_chain_advance after insert on tool_call_decisions
    for each row execute function decision_chain_advance()`.execute(db);
}
