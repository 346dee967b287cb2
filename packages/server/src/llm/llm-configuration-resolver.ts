import type { Kysely, Selectable } from 'kysely';
import type { Agent, Database } from '../db/index.js';
import type { LlmDriverConfigurationsTable } from '../db/schema.js';

export type LlmConfiguration = Selectable<LlmDriverConfigurationsTable>;

/** Which tier supplied an agent's configuration. */
export type LlmConfigurationSource = 'agent' | 'user_preference' | 'global_default';

export interface ResolvedLlmConfiguration {
  readonly configuration: LlmConfiguration;
  readonly source: LlmConfigurationSource;
}

/**
 * An agent's LLM configuration: its own, else its owner's preferred one, else the global default.
 * A configuration the owner may not use (another user's private one) is skipped.
 */
export async function resolveLlmConfiguration(
  db: Kysely<Database>,
  agent: Pick<Agent, 'llm_driver_config_id' | 'user_id'>,
): Promise<ResolvedLlmConfiguration | null> {
  const usable = (configuration: LlmConfiguration | undefined) =>
    configuration !== undefined && (configuration.is_global === 1 || configuration.user_id === agent.user_id);

  if (agent.llm_driver_config_id !== null) {
    const own = await db
      .selectFrom('llm_driver_configurations')
      .selectAll()
      .where('id', '=', agent.llm_driver_config_id)
      .executeTakeFirst();
    if (own && usable(own)) return { configuration: own, source: 'agent' };
  }
  const preferred = await db
    .selectFrom('user_preferences')
    .innerJoin(
      'llm_driver_configurations',
      'llm_driver_configurations.id',
      'user_preferences.preferred_llm_config_id',
    )
    .selectAll('llm_driver_configurations')
    .where('user_preferences.user_id', '=', agent.user_id)
    .executeTakeFirst();
  if (preferred && usable(preferred)) return { configuration: preferred, source: 'user_preference' };
  const globalDefault = await db
    .selectFrom('llm_driver_configurations')
    .selectAll()
    .where('is_global', '=', 1)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  return globalDefault ? { configuration: globalDefault, source: 'global_default' } : null;
}
