import type { Kysely, Selectable } from 'kysely';
import type { Agent, Database } from '../db/index.js';
import { PrecompiledQuery } from '../db/precompiled-query.js';
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
 * A configuration the owner may not use (another user's private one) is skipped. The three tiers
 * are read in one query: a run resolves its configuration before its first model request.
 */
export async function resolveLlmConfiguration(
  db: Kysely<Database>,
  agent: Pick<Agent, 'llm_driver_config_id' | 'user_id'>,
): Promise<ResolvedLlmConfiguration | null> {
  const usable = (configuration: LlmConfiguration) =>
    configuration.is_global === 1 || configuration.user_id === agent.user_id;
  const ownId = agent.llm_driver_config_id;
  const { rows: candidates } = await candidatesQuery.execute(db, { ownId, userId: agent.user_id });
  const configurations = candidates.map(({ is_preferred: preferred, ...configuration }) => ({
    configuration,
    // SQLite answers 1 or 0, PostgreSQL true or false.
    preferred: Boolean(preferred),
  }));
  const own = configurations.find(({ configuration }) => configuration.id === ownId);
  if (own && usable(own.configuration)) return { configuration: own.configuration, source: 'agent' };
  const preferred = configurations.find((candidate) => candidate.preferred);
  if (preferred && usable(preferred.configuration)) {
    return { configuration: preferred.configuration, source: 'user_preference' };
  }
  const globalDefault = configurations.find(
    ({ configuration }) => configuration.is_global === 1 && configuration.is_default === 1,
  );
  return globalDefault ? { configuration: globalDefault.configuration, source: 'global_default' } : null;
}

/**
 * The three tiers' candidates, compiled once: every run resolves its configuration. An agent
 * without its own configuration binds a null id, which matches no row.
 */
const candidatesQuery = new PrecompiledQuery<
  { ownId: number | null; userId: number },
  LlmConfiguration & { is_preferred: unknown }
>((db, slots) => {
  const preferredIds = db
    .selectFrom('user_preferences')
    .select('preferred_llm_config_id')
    .where('user_id', '=', slots.userId);
  return db
    .selectFrom('llm_driver_configurations')
    .selectAll()
    .select((eb) => eb('id', 'in', preferredIds).as('is_preferred'))
    .where((eb) =>
      eb.or([
        eb('id', '=', slots.ownId as number),
        eb('id', 'in', preferredIds),
        eb.and([eb('is_global', '=', 1), eb('is_default', '=', 1)]),
      ]),
    )
    .orderBy('id');
});
