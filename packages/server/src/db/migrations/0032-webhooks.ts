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
 * Inbound webhooks per agent, and their deliveries. A delivery that starts a task records its
 * idempotency key and signature digest in columns unique per hook, so two identical deliveries
 * arriving at once start one task, and a replayed signature is refused.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('webhooks'))
        .addColumn('agent_id', 'integer', requiredReference('agents.id', 'cascade'))
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('token_hint', 'varchar(16)', notNull)
        .addColumn('signing_secret', 'text')
        .addColumn('previous_signing_secret', 'text')
        .addColumn('previous_secret_expires_at', 'text')
        .addColumn('signature_header', 'varchar(100)', notNull)
        .addColumn('signature_algorithm', 'varchar(8)', notNull)
        .addColumn('signature_encoding', 'varchar(8)', notNull)
        .addColumn('signature_prefix', 'varchar(32)', notNull)
        .addColumn('timestamp_header', 'varchar(100)')
        .addColumn('tolerance_seconds', 'integer', notNull)
        .addColumn('payload_mode', 'varchar(16)', notNull)
        .addColumn('prompt_template_id', 'integer', references('prompt_templates.id', 'set null'))
        .addColumn('variable_paths', 'text', notNull)
        .addColumn('prompt_text', 'text')
        .addColumn('idempotency_header', 'varchar(100)', notNull)
        .addColumn('callback_url', 'text')
        .addColumn('rate_limit_per_minute', 'integer', notNull)
        .addColumn('enabled', 'integer', flag(1))
        .addColumn('created_by_user_id', 'integer', references('users.id', 'set null')),
    )
    .execute();
  await db.schema.createIndex('webhooks_agent').on('webhooks').column('agent_id').execute();
  await columns
    .id(db.schema.createTable('webhook_deliveries'))
    .addColumn('webhook_id', 'integer', requiredReference('webhooks.id', 'cascade'))
    .addColumn('received_at', 'text', notNull)
    .addColumn('verified', 'integer', notNull)
    .addColumn('outcome', 'varchar(16)', notNull)
    .addColumn('refusal_code', 'varchar(64)')
    .addColumn('refusal_message', 'text')
    .addColumn('task_id', 'integer', references('tasks.id', 'set null'))
    .addColumn('idempotency_key', 'varchar(200)')
    .addColumn('started_key', 'varchar(200)')
    .addColumn('signature_digest', 'varchar(64)')
    .addColumn('callback_url', 'text')
    .addColumn('callback_status', 'varchar(16)')
    .addColumn('callback_attempts', 'integer', counter)
    .addColumn('callback_next_at', 'text')
    .addColumn('callback_error', 'text')
    .addUniqueConstraint('webhook_deliveries_started_key', ['webhook_id', 'started_key'])
    .addUniqueConstraint('webhook_deliveries_signature', ['webhook_id', 'signature_digest'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_recent')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute();
  // Deleting a task clears its deliveries' reference; without this index that reads every delivery.
  await db.schema.createIndex('webhook_deliveries_task').on('webhook_deliveries').column('task_id').execute();
  await db.schema
    .createIndex('webhook_deliveries_callbacks')
    .on('webhook_deliveries')
    .columns(['callback_status', 'callback_next_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
