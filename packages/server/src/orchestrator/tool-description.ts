import { getDeclaredSettings, type PrincipalContext } from '@spora/sdk';
import type { Logger } from '../logging/logger.js';
import { describeForModel, referencedAgentIds } from '../settings/index.js';
import type { RegisteredTool } from '../tools/index.js';
import type { ToolDescriber } from './agent-toolset.js';
import type { ToolEnvironment } from './tool-execution.js';

/**
 * Tool descriptions for one agent: each tool's description, followed by its `[Effective
 * Configuration]` block when it exposes settings to the model. Settings that cannot be read
 * (a secret that no longer decrypts) leave the plain description and a log line.
 */
export function describeToolsFor(
  environment: ToolEnvironment,
  agentId: number,
  principal: PrincipalContext,
  logger: Logger,
): ToolDescriber {
  return async (registered: RegisteredTool) => {
    const { description } = registered.metadata;
    const declarations = getDeclaredSettings(
      registered.instance.constructor as abstract new (
        ...args: never[]
      ) => unknown,
    );
    if (!declarations.some((declaration) => declaration.exposeToLlm)) return description;
    try {
      const effective = await environment.settingsFor(registered, agentId, principal);
      const ids = referencedAgentIds(declarations, effective);
      const owner = principal.ownerUserId;
      const names =
        ids.length > 0 && environment.agentNames !== undefined && typeof owner === 'number'
          ? await environment.agentNames(ids, owner)
          : new Map<number, string>();
      return describeForModel(description, declarations, effective, names);
    } catch (error) {
      logger.warn({ err: error, toolClass: registered.toolClass }, 'settings of a tool could not be read');
      return description;
    }
  };
}
