import type { Kysely } from 'kysely';
import { notNull, type PortableColumns, references, requiredReference } from './portable-columns.js';

/**
 * Rehearsals: an agent run on real prompts with its side effects simulated. A rehearsal holds
 * what was asked (one prompt, the prompts of past tasks, or a saved set) and the proposed
 * configuration; each prompt runs as a task marked with the rehearsal, and its sub-agents and
 * handovers carry the mark too. A call of an operation that is not read-only never runs in such a
 * task: its row says where its simulated result came from, and what approval it would have needed.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('rehearsal_prompt_sets'))
        .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
        .addColumn('created_by_user_id', 'integer', references('users.id', 'set null'))
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('prompts', 'text', notNull)
        .addUniqueConstraint('rehearsal_prompt_sets_agent_name', ['agent_id', 'name']),
    )
    .execute();
  await db.schema
    .createIndex('rehearsal_prompt_sets_creator')
    .on('rehearsal_prompt_sets')
    .column('created_by_user_id')
    .execute();
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('rehearsals'))
        .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn('source_kind', 'varchar(16)', notNull)
        .addColumn('prompt_set_id', 'integer', references('rehearsal_prompt_sets.id', 'set null'))
        .addColumn('proposal', 'text', notNull)
        .addColumn('scripted_results', 'text', notNull),
    )
    .execute();
  await db.schema.createIndex('rehearsals_agent').on('rehearsals').columns(['agent_id', 'id']).execute();
  await db.schema.createIndex('rehearsals_user').on('rehearsals').column('user_id').execute();
  await db.schema.createIndex('rehearsals_prompt_set').on('rehearsals').column('prompt_set_id').execute();

  await db.schema
    .alterTable('tasks')
    .addColumn('rehearsal_id', 'integer', references('rehearsals.id', 'cascade'))
    .execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('rehearsal_of_task_id', 'integer', references('tasks.id', 'set null'))
    .execute();
  await db.schema.createIndex('tasks_rehearsal').on('tasks').column('rehearsal_id').execute();
  await db.schema.createIndex('tasks_rehearsal_of').on('tasks').column('rehearsal_of_task_id').execute();

  await db.schema.alterTable('tool_calls').addColumn('simulated_from', 'varchar(16)').execute();
  await db.schema
    .alterTable('tool_calls')
    .addColumn('simulated_from_call_id', 'integer', references('tool_calls.id', 'set null'))
    .execute();
  await db.schema.alterTable('tool_calls').addColumn('rehearsal_approval', 'varchar(16)').execute();
  await db.schema
    .createIndex('tool_calls_simulated_from')
    .on('tool_calls')
    .column('simulated_from_call_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tool_calls_simulated_from').execute();
  await db.schema.alterTable('tool_calls').dropColumn('rehearsal_approval').execute();
  await db.schema.alterTable('tool_calls').dropColumn('simulated_from_call_id').execute();
  await db.schema.alterTable('tool_calls').dropColumn('simulated_from').execute();
  await db.schema.dropIndex('tasks_rehearsal_of').execute();
  await db.schema.dropIndex('tasks_rehearsal').execute();
  await db.schema.alterTable('tasks').dropColumn('rehearsal_of_task_id').execute();
  await db.schema.alterTable('tasks').dropColumn('rehearsal_id').execute();
  await db.schema.dropTable('rehearsals').execute();
  await db.schema.dropTable('rehearsal_prompt_sets').execute();
}
