import type { Kysely } from 'kysely';
import {
  counter,
  flag,
  notNull,
  type PortableColumns,
  references,
  requiredReference,
} from './portable-columns.js';

/**
 * Prompt templates of an agent, schedules that start the agent's tasks, and their occurrences:
 * one row per time a schedule came due (or was run by hand), claimed by one worker under a lease,
 * linked to the task it started. An occurrence is unique per schedule, trigger and due time, so
 * two workers preparing the same next occurrence write it once.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('prompt_templates'))
        .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
        .addColumn('name', 'varchar(200)', notNull)
        .addColumn('description', 'text')
        .addColumn('body', 'text', notNull)
        .addColumn('variables', 'text', notNull)
        .addColumn('max_steps', 'integer'),
    )
    .execute();
  await db.schema.createIndex('prompt_templates_agent').on('prompt_templates').column('agent_id').execute();

  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('schedules'))
        .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn('name', 'varchar(200)', notNull)
        // No cascade: a template in use is refused deletion rather than taking schedules with it.
        .addColumn('prompt_template_id', 'integer', (column) => column.references('prompt_templates.id'))
        .addColumn('template_values', 'text')
        .addColumn('raw_prompt', 'text')
        .addColumn('cron_expression', 'varchar(200)')
        .addColumn('run_at', 'text')
        .addColumn('timezone', 'varchar(100)', notNull)
        .addColumn('max_steps_override', 'integer')
        .addColumn('is_active', 'integer', flag(1))
        .addColumn('next_due_at', 'text')
        .addColumn('last_run_at', 'text'),
    )
    .execute();
  await db.schema.createIndex('schedules_agent').on('schedules').column('agent_id').execute();
  await db.schema.createIndex('schedules_user').on('schedules').column('user_id').execute();

  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('schedule_occurrences'))
        .addColumn('schedule_id', 'integer', requiredReference('schedules.id', 'cascade'))
        .addColumn('trigger', 'varchar(10)', notNull)
        .addColumn('due_at', 'text', notNull)
        .addColumn('status', 'varchar(20)', notNull)
        .addColumn('lease_owner', 'varchar(200)')
        .addColumn('lease_expires_at', 'text')
        .addColumn('claim_attempts', 'integer', counter)
        .addColumn('claimed_at', 'text')
        .addColumn('started_at', 'text')
        .addColumn('task_id', 'integer', references('tasks.id', 'set null'))
        .addColumn('error_code', 'varchar(50)')
        .addColumn('error_message', 'text'),
    )
    .execute();
  await db.schema
    .createIndex('schedule_occurrences_due')
    .on('schedule_occurrences')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema
    .createIndex('schedule_occurrences_schedule')
    .on('schedule_occurrences')
    .columns(['schedule_id', 'due_at'])
    .execute();
  await db.schema
    .createIndex('schedule_occurrences_unique')
    .unique()
    .on('schedule_occurrences')
    .columns(['schedule_id', 'trigger', 'due_at'])
    .execute();
}
