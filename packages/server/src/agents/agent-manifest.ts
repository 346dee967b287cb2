import type { Agent } from '../db/index.js';
import type { AgentManifest } from '../tools/agent-directory.js';
import { type PluginIconLookup, resolveToolIcon } from './tool-icon.js';
import type { ToolStatus } from './tool-status.js';

/** An agent and its toolset in the slim shape the model verifies a configuration with. */
export function buildAgentManifest(
  agent: Agent,
  statuses: readonly ToolStatus[],
  pluginIconFor: PluginIconLookup,
): AgentManifest {
  const missing = statuses.filter((status) => status.enabled && status.missingRequired.length > 0);
  return {
    agent_id: agent.id,
    name: agent.name,
    description: agent.description,
    system_prompt: agent.system_prompt,
    max_steps: agent.max_steps,
    allow_followup: agent.allow_followup === 1,
    retry_after_minutes: agent.retry_after_minutes,
    max_retries: agent.max_retries,
    is_pinned: agent.is_pinned === 1,
    is_archived: agent.is_archived === 1,
    is_favorite: agent.is_favorite === 1,
    tools: statuses.map((status) => ({
      tool_class: status.tool.toolClass,
      icon: resolveToolIcon(status.tool, pluginIconFor),
      enabled: status.enabled,
      operations: status.operations.map((operation) => ({
        name: operation.name,
        enabled: operation.enabled,
        requires_approval: operation.requiresApproval,
      })),
    })),
    missing_required: missing.map((status) => ({
      tool_class: status.tool.toolClass,
      keys: [...status.missingRequired],
    })),
    warnings: missing.map(
      (status) =>
        `${status.tool.toolClass} is enabled but cannot work until the operator sets: ${status.missingRequired.join(', ')}.`,
    ),
  };
}
