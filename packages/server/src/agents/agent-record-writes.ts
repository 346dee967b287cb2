import type { Kysely } from 'kysely';
import type { Agent, Database } from '../db/index.js';
import { inTransaction, nowIso } from '../db/index.js';
import { toColumns, validFields } from './agent-columns.js';
import type { AgentFieldsAudience } from './agent-fields.js';
import { AgentServiceError } from './agent-service-error.js';
import { type OwnedAgentScope, recordChange, withOwnedAgent } from './owned-agent-scope.js';

export async function createAgent(
  scope: OwnedAgentScope,
  input: unknown,
  audience: AgentFieldsAudience,
): Promise<Agent> {
  const fields = validFields(input, 'create', audience);
  const now = nowIso();
  return inTransaction(scope.deps.database.db, async (trx) => {
    await checkConfigurationUsable(scope, trx, fields.llm_driver_config_id);
    const created = await trx
      .insertInto('agents')
      .values({
        user_id: scope.ownerUserId,
        name: fields.name ?? '',
        description: null,
        system_prompt: null,
        llm_driver_config_id: null,
        notes: null,
        ...toColumns(fields),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(scope, trx, 'created', created.id);
    return created;
  });
}

export async function updateAgent(
  scope: OwnedAgentScope,
  agentId: number,
  patch: unknown,
  audience: AgentFieldsAudience,
): Promise<Agent> {
  const fields = validFields(patch, 'update', audience);
  if (Object.keys(fields).length === 0)
    throw AgentServiceError.invalid({ '(input)': 'names no field to change' });
  return withOwnedAgent(scope, agentId, async (trx) => {
    await checkConfigurationUsable(scope, trx, fields.llm_driver_config_id);
    const updated = await trx
      .updateTable('agents')
      .set({ ...toColumns(fields), updated_at: nowIso() })
      .where('id', '=', agentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(scope, trx, 'updated', agentId);
    return updated;
  });
}

export async function deleteAgent(scope: OwnedAgentScope, agentId: number): Promise<void> {
  const afterCommit = await scope.deps.database.db.transaction().execute(async (trx) => {
    // FOR UPDATE (PostgreSQL; SQLite's write lock is the database's) also holds back the key
    // check of a task inserted for the agent meanwhile, which would escape the deletion.
    const owned = await trx
      .selectFrom('agents')
      .select('id')
      .where('id', '=', agentId)
      .where('user_id', '=', scope.ownerUserId)
      .$if(scope.deps.database.engine === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!owned) throw AgentServiceError.notFound(agentId);
    const released = await scope.deps.taskRemoval?.deleteTasksOfAgent(trx, agentId);
    await trx.deleteFrom('agents').where('id', '=', agentId).execute();
    await recordChange(scope, trx, 'deleted', agentId);
    return released;
  });
  await afterCommit?.();
}

/**
 * A model configuration an agent of this owner may use: the owner's own or a global one. On
 * PostgreSQL the row is share-locked, so it cannot be deleted before the agent row points to it.
 */
async function checkConfigurationUsable(
  scope: OwnedAgentScope,
  trx: Kysely<Database>,
  configurationId: number | null | undefined,
): Promise<void> {
  if (configurationId === null || configurationId === undefined) return;
  const configuration = await trx
    .selectFrom('llm_driver_configurations')
    .select('id')
    .where('id', '=', configurationId)
    .where((eb) => eb.or([eb('is_global', '=', 1), eb('user_id', '=', scope.ownerUserId)]))
    .$if(scope.deps.database.engine === 'postgres', (query) => query.forShare())
    .executeTakeFirst();
  if (!configuration) {
    throw AgentServiceError.invalid({
      llm_driver_config_id: `#${configurationId} is neither one of your LLM configurations nor a global one`,
    });
  }
}
