import type { Kysely, Transaction } from 'kysely';
import type { Database, DatabaseEngine, Task } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { isUsableConfiguration } from '../llm/usable-configuration.js';
import type { TaskEventRecorder } from '../orchestrator/task-events.js';
import { ConversationError } from './conversation-error.js';
import { loadConversationTitles } from './conversation-title.js';

/** What the owner may change of a conversation; a field left out stays as it is. */
export interface ConversationChanges {
  /** Null: back to the title derived from the first prompt. */
  readonly title?: string | null;
  /** Null: back to the agent's choice. */
  readonly llm_driver_config_id?: number | null;
}

/**
 * Renames a conversation or switches its model, in one transaction that also tells the owner's
 * other tabs (a status event with the title). Its next turn answers with the new configuration.
 */
export async function changeConversation(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  events: TaskEventRecorder,
  task: Pick<Task, 'id' | 'user_id'>,
  changes: ConversationChanges,
): Promise<Task> {
  return db.transaction().execute(async (trx) => {
    const configurationId = changes.llm_driver_config_id;
    if (configurationId !== undefined && configurationId !== null) {
      await checkConfigurationUsable(trx, engine, task.user_id, configurationId);
    }
    const updated = await trx
      .updateTable('tasks')
      .set({
        ...(changes.title === undefined ? {} : { title: changes.title }),
        ...(configurationId === undefined ? {} : { llm_driver_config_id: configurationId }),
        updated_at: nowIso(),
      })
      .where('id', '=', task.id)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ConversationError('NOT_FOUND', `Task ${task.id} not found.`, { taskId: task.id });
    const titles = await loadConversationTitles(trx, [updated]);
    const title = titles.get(updated.id) ?? updated.user_prompt;
    await events.record(trx, [{ task: updated, statusChanged: false, conversation: { title } }]);
    return updated;
  });
}

/** Refuses a configuration the conversation may not answer with (see `isUsableConfiguration`). */
async function checkConfigurationUsable(
  trx: Transaction<Database>,
  engine: DatabaseEngine,
  ownerUserId: number,
  configurationId: number,
): Promise<void> {
  if (!(await isUsableConfiguration(trx, engine, ownerUserId, configurationId))) {
    throw new ConversationError(
      'CONVERSATION_MODEL_UNUSABLE',
      `LLM configuration #${configurationId} is neither one of the owner's configurations nor a global one.`,
      { fields: { llm_driver_config_id: 'is neither one of your LLM configurations nor a global one' } },
    );
  }
}
