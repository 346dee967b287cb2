import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { ConfigurationPrices } from './configuration-prices.js';
import { UsageError } from './usage-error.js';

/**
 * Sets (or, with `null`, removes) a configuration's own prices. The caller has checked that the
 * actor sees the configuration; a global one is changed by administrators only, as its settings are.
 */
export async function setConfigurationPrices(
  db: Kysely<Database>,
  configuration: { readonly id: number; readonly is_global: boolean },
  prices: ConfigurationPrices | null,
  actor: { readonly isAdmin: boolean },
): Promise<void> {
  if (configuration.is_global && !actor.isAdmin) {
    throw new UsageError('FORBIDDEN', 'Only admins can change the prices of a global configuration.');
  }
  await db
    .updateTable('llm_driver_configurations')
    .set({ prices: prices === null ? null : JSON.stringify(prices), updated_at: nowIso() })
    .where('id', '=', configuration.id)
    .execute();
}
