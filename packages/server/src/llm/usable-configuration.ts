import type { Transaction } from 'kysely';
import type { Database, DatabaseEngine } from '../db/index.js';

/**
 * Whether a task of `ownerUserId`'s agent may answer with the LLM configuration: the owner's own or
 * a global one, the rule an agent's configuration follows. On PostgreSQL the row is share-locked,
 * so it cannot be deleted before the task points to it.
 */
export async function isUsableConfiguration(
  trx: Transaction<Database>,
  engine: DatabaseEngine,
  ownerUserId: number,
  configurationId: number,
): Promise<boolean> {
  const configuration = await trx
    .selectFrom('llm_driver_configurations')
    .select('id')
    .where('id', '=', configurationId)
    .where((eb) => eb.or([eb('is_global', '=', 1), eb('user_id', '=', ownerUserId)]))
    .$if(engine === 'postgres', (query) => query.forShare())
    .executeTakeFirst();
  return configuration !== undefined;
}
