import type { Schema } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';

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
      ? { config: null, explanation: i18n.t('agents:llm.resolution.chooseOwn') }
      : { config: own, explanation: i18n.t('agents:llm.resolution.own', { label: labelOf(own) }) };
  }
  if (choice === 'global_default')
    return globalDefault === null
      ? { config: null, explanation: i18n.t('agents:llm.resolution.noGlobalDefault') }
      : {
          config: globalDefault,
          explanation: i18n.t('agents:llm.resolution.globalDefault', { label: labelOf(globalDefault) }),
        };
  if (preference !== null)
    return {
      config: preference,
      explanation: i18n.t('agents:llm.resolution.preferred', { label: labelOf(preference) }),
    };
  if (globalDefault !== null)
    return {
      config: globalDefault,
      explanation: i18n.t('agents:llm.resolution.fallbackToDefault', { label: labelOf(globalDefault) }),
    };
  return {
    config: null,
    explanation: i18n.t('agents:llm.resolution.nothing'),
  };
}

export function labelOf(config: LlmConfig): string {
  const driver = config.driver_display_name ?? config.driver_name ?? config.driver_class;
  return config.is_global
    ? i18n.t('agents:llm.labelShared', { name: config.name, driver })
    : i18n.t('agents:llm.label', { name: config.name, driver });
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
