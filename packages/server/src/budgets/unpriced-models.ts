import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { resolveLlmConfiguration } from '../llm/llm-configuration-resolver.js';
import { parseStoredSettings } from '../llm/llm-configuration-settings.js';
import { PriceBook } from '../usage/price-book.js';
import type { Budget } from './budget.js';

/** At most this many agents are looked at for a global budget's warning. */
const agentsLooked = 500;

/**
 * The models a cost budget covers whose price is unknown: their turns cost nothing as far as the
 * budget can tell, so the budget says so when it is set. Read from the configuration each covered
 * agent runs with; tokens budgets cover everything and answer none.
 */
export async function unpricedModels(db: Kysely<Database>, budget: Budget): Promise<string[]> {
  if (budget.unit !== 'cost') return [];
  let query = db.selectFrom('agents').select(['id', 'user_id', 'llm_driver_config_id']).limit(agentsLooked);
  if (budget.scope === 'user' && budget.user_id !== null) query = query.where('user_id', '=', budget.user_id);
  if (budget.scope === 'agent' || budget.scope === 'task') {
    const agentId =
      budget.agent_id ??
      (
        await db
          .selectFrom('tasks')
          .select('agent_id')
          .where('id', '=', budget.task_id ?? -1)
          .executeTakeFirst()
      )?.agent_id ??
      -1;
    query = query.where('id', '=', agentId);
  }
  const unpriced = new Set<string>();
  const books = new Map<number, boolean>();
  for (const agent of await query.execute()) {
    const resolved = await resolveLlmConfiguration(db, agent);
    if (!resolved || books.has(resolved.configuration.id)) continue;
    const book = await PriceBook.load(db, resolved.configuration);
    const known = book.pricingOf(null).kind === 'priced';
    books.set(resolved.configuration.id, known);
    if (known) continue;
    const model = parseStoredSettings(resolved.configuration.settings)?.model;
    unpriced.add(
      typeof model === 'string' && model !== '' ? model : `${resolved.configuration.name} (no model named)`,
    );
  }
  return [...unpriced].sort();
}
