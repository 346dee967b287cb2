import type { Kysely } from 'kysely';
import { flag, notNull, type PortableColumns, requiredReference } from './portable-columns.js';

/**
 * Who decides an agent's approvals, how many of them, and by when:
 * - `agent_approval_policies`: one row per agent that has a policy; without one the owner alone
 *   decides, one approval is enough and nothing has a deadline.
 * - `agent_approvers`: named people, as `approver` (decides from the start) or `escalation`
 *   (decides once a deadline escalated).
 * - `agent_operation_approval_policies`: per tool class and operation, a quorum and a deadline
 *   that replace the agent's.
 * - `tool_call_votes`: one approval per person per call that did not by itself reach the quorum;
 *   unique, so the same person never counts twice, even from two requests at once.
 * - `tool_call_deadlines`: a call whose deadline passed, once: the primary key makes one worker
 *   of several act on it, and the row is what restarts find.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await db.schema
    .createTable('agent_approval_policies')
    .addColumn('agent_id', 'integer', (column) =>
      column.primaryKey().references('agents.id').onDelete('cascade'),
    )
    .addColumn('owner_decides', 'integer', flag(1))
    .addColumn('administrators_decide', 'integer', flag(0))
    .addColumn('deadline_seconds', 'integer')
    .addColumn('deadline_action', 'varchar(10)')
    .addColumn('deadline_reason', 'text')
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await columns
    .id(db.schema.createTable('agent_approvers'))
    .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('role', 'varchar(10)', notNull)
    .addUniqueConstraint('agent_approvers_unique', ['agent_id', 'user_id', 'role'])
    .execute();
  await db.schema.createIndex('agent_approvers_user').on('agent_approvers').column('user_id').execute();

  await columns
    .id(db.schema.createTable('agent_operation_approval_policies'))
    .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
    .addColumn('tool_class', 'text', notNull)
    .addColumn('operation', 'text', notNull)
    .addColumn('quorum', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('deadline_seconds', 'integer')
    .addColumn('deadline_action', 'varchar(10)')
    .addUniqueConstraint('agent_operation_approval_policies_unique', ['agent_id', 'tool_class', 'operation'])
    .execute();

  await columns
    .id(db.schema.createTable('tool_call_votes'))
    .addColumn('tool_call_id', 'integer', requiredReference('tool_calls.id', 'cascade'))
    .addColumn('task_id', 'integer', notNull)
    .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
    .addColumn('arguments', 'text', notNull)
    .addColumn('arguments_digest', 'varchar(64)', notNull)
    .addColumn('edited', 'integer', flag(0))
    .addColumn('channel', 'varchar(10)', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('tool_call_votes_unique', ['tool_call_id', 'user_id'])
    .execute();
  await db.schema.createIndex('tool_call_votes_task').on('tool_call_votes').column('task_id').execute();

  await db.schema
    .createTable('tool_call_deadlines')
    .addColumn('tool_call_id', 'integer', (column) =>
      column.primaryKey().references('tool_calls.id').onDelete('cascade'),
    )
    .addColumn('task_id', 'integer', notNull)
    .addColumn('outcome', 'varchar(10)', notNull)
    .addColumn('deadline_at', 'text', notNull)
    .addColumn('passed_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('tool_call_deadlines_task')
    .on('tool_call_deadlines')
    .column('task_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tool_call_deadlines',
    'tool_call_votes',
    'agent_operation_approval_policies',
    'agent_approvers',
    'agent_approval_policies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
