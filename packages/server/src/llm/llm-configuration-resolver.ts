import { type Kysely, type Selectable, sql } from 'kysely';
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
 * A conversation's own choice (`taskOverride`, the task's `llm_driver_config_id`) stands in for
 * the agent's. A configuration the owner may not use (another user's private one) is skipped. The
 * three tiers are read in one query: a run resolves its configuration before its first model request.
 */
export async function resolveLlmConfiguration(
  db: Kysely<Database>,
  agent: Pick<Agent, 'llm_driver_config_id' | 'user_id'>,
  taskOverride: number | null = null,
): Promise<ResolvedLlmConfiguration | null> {
  const usable = (configuration: LlmConfiguration) =>
    configuration.is_global === 1 || configuration.user_id === agent.user_id;
  const { rows } = await candidatesQuery.execute(db, {
    ownId: taskOverride ?? agent.llm_driver_config_id,
    userId: agent.user_id,
  });
  for (const source of tierOrder) {
    const candidate = rows.find((row) => row.tier === source);
    if (!candidate) continue;
    const { tier: _tier, ...configuration } = candidate;
    if (source === 'global_default' || usable(configuration)) return { configuration, source };
  }
  return null;
}

const tierOrder: readonly LlmConfigurationSource[] = ['agent', 'user_preference', 'global_default'];

/**
 * The three tiers' candidates, each found by its own key and labelled with its tier, compiled
 * once: every run resolves its configuration. (One `where` with `or` and `in` subqueries made
 * SQLite build temporary indexes and sort at every run.) An agent without its own configuration
 * binds a null id, which matches no row.
 */
const candidatesQuery = new PrecompiledQuery<
  { ownId: number | null; userId: number },
  LlmConfiguration & { tier: LlmConfigurationSource }
>((db, slots) =>
  db
    .selectFrom('llm_driver_configurations')
    .selectAll()
    .select(sql.lit<LlmConfigurationSource>('agent').as('tier'))
    .where('id', '=', slots.ownId as number)
    .unionAll(
      db
        .selectFrom('user_preferences')
        .innerJoin(
          'llm_driver_configurations',
          'llm_driver_configurations.id',
          'user_preferences.preferred_llm_config_id',
        )
        .selectAll('llm_driver_configurations')
        .select(sql.lit<LlmConfigurationSource>('user_preference').as('tier'))
        .where('user_preferences.user_id', '=', slots.userId),
    )
    .unionAll(
      db
        .selectFrom('llm_driver_configurations')
        .selectAll()
        .select(sql.lit<LlmConfigurationSource>('global_default').as('tier'))
        .where('is_global', '=', sql.lit(1))
        .where('is_default', '=', sql.lit(1)),
    ),
);
