import { effectiveOperations } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { RegisteredTool } from '../tools/tool-registry.js';
import { AgentServiceError } from './agent-service-error.js';
import { operationStatusOf } from './agent-tool-status-reads.js';
import { applyOperationOverrides } from './operation-overrides.js';
import { type OwnedAgentScope, recordChange, registeredTool, withOwnedAgent } from './owned-agent-scope.js';
import { checkToolPlan, type OperationFlagsPatch, type ToolPlanEntry } from './tool-plan.js';
import type { OperationStatus } from './tool-status.js';

export async function enableTool(
  scope: OwnedAgentScope,
  agentId: number,
  toolClass: string,
): Promise<{ readonly changed: boolean }> {
  const tool = registeredTool(scope, toolClass);
  return withOwnedAgent(scope, agentId, async (trx) => {
    const changed = (await insertAgentTools(trx, agentId, [tool])).length > 0;
    if (changed) await recordChange(scope, trx, 'updated', agentId);
    return { changed };
  });
}

export async function disableTool(
  scope: OwnedAgentScope,
  agentId: number,
  toolClass: string,
): Promise<{ readonly changed: boolean }> {
  registeredTool(scope, toolClass);
  return withOwnedAgent(scope, agentId, async (trx) => {
    const { numDeletedRows } = await trx
      .deleteFrom('agent_tools')
      .where('agent_id', '=', agentId)
      .where('tool_class', '=', toolClass)
      .executeTakeFirst();
    const changed = numDeletedRows > 0n;
    if (changed) await recordChange(scope, trx, 'updated', agentId);
    return { changed };
  });
}

export async function setOperationFlags(
  scope: OwnedAgentScope,
  agentId: number,
  toolClass: string,
  operation: string,
  flags: OperationFlagsPatch,
): Promise<void> {
  checkPlan(scope, [{ toolClass, enabled: true, operations: [{ name: operation }] }]);
  await withOwnedAgent(scope, agentId, async (trx) => {
    await applyOperationOverrides(trx, agentId, [{ toolClass, operation, flags }]);
    await recordChange(scope, trx, 'updated', agentId);
  });
}

export async function updateOperationFlags(
  scope: OwnedAgentScope,
  agentId: number,
  toolClass: string,
  operation: string,
  flags: OperationFlagsPatch,
): Promise<OperationStatus> {
  const declared = effectiveOperations(registeredTool(scope, toolClass).metadata);
  if (!declared.some((candidate) => candidate.name === operation))
    throw AgentServiceError.noSuchOperation(toolClass, operation);
  await setOperationFlags(scope, agentId, toolClass, operation, flags);
  return operationStatusOf(scope, agentId, toolClass, operation);
}

export async function resetOperationFlags(
  scope: OwnedAgentScope,
  agentId: number,
  toolClass: string,
  operation?: string,
): Promise<void> {
  await withOwnedAgent(scope, agentId, async (trx) => {
    await trx
      .deleteFrom('agent_tool_operation_overrides')
      .where('agent_id', '=', agentId)
      .where('tool_class', '=', toolClass)
      .$if(operation !== undefined, (query) => query.where('operation', '=', operation as string))
      .execute();
    await recordChange(scope, trx, 'updated', agentId);
  });
}

export async function applyToolPlan(
  scope: OwnedAgentScope,
  agentId: number,
  plan: readonly ToolPlanEntry[],
): Promise<void> {
  checkPlan(scope, plan);
  const enabling = plan
    .filter((entry) => entry.enabled)
    .map((entry) => registeredTool(scope, entry.toolClass));
  const disabling = plan.filter((entry) => !entry.enabled).map((entry) => entry.toolClass);
  await withOwnedAgent(scope, agentId, async (trx) => {
    if (disabling.length > 0) {
      await trx
        .deleteFrom('agent_tools')
        .where('agent_id', '=', agentId)
        .where('tool_class', 'in', disabling)
        .execute();
    }
    await insertAgentTools(trx, agentId, enabling);
    await applyOperationOverrides(
      trx,
      agentId,
      plan.flatMap((entry) =>
        entry.operations.map((operation) => ({
          toolClass: entry.toolClass,
          operation: operation.name,
          flags: operation,
        })),
      ),
    );
    await recordChange(scope, trx, 'updated', agentId);
  });
}

function checkPlan(scope: OwnedAgentScope, plan: readonly ToolPlanEntry[]): void {
  const errors = checkToolPlan(plan, scope.deps.tools);
  if (Object.keys(errors).length > 0) throw AgentServiceError.invalid(errors);
}

/** One multi-row insert; tools already enabled are left alone. Returns the rows that were new. */
function insertAgentTools(trx: Kysely<Database>, agentId: number, tools: readonly RegisteredTool[]) {
  if (tools.length === 0) return Promise.resolve([]);
  const now = nowIso();
  return trx
    .insertInto('agent_tools')
    .values(
      tools.map((tool) => ({
        agent_id: agentId,
        tool_class: tool.toolClass,
        tool_name: tool.metadata.name,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['agent_id', 'tool_class']).doNothing())
    .returning('id')
    .execute();
}
