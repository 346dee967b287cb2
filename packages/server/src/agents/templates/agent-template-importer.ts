import type { JsonValue } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Agent, Database, DatabaseEngine } from '../../db/index.js';
import type { FieldEncryption } from '../../secrets/index.js';
import { hasValue, settingsSubjectOf, ToolSettingsCascade } from '../../settings/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import type { AgentChangeRecorder } from '../agent-change.js';
import { AgentService } from '../agent-service.js';
import { AgentServiceError } from '../agent-service-error.js';
import type { OperationPlan, ToolPlanEntry } from '../tool-plan.js';
import { declaredDefaultsReader } from '../tool-settings-reader.js';
import type { AgentTemplate, AgentTemplateOperation, AgentTemplateTool } from './agent-template-schema.js';
import type { CheckedTemplate, ResolvedTemplateTool } from './agent-template-validator.js';

export interface AgentTemplateImportDependencies {
  readonly database: { readonly db: Kysely<Database>; readonly engine: DatabaseEngine };
  readonly tools: ToolRegistry;
  /** Needed to open the settings cascade inside the import's transaction; templates hold no secrets. */
  readonly encryption: FieldEncryption;
  readonly agentChanges?: AgentChangeRecorder;
}

/** An enabled tool of the new agent and what the template set on it. */
export interface ImportedTool {
  readonly toolClass: string;
  readonly toolName: string;
  readonly operationsApplied: readonly string[];
  readonly settingsApplied: readonly string[];
}

export interface ImportedAgent {
  readonly agent: Agent;
  readonly toolsEnabled: readonly ImportedTool[];
}

/**
 * Creates the agent a checked template describes, for `ownerUserId`, in one transaction: the
 * agent row, its tools (enabled or not), their operation flags and the agent's own settings are
 * all written, or, if anything fails, none of them. The agent services are opened on that
 * transaction, so every rule they enforce holds here too.
 */
export async function importCheckedTemplate(
  deps: AgentTemplateImportDependencies,
  ownerUserId: number,
  { template, tools }: CheckedTemplate,
): Promise<ImportedAgent> {
  const agent = await deps.database.db.transaction().execute(async (trx) => {
    const database = { db: trx, engine: deps.database.engine };
    const agents = new AgentService(
      {
        database,
        tools: deps.tools,
        settings: declaredDefaultsReader,
        ...(deps.agentChanges && { changes: deps.agentChanges }),
      },
      ownerUserId,
    );
    const created = await agents.createAgent(agentFieldsOf(template), 'operator');
    if (tools.length > 0) await agents.applyToolPlan(created.id, tools.map(planEntryOf));
    const settings = new ToolSettingsCascade(database, deps.encryption);
    for (const { entry, tool, index } of tools) {
      const values = settingsOf(entry);
      if (Object.keys(values).length === 0) continue;
      const saved = await settings.setAgent(created.id, settingsSubjectOf(tool), values);
      if (!saved.ok) {
        throw AgentServiceError.invalid(
          Object.fromEntries(
            Object.entries(saved.error.fieldErrors).map(([key, reason]) => [
              `tools[${index}].settings.${key}`,
              reason,
            ]),
          ),
        );
      }
    }
    return created;
  });
  return {
    agent,
    toolsEnabled: tools
      .filter(({ entry }) => entry.enabled)
      .map(({ entry, tool }) => ({
        toolClass: tool.toolClass,
        toolName: tool.llmName,
        operationsApplied: (entry.operations ?? []).filter(setsAFlag).map((operation) => operation.name),
        settingsApplied: Object.keys(settingsOf(entry)),
      })),
  };
}

/**
 * The agent's fields. Without its own description the agent takes the template's; empty texts
 * are left unset, as an agent created without them.
 */
function agentFieldsOf(template: AgentTemplate): Record<string, unknown> {
  const block = template.agent;
  const description = block.description || template.description;
  return {
    name: template.name,
    ...(description ? { description } : {}),
    ...(block.system_prompt ? { system_prompt: block.system_prompt } : {}),
    ...(block.notes ? { notes: block.notes } : {}),
    ...(block.max_steps === undefined ? {} : { max_steps: block.max_steps }),
    ...(block.allow_followup === undefined ? {} : { allow_followup: block.allow_followup }),
    ...(block.pause_at_step_limit === undefined ? {} : { pause_at_step_limit: block.pause_at_step_limit }),
    ...(block.reconcile_uncertain_calls === undefined
      ? {}
      : { reconcile_uncertain_calls: block.reconcile_uncertain_calls }),
    ...(block.retry_after_minutes === undefined ? {} : { retry_after_minutes: block.retry_after_minutes }),
    ...(block.max_retries === undefined ? {} : { max_retries: block.max_retries }),
  };
}

function planEntryOf({ entry, tool }: ResolvedTemplateTool): ToolPlanEntry {
  return {
    toolClass: tool.toolClass,
    enabled: entry.enabled,
    operations: (entry.operations ?? []).map((operation): OperationPlan => {
      const plan: { name: string; enabled?: boolean; requiresApproval?: boolean } = { name: operation.name };
      if (operation.enabled !== undefined) plan.enabled = operation.enabled;
      if (operation.requires_approval !== undefined) plan.requiresApproval = operation.requires_approval;
      return plan;
    }),
  };
}

function setsAFlag(operation: AgentTemplateOperation): boolean {
  return operation.enabled !== undefined || operation.requires_approval !== undefined;
}

/** The settings an entry sets; empty values mean "inherit", which a new agent does anyway. */
function settingsOf(entry: AgentTemplateTool): Record<string, JsonValue> {
  const values: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(entry.settings ?? {})) if (hasValue(value)) values[key] = value;
  return values;
}
