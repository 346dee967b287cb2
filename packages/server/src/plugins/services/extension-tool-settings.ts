import type {
  EffectiveToolSetting,
  ExtensionServiceResult,
  ToolSettingsReader,
  UserToolSettingsReader,
} from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { settingsSubjectOf, type ToolSettingsCascade } from '../../settings/index.js';
import { accessCovers, agentWithAccess } from '../../teams/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import { assertActingUser } from './acting-user.js';
import { assertId, ServiceRefusal, serviceResult } from './service-refusal.js';

export interface ToolSettingsReaderDependencies {
  readonly db: Kysely<Database>;
  readonly tools: ToolRegistry;
  readonly settings: ToolSettingsCascade;
}

/**
 * `core.tool_settings`: another tool's settings for an agent, as the agent's settings form shows
 * them. Passwords stay encrypted and read `***`: an extension that needs a secret declares its
 * own setting, so the operator decides what it receives.
 */
export class ExtensionToolSettings implements ToolSettingsReader {
  constructor(private readonly deps: ToolSettingsReaderDependencies) {}

  forUser(userId: number): UserToolSettingsReader {
    const { db, tools, settings } = this.deps;
    return {
      userId,
      effective: (
        agentId: number,
        toolClass: string,
      ): Promise<ExtensionServiceResult<Readonly<Record<string, EffectiveToolSetting>>>> =>
        serviceResult(async () => {
          await assertActingUser(db, userId);
          assertId(agentId, 'Agent');
          const reached = await agentWithAccess(db, userId, agentId);
          if (reached === null) {
            throw new ServiceRefusal('NOT_FOUND', `Agent #${agentId} not found.`, { agentId });
          }
          // As the API: the settings are read by those who may change them.
          if (!accessCovers(reached.access, 'configure')) {
            throw new ServiceRefusal(
              'FORBIDDEN',
              `Agent "${reached.agent.name}" is shared with you to use; only its owner and members given configure access read its settings.`,
              { agentId, access: reached.access },
            );
          }
          const tool = tools.getFor(reached.agent.user_id, toolClass);
          if (tool === undefined) {
            throw new ServiceRefusal('NOT_FOUND', `Tool ${toolClass} not found.`, { toolClass });
          }
          return settings.presentEffectiveSettings(settingsSubjectOf(tool), agentId, reached.agent.user_id);
        }),
    };
  }
}
