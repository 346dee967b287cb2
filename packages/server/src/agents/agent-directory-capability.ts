import type { Kysely } from 'kysely';
import type { Database, DatabaseEngine } from '../db/index.js';
import type { CoreCapabilitySite } from '../orchestrator/index.js';
import type { AgentDirectory } from '../tools/agent-directory.js';
import { AgentTool } from '../tools/builtin/agent-tool.js';
import type { ToolRegistry } from '../tools/tool-registry.js';
import type { AgentChangeRecorder } from './agent-change.js';
import { AgentDirectoryService } from './agent-directory-service.js';
import { AgentService } from './agent-service.js';
import type { PluginIconLookup } from './tool-icon.js';
import type { ToolSettingsReader } from './tool-settings-reader.js';

export interface AgentDirectoryCapabilityOptions {
  /** Effective settings, to tell which tools still miss required configuration. */
  readonly settings: ToolSettingsReader;
  /** Plugin icons for tools that declare none; without it such tools have no icon. */
  readonly pluginIconFor?: PluginIconLookup;
  /** Live updates of the agents the model creates and changes. */
  readonly changes?: AgentChangeRecorder;
}

/** The agent tool's identity in the registry: only the operator hands it to an agent. */
const operatorOnlyToolClasses: ReadonlySet<string> = new Set([`core/${AgentTool.name}`]);

/**
 * A `ToolEnvironment.coreCapabilities` provider: each core tool call receives an
 * `agentDirectory` bound to the calling agent and its owner. A call whose agent has no resolvable
 * owner receives none, so nothing can be done for an unknown user.
 */
export function createAgentDirectoryCapability(
  database: { readonly db: Kysely<Database>; readonly engine: DatabaseEngine },
  tools: ToolRegistry,
  options: AgentDirectoryCapabilityOptions,
): (site: CoreCapabilitySite) => { readonly agentDirectory?: AgentDirectory } {
  const pluginIconFor = options.pluginIconFor ?? (() => null);
  return (site) => {
    if (!site.principal.isResolvable()) return {};
    const agents = new AgentService(
      { database, tools, settings: options.settings, ...(options.changes && { changes: options.changes }) },
      site.principal.state.ownerUserId,
    );
    return {
      agentDirectory: new AgentDirectoryService(
        agents,
        tools,
        site.agentId,
        pluginIconFor,
        operatorOnlyToolClasses,
      ),
    };
  };
}
