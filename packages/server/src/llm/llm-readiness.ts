import type { EffectiveSettings, JsonValue } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Agent, Database } from '../db/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import { missingRequired } from '../settings/index.js';
import type { LlmDriverRegistry } from './driver-registry.js';
import type { LlmConfiguration, LlmConfigurationSource } from './llm-configuration-resolver.js';
import { readDriverSettings } from './read-driver-settings.js';

/** Why an agent cannot run: no configuration reaches it, or the one that does is broken. */
export type LlmProblemCode =
  | 'NOT_CONFIGURED'
  | 'DRIVER_NOT_INSTALLED'
  | 'SETTINGS_MISSING'
  | 'SETTINGS_UNREADABLE';

/**
 * Whether an agent's tasks can reach a model, and through which tier (agent → its owner's
 * preference → the global default). `ready` means a run would build its driver.
 */
export interface LlmReadiness {
  readonly status: 'ready' | 'unusable' | 'not_configured';
  readonly source: LlmConfigurationSource | null;
  readonly configuration: {
    readonly id: number;
    readonly name: string;
    readonly driver_class: string;
    readonly driver_display_name: string | null;
  } | null;
  readonly problem: {
    readonly code: LlmProblemCode;
    readonly message: string;
    /** Required driver settings with no value (for `SETTINGS_MISSING`). */
    readonly missing_settings: readonly string[];
  } | null;
}

type AgentRef = Pick<Agent, 'id' | 'llm_driver_config_id' | 'user_id'>;

export interface LlmReadinessServices {
  readonly db: Kysely<Database>;
  readonly drivers: LlmDriverRegistry;
  readonly encryption: FieldEncryption;
}

/**
 * The readiness of each of one owner's agents, resolved the way a run resolves it
 * (`resolveLlmConfiguration`), in at most three queries however many agents there are.
 */
export async function llmReadinessOf(
  services: LlmReadinessServices,
  ownerUserId: number,
  agents: readonly AgentRef[],
): Promise<ReadonlyMap<number, LlmReadiness>> {
  const { db } = services;
  const usable = (configuration: LlmConfiguration | undefined): configuration is LlmConfiguration =>
    configuration !== undefined && (configuration.is_global === 1 || configuration.user_id === ownerUserId);
  const ownIds = [...new Set(agents.flatMap((agent) => agent.llm_driver_config_id ?? []))];
  const own = new Map(
    ownIds.length === 0
      ? []
      : (
          await db.selectFrom('llm_driver_configurations').selectAll().where('id', 'in', ownIds).execute()
        ).map((configuration) => [configuration.id, configuration]),
  );
  const ownOf = (agent: AgentRef) =>
    agent.llm_driver_config_id === null ? undefined : own.get(agent.llm_driver_config_id);
  let fallback: { configuration: LlmConfiguration; source: LlmConfigurationSource } | null = null;
  if (agents.some((agent) => !usable(ownOf(agent)))) {
    const preferred = await db
      .selectFrom('user_preferences')
      .innerJoin(
        'llm_driver_configurations',
        'llm_driver_configurations.id',
        'user_preferences.preferred_llm_config_id',
      )
      .selectAll('llm_driver_configurations')
      .where('user_preferences.user_id', '=', ownerUserId)
      .executeTakeFirst();
    if (usable(preferred)) fallback = { configuration: preferred, source: 'user_preference' };
    else {
      const globalDefault = await db
        .selectFrom('llm_driver_configurations')
        .selectAll()
        .where('is_global', '=', 1)
        .where('is_default', '=', 1)
        .executeTakeFirst();
      if (globalDefault) fallback = { configuration: globalDefault, source: 'global_default' };
    }
  }
  const checked = new Map<number, Pick<LlmReadiness, 'status' | 'problem'>>();
  const check = (configuration: LlmConfiguration) => {
    let result = checked.get(configuration.id);
    if (result === undefined) {
      result = checkConfiguration(services, configuration);
      checked.set(configuration.id, result);
    }
    return result;
  };
  const readiness = new Map<number, LlmReadiness>();
  for (const agent of agents) {
    const candidate = ownOf(agent);
    const resolved = usable(candidate) ? { configuration: candidate, source: 'agent' as const } : fallback;
    if (resolved === null) {
      readiness.set(agent.id, notConfigured);
      continue;
    }
    const { configuration, source } = resolved;
    readiness.set(agent.id, {
      ...check(configuration),
      source,
      configuration: {
        id: configuration.id,
        name: configuration.name,
        driver_class: configuration.driver_class,
        driver_display_name: services.drivers.get(configuration.driver_class)?.displayName ?? null,
      },
    });
  }
  return readiness;
}

const notConfigured: LlmReadiness = {
  status: 'not_configured',
  source: null,
  configuration: null,
  problem: {
    code: 'NOT_CONFIGURED',
    message:
      'No LLM configuration reaches this agent: choose one for it, set your preferred configuration under Settings → Models (/settings/models), or ask an administrator for a global default.',
    missing_settings: [],
  },
};

function checkConfiguration(
  { drivers, encryption }: LlmReadinessServices,
  configuration: LlmConfiguration,
): Pick<LlmReadiness, 'status' | 'problem'> {
  const unusable = (code: LlmProblemCode, message: string, missing: readonly string[] = []) => ({
    status: 'unusable' as const,
    problem: { code, message, missing_settings: missing },
  });
  const driver = drivers.get(configuration.driver_class);
  if (!driver) {
    return unusable(
      'DRIVER_NOT_INSTALLED',
      `LLM configuration "${configuration.name}" uses driver ${configuration.driver_class}, which is not installed.`,
    );
  }
  let settings: EffectiveSettings;
  try {
    settings = readDriverSettings(configuration, driver.settings, encryption);
  } catch (error) {
    return unusable('SETTINGS_UNREADABLE', error instanceof Error ? error.message : String(error));
  }
  const withDefaults: Record<string, JsonValue> = Object.fromEntries(
    driver.settings.map((declaration) => [
      declaration.key,
      (settings[declaration.key] ?? declaration.default ?? null) as JsonValue,
    ]),
  );
  const missing = missingRequired(driver.settings, withDefaults);
  if (missing.length > 0) {
    return unusable(
      'SETTINGS_MISSING',
      `LLM configuration "${configuration.name}" lacks required settings: ${missing.join(', ')}.`,
      missing,
    );
  }
  return { status: 'ready', problem: null };
}
