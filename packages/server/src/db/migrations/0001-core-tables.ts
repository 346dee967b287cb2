import { type Kysely, sql } from 'kysely';
import {
  counter,
  flag,
  notNull,
  type PortableColumns,
  references,
  requiredReference,
} from './portable-columns.js';

/** The core tables of DESIGN.md §5, with lease columns on `tasks` and indexes for the hot queries. */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  const table = (name: string) => columns.id(db.schema.createTable(name));

  await columns
    .timestamps(
      table('users')
        .addColumn('email', 'varchar(254)', notNull)
        .addColumn('password_hash', 'text')
        .addColumn('display_name', 'varchar(100)')
        .addColumn('role', 'varchar(20)', (column) => column.notNull().defaultTo('member'))
        .addColumn('status', 'varchar(20)', (column) => column.notNull().defaultTo('active'))
        .addColumn('email_verified', 'integer', flag(0))
        .addColumn('name', 'varchar(200)')
        .addColumn('date_of_birth', 'varchar(10)')
        .addColumn('about_me', 'text')
        .addColumn('height_cm', 'real')
        .addColumn('weight_kg', 'real')
        .addColumn('last_login_at', 'text'),
    )
    .execute();
  await db.schema.createIndex('users_email_unique').unique().on('users').column('email').execute();

  await columns
    .timestamps(
      table('llm_driver_configurations')
        .addColumn('user_id', 'integer', references('users.id', 'cascade'))
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('driver_class', 'varchar(200)', notNull)
        .addColumn('settings', 'text', (column) => column.notNull().defaultTo('{}'))
        .addColumn('context_window', 'integer')
        .addColumn('max_tokens_output', 'integer')
        .addColumn('is_default', 'integer', flag(0))
        .addColumn('is_global', 'integer', flag(0)),
    )
    .execute();
  await db.schema
    .createIndex('llm_driver_configurations_user')
    .on('llm_driver_configurations')
    .column('user_id')
    .execute();
  // At most one global default, enforced by the database rather than by the service alone.
  await db.schema
    .createIndex('llm_driver_configurations_one_global_default')
    .unique()
    .on('llm_driver_configurations')
    .column('is_default')
    .where(sql.ref('is_global'), '=', 1)
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await columns
    .timestamps(
      table('user_preferences')
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn(
          'preferred_llm_config_id',
          'integer',
          references('llm_driver_configurations.id', 'set null'),
        ),
    )
    .execute();
  await db.schema
    .createIndex('user_preferences_user_unique')
    .unique()
    .on('user_preferences')
    .column('user_id')
    .execute();

  await columns
    .timestamps(
      table('agents')
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn('name', 'varchar(100)', (column) => column.notNull().defaultTo('My Assistant'))
        .addColumn('description', 'text')
        .addColumn('system_prompt', 'text')
        .addColumn('llm_driver_config_id', 'integer', references('llm_driver_configurations.id', 'set null'))
        .addColumn('max_steps', 'integer', (column) => column.notNull().defaultTo(10))
        .addColumn('is_active', 'integer', flag(1))
        .addColumn('allow_followup', 'integer', flag(1))
        .addColumn('retry_after_minutes', 'integer', counter)
        .addColumn('max_retries', 'integer', counter)
        .addColumn('is_pinned', 'integer', flag(0))
        .addColumn('is_archived', 'integer', flag(0))
        .addColumn('is_favorite', 'integer', flag(0))
        .addColumn('notes', 'text'),
    )
    .execute();
  await db.schema.createIndex('agents_user').on('agents').column('user_id').execute();

  const perAgentTool = (name: string) =>
    table(name)
      .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
      .addColumn('tool_class', 'varchar(200)', notNull);

  await columns
    .timestamps(perAgentTool('agent_tools').addColumn('tool_name', 'varchar(100)', notNull))
    .execute();
  await db.schema
    .createIndex('agent_tools_agent_tool_unique')
    .unique()
    .on('agent_tools')
    .columns(['agent_id', 'tool_class'])
    .execute();

  await columns
    .timestamps(
      perAgentTool('agent_tool_operation_overrides')
        .addColumn('operation', 'varchar(100)', notNull)
        .addColumn('enabled', 'integer')
        .addColumn('requires_approval', 'integer'),
    )
    .execute();
  await db.schema
    .createIndex('agent_tool_operation_overrides_unique')
    .unique()
    .on('agent_tool_operation_overrides')
    .columns(['agent_id', 'tool_class', 'operation'])
    .execute();

  await columns
    .timestamps(perAgentTool('agent_tool_overrides').addColumn('settings', 'text', notNull))
    .execute();
  await db.schema
    .createIndex('agent_tool_overrides_unique')
    .unique()
    .on('agent_tool_overrides')
    .columns(['agent_id', 'tool_class'])
    .execute();

  await columns
    .timestamps(
      table('tool_configurations')
        .addColumn('tool_class', 'varchar(200)', notNull)
        .addColumn('tool_name', 'varchar(100)', notNull)
        .addColumn('settings', 'text', notNull),
    )
    .execute();
  await db.schema
    .createIndex('tool_configurations_tool_unique')
    .unique()
    .on('tool_configurations')
    .column('tool_class')
    .execute();

  await columns
    .timestamps(
      table('tool_user_settings')
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn('tool_class', 'varchar(200)', notNull)
        .addColumn('settings', 'text', notNull),
    )
    .execute();
  await db.schema
    .createIndex('tool_user_settings_unique')
    .unique()
    .on('tool_user_settings')
    .columns(['user_id', 'tool_class'])
    .execute();

  await columns
    .timestamps(
      table('tasks')
        .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
        .addColumn('user_id', 'integer', requiredReference('users.id', 'cascade'))
        .addColumn('runner_user_id', 'integer', references('users.id', 'set null'))
        .addColumn('status', 'varchar(30)', notNull)
        .addColumn('user_prompt', 'text', notNull)
        .addColumn('final_response', 'text')
        .addColumn('step_count', 'integer', counter)
        .addColumn('max_steps', 'integer', notNull)
        .addColumn('parent_task_id', 'integer', references('tasks.id', 'cascade'))
        .addColumn('retry_of_task_id', 'integer', references('tasks.id', 'set null'))
        .addColumn('retry_count', 'integer', counter)
        .addColumn('retry_after', 'text')
        .addColumn('pending_state', 'text')
        .addColumn('failure_reason', 'text')
        .addColumn('error_code', 'varchar(40)')
        .addColumn('error_message', 'text')
        .addColumn('data', 'text')
        .addColumn('lease_owner', 'varchar(100)')
        .addColumn('lease_expires_at', 'text')
        .addColumn('claim_attempts', 'integer', counter),
    )
    .execute();
  await db.schema.createIndex('tasks_agent').on('tasks').columns(['agent_id', 'created_at']).execute();
  await db.schema.createIndex('tasks_user').on('tasks').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('tasks_parent').on('tasks').column('parent_task_id').execute();
  // The claim query: oldest queued work first; partial, so it stays as small as the queue.
  await db.schema
    .createIndex('tasks_queued')
    .on('tasks')
    .columns(['retry_after', 'id'])
    .where(sql.ref('status'), '=', 'QUEUED')
    .execute();
  // The reaper: running tasks by lease expiry.
  await db.schema
    .createIndex('tasks_running_lease')
    .on('tasks')
    .column('lease_expires_at')
    .where(sql.ref('status'), '=', 'RUNNING')
    .execute();

  await db.schema
    .createTable('task_history')
    .$call((builder) => columns.id(builder))
    .addColumn('task_id', 'integer', requiredReference('tasks.id', 'cascade'))
    .addColumn('sequence', 'integer', notNull)
    .addColumn('role', 'varchar(20)', notNull)
    .addColumn('content', 'text')
    .addColumn('tool_call_id', 'varchar(200)')
    .addColumn('tool_name', 'varchar(200)')
    .addColumn('tool_call_payload', 'text')
    .addColumn('input_tokens', 'integer')
    .addColumn('output_tokens', 'integer')
    .addColumn('summarized_sequence_range', 'varchar(40)')
    .addColumn('attachments', 'text')
    .addColumn('content_blocks', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('task_history_task_sequence_unique')
    .unique()
    .on('task_history')
    .columns(['task_id', 'sequence'])
    .execute();

  await columns
    .timestamps(
      table('tool_calls')
        .addColumn('task_id', 'integer', requiredReference('tasks.id', 'cascade'))
        .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
        .addColumn('task_history_id', 'integer', references('task_history.id', 'set null'))
        .addColumn('call_index', 'integer', counter)
        .addColumn('provider_call_id', 'varchar(200)', notNull)
        .addColumn('tool_name', 'varchar(200)', notNull)
        .addColumn('tool_class', 'varchar(200)')
        .addColumn('operation', 'varchar(100)')
        .addColumn('operation_description', 'varchar(500)')
        .addColumn('requires_approval', 'integer', flag(0))
        .addColumn('status', 'varchar(20)', notNull)
        .addColumn('proposed_arguments', 'text', notNull)
        .addColumn('human_description', 'text')
        .addColumn('approved_arguments', 'text')
        .addColumn('result_success', 'integer')
        .addColumn('result_content', 'text')
        .addColumn('result_data', 'text')
        .addColumn('approved_by', 'integer', references('users.id', 'set null'))
        .addColumn('approved_at', 'text')
        .addColumn('rejected_by', 'integer', references('users.id', 'set null'))
        .addColumn('rejected_at', 'text')
        .addColumn('reject_reason', 'text')
        .addColumn('execution_started_at', 'text')
        .addColumn('executed_at', 'text'),
    )
    .execute();
  await db.schema
    .createIndex('tool_calls_task_call')
    .on('tool_calls')
    .columns(['task_id', 'provider_call_id'])
    .execute();
  await db.schema
    .createIndex('tool_calls_task_status')
    .on('tool_calls')
    .columns(['task_id', 'status'])
    .execute();

  await db.schema
    .createTable('usage')
    .$call((builder) => columns.id(builder))
    .addColumn('task_history_id', 'integer', requiredReference('task_history.id', 'cascade'))
    .addColumn('task_id', 'integer', requiredReference('tasks.id', 'cascade'))
    .addColumn('input_tokens', 'integer', counter)
    .addColumn('output_tokens', 'integer', counter)
    .addColumn('reasoning_tokens', 'integer', counter)
    .addColumn('cached_tokens', 'integer', counter)
    .addColumn('cache_creation_tokens', 'integer', counter)
    .addColumn('provider', 'varchar(32)', (column) => column.notNull().defaultTo('unknown'))
    .addColumn('model', 'varchar(200)')
    .addColumn('raw_usage', 'text')
    .addColumn('driver_meta_info', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('usage_task_history_unique')
    .unique()
    .on('usage')
    .column('task_history_id')
    .execute();
  await db.schema.createIndex('usage_task').on('usage').column('task_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'usage',
    'tool_calls',
    'task_history',
    'tasks',
    'tool_user_settings',
    'tool_configurations',
    'agent_tool_overrides',
    'agent_tool_operation_overrides',
    'agent_tools',
    'agents',
    'user_preferences',
    'llm_driver_configurations',
    'users',
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
