import type { AvailableTools } from '../tools/agent-directory.js';
import type { ToolStatus } from './tool-status.js';

/**
 * The `get_available_tools` payload (version 2): every registered tool with what the model needs
 * to plan a toolset. Required settings appear as keys only, so no credential leaks.
 */
export function availableToolsPayload(statuses: readonly ToolStatus[]): AvailableTools {
  return {
    version: 2,
    count: statuses.length,
    tools: statuses.map((status) => ({
      tool_class: status.tool.toolClass,
      display_name: status.tool.metadata.displayName,
      description: status.tool.metadata.description,
      plugin_slug: status.tool.pluginSlug,
      enabled: status.enabled,
      ready_to_enable: status.readyToEnable,
      missing_required: [...status.missingRequired],
      operations: status.operations.map((operation) => ({
        name: operation.name,
        description: operation.description,
        enabled: operation.enabled,
        requires_approval: operation.requiresApproval,
      })),
    })),
  };
}
