import type { Schema } from '../../api/api-types';

export type LlmConfig = Schema<'LlmConfig'>;

/**
 * Where an agent's model configuration comes from, as a person chooses it. The API stores one
 * field, `llm_driver_config_id`: null follows the owner's preference and then the global default;
 * an id is the agent's own choice. "The global default" is stored as the default's id, so it stays
 * on that configuration if an administrator later makes another one the default.
 */
export type LlmChoice = 'preferred' | 'global_default' | 'own';

export interface LlmChoiceContext {
  readonly configs: readonly LlmConfig[];
  readonly preference: LlmConfig | null;
}

export function globalDefaultOf(configs: readonly LlmConfig[]): LlmConfig | null {
  return configs.find((config) => config.is_global && config.is_default) ?? null;
}

export function choiceOf(agentConfigId: number | null, configs: readonly LlmConfig[]): LlmChoice {
  if (agentConfigId === null) return 'preferred';
  return globalDefaultOf(configs)?.id === agentConfigId ? 'global_default' : 'own';
}

/** What a choice resolves to, in the order the server resolves it, and in words. */
export interface LlmResolution {
  readonly config: LlmConfig | null;
  readonly explanation: string;
}

export function resolutionOf(
  choice: LlmChoice,
  ownConfigId: number | null,
  { configs, preference }: LlmChoiceContext,
): LlmResolution {
  const globalDefault = globalDefaultOf(configs);
  if (choice === 'own') {
    const own = configs.find((config) => config.id === ownConfigId) ?? null;
    return own === null
      ? { config: null, explanation: 'Choose one of the configurations you may use.' }
      : { config: own, explanation: `Uses ${labelOf(own)}.` };
  }
  if (choice === 'global_default')
    return globalDefault === null
      ? { config: null, explanation: 'There is no global default on this server yet.' }
      : {
          config: globalDefault,
          explanation: `Uses ${labelOf(globalDefault)}, today’s global default; it stays on it if the default changes.`,
        };
  if (preference !== null)
    return { config: preference, explanation: `Uses your preferred configuration, ${labelOf(preference)}.` };
  if (globalDefault !== null)
    return {
      config: globalDefault,
      explanation: `You have no preferred configuration, so it uses the global default, ${labelOf(globalDefault)}.`,
    };
  return {
    config: null,
    explanation: 'You have no preferred configuration and there is no global default, so tasks would fail.',
  };
}

export function labelOf(config: LlmConfig): string {
  const driver = config.driver_display_name ?? config.driver_name ?? config.driver_class;
  return `“${config.name}” (${driver}${config.is_global ? ', shared' : ''})`;
}

/** The PATCH value of `llm_driver_config_id` for a choice; undefined while "own" has no pick yet. */
export function configIdFor(
  choice: LlmChoice,
  ownConfigId: number | null,
  configs: readonly LlmConfig[],
): number | null | undefined {
  if (choice === 'preferred') return null;
  if (choice === 'global_default') return globalDefaultOf(configs)?.id;
  return ownConfigId ?? undefined;
}
