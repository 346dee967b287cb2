import { type Kysely, sql } from 'kysely';
import { notNull, type PortableColumns, references, requiredReference } from './portable-columns.js';

/**
 * The append-only record of people's decisions on tool calls: who decided, when, on which call,
 * whether they approved it (as proposed or with edited arguments) or rejected it, the reason, and
 * whether it came from per-call decisions or the bulk reject. Both paths write it, so who decided
 * is known even where the bulk reject leaves the call's own decision columns empty (seed 001).
 * Calls decided before this migration are carried over from those columns.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .id(db.schema.createTable('tool_call_decisions'))
    .addColumn('task_id', 'integer', requiredReference('tasks.id', 'cascade'))
    .addColumn('tool_call_id', 'integer', requiredReference('tool_calls.id', 'cascade'))
    .addColumn('decision', 'varchar(10)', notNull)
    .addColumn('via', 'varchar(10)', notNull)
    .addColumn('decided_by', 'integer', references('users.id', 'set null'))
    .addColumn('reason', 'text')
    .addColumn('decided_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('tool_call_decisions_task')
    .on('tool_call_decisions')
    .columns(['task_id', 'tool_call_id'])
    .execute();
  await db.schema
    .createIndex('tool_call_decisions_call')
    .on('tool_call_decisions')
    .column('tool_call_id')
    .execute();
  await sql`
    insert into tool_call_decisions (task_id, tool_call_id, decision, via, decided_by, reason, decided_at)
    select task_id, id,
      case when approved_arguments is not null and approved_arguments <> proposed_arguments
        then 'edit' else 'approve' end,
      'per_call', approved_by, null, approved_at
    from tool_calls where approved_at is not null
  `.execute(db);
  await sql`
    insert into tool_call_decisions (task_id, tool_call_id, decision, via, decided_by, reason, decided_at)
    select task_id, id, 'reject', 'per_call', rejected_by, reject_reason, rejected_at
    from tool_calls where rejected_at is not null
  `.execute(db);
}
