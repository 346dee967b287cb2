import { type Kysely, sql } from 'kysely';
import { notNull, type PortableColumns, references, requiredReference } from './portable-columns.js';

/**
 * Approval rules and the grants made from an approval card: ordered, per user (their agents) or
 * global, matching agent, tool, operation and a CEL condition on the arguments. A rule is never
 * deleted, only revoked, and every version it had is kept, so the calls it decided (which name
 * the rule and version) can always be explained.
 */
export async function up(db: Kysely<unknown>, columns: PortableColumns): Promise<void> {
  await columns
    .timestamps(
      columns
        .id(db.schema.createTable('approval_rules'))
        .addColumn('owner_user_id', 'integer', references('users.id', 'cascade'))
        .addColumn('kind', 'varchar(10)', notNull)
        .addColumn('agent_id', 'integer', references('agents.id', 'cascade'))
        .addColumn('task_id', 'integer', references('tasks.id', 'cascade'))
        .addColumn('tool_name', 'text')
        .addColumn('operation', 'text')
        .addColumn('condition', 'text')
        .addColumn('outcome', 'varchar(10)', notNull)
        .addColumn('reason', 'text')
        .addColumn('description', 'text')
        .addColumn('position', 'integer', notNull)
        .addColumn('version', 'integer', notNull)
        .addColumn('created_by', 'integer', references('users.id', 'set null'))
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_by', 'integer', references('users.id', 'set null')),
    )
    .execute();
  // The rules a run reads: the live ones of an owner (NULL for global), in order.
  await db.schema
    .createIndex('approval_rules_live')
    .on('approval_rules')
    .columns(['owner_user_id', 'position', 'id'])
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  // A task's grants and an agent's rules go with them; deleting either finds them by index.
  await db.schema.createIndex('approval_rules_task').on('approval_rules').column('task_id').execute();
  await db.schema.createIndex('approval_rules_agent').on('approval_rules').column('agent_id').execute();
  await db.schema
    .createTable('approval_rule_versions')
    .addColumn('rule_id', 'integer', requiredReference('approval_rules.id', 'cascade'))
    .addColumn('version', 'integer', notNull)
    .addColumn('definition', 'text', notNull)
    .addColumn('created_by', 'integer', references('users.id', 'set null'))
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('approval_rule_versions_pk', ['rule_id', 'version'])
    .execute();
  await db.schema.alterTable('tool_calls').addColumn('rule_id', 'integer').execute();
  await db.schema.alterTable('tool_calls').addColumn('rule_version', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tool_calls').dropColumn('rule_version').execute();
  await db.schema.alterTable('tool_calls').dropColumn('rule_id').execute();
  await db.schema.dropTable('approval_rule_versions').execute();
  await db.schema.dropTable('approval_rules').execute();
}
