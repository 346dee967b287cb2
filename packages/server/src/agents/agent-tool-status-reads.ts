import { missingRequired, settingsSubjectOf } from '../settings/index.js';
import type { RegisteredTool } from '../tools/tool-registry.js';
import { AgentServiceError } from './agent-service-error.js';
import { getOwnedAgent, type OwnedAgentScope, registeredTool } from './owned-agent-scope.js';
import {
  type OperationStatus,
  resolveToolStatus,
  type StoredOperationFlags,
  type ToolStatus,
} from './tool-status.js';

export async function toolStatusForAgent(scope: OwnedAgentScope, agentId: number): Promise<ToolStatus[]> {
  const { db } = scope.deps.database;
  await getOwnedAgent(scope, agentId);
  const [enabledRows, overrideRows] = await Promise.all([
    db.selectFrom('agent_tools').select('tool_class').where('agent_id', '=', agentId).execute(),
    db
      .selectFrom('agent_tool_operation_overrides')
      .select(['tool_class', 'operation', 'enabled', 'requires_approval'])
      .where('agent_id', '=', agentId)
      .execute(),
  ]);
  const enabled = new Set(enabledRows.map((row) => row.tool_class));
  const stored = new Map<string, StoredOperationFlags>(
    overrideRows.map((row) => [`${row.tool_class}\u0000${row.operation}`, storedFlags(row)]),
  );
  const tools = scope.deps.tools.listFor(scope.ownerUserId);
  const missing = await Promise.all(tools.map((tool) => missingRequiredFor(scope, tool, agentId)));
  return tools.map((tool, index) =>
    resolveToolStatus(
      tool,
      enabled.has(tool.toolClass),
      (operation) => stored.get(`${tool.toolClass}\u0000${operation}`),
      missing[index] ?? [],
    ),
  );
}

export async function toolStatusOf(
  scope: OwnedAgentScope,
  agentId: number,
  toolClass: string,
): Promise<ToolStatus> {
  const { db } = scope.deps.database;
  const tool = registeredTool(scope, toolClass);
  await getOwnedAgent(scope, agentId);
  const [enabled, overrideRows, missing] = await Promise.all([
    db
      .selectFrom('agent_tools')
      .select('id')
      .where('agent_id', '=', agentId)
      .where('tool_class', '=', toolClass)
      .executeTakeFirst(),
    db
      .selectFrom('agent_tool_operation_overrides')
      .select(['operation', 'enabled', 'requires_approval'])
      .where('agent_id', '=', agentId)
      .where('tool_class', '=', toolClass)
      .execute(),
    missingRequiredFor(scope, tool, agentId),
  ]);
  const stored = new Map(overrideRows.map((row) => [row.operation, storedFlags(row)]));
  return resolveToolStatus(tool, enabled !== undefined, (operation) => stored.get(operation), missing);
}

export async function operationStatusOf(
  scope: OwnedAgentScope,
  agentId: number,
  toolClass: string,
  operation: string,
): Promise<OperationStatus> {
  const status = (await toolStatusOf(scope, agentId, toolClass)).operations.find(
    (candidate) => candidate.name === operation,
  );
  if (!status) throw AgentServiceError.noSuchOperation(toolClass, operation);
  return status;
}

async function missingRequiredFor(
  scope: OwnedAgentScope,
  tool: RegisteredTool,
  agentId: number,
): Promise<string[]> {
  // Most tools require nothing: skip the settings reads for them.
  if (!tool.metadata.settings.some((setting) => setting.required)) return [];
  const subject = settingsSubjectOf(tool);
  const resolved = await scope.deps.settings.presentEffectiveSettings(subject, agentId, scope.ownerUserId);
  const values = Object.fromEntries(Object.entries(resolved).map(([key, setting]) => [key, setting.value]));
  return missingRequired(subject.declarations, values);
}

function storedFlags(row: {
  readonly enabled: 0 | 1 | null;
  readonly requires_approval: 0 | 1 | null;
}): StoredOperationFlags {
  return {
    enabled: row.enabled === null ? null : row.enabled === 1,
    requiresApproval: row.requires_approval === null ? null : row.requires_approval === 1,
  };
}
