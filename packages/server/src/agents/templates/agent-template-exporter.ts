import { effectiveOperations, type JsonValue } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Agent, Database } from '../../db/index.js';
import { hasValue, settingsSubjectOf, type ToolSettingsCascade } from '../../settings/index.js';
import type { RegisteredTool, ToolRegistry } from '../../tools/index.js';
import type { AgentService } from '../agent-service.js';
import type {
  AgentTemplate,
  AgentTemplateOperation,
  AgentTemplateSettingValue,
  AgentTemplateTool,
} from './agent-template-schema.js';
import { type TemplateIssue, templateInfo } from './template-issue.js';

export interface AgentTemplateExportDependencies {
  readonly db: Kysely<Database>;
  readonly tools: ToolRegistry;
  readonly settings: ToolSettingsCascade;
}

export interface AgentTemplateExport {
  readonly template: AgentTemplate;
  /** What was left out, and why: secrets above all. */
  readonly info: readonly TemplateIssue[];
}

export const exportedTemplateVersion = '1.0.0';

/**
 * One of the owner's agents as a template that imports into the same agent: its fields (notes
 * included), every tool that is enabled or carries operation flags or settings of its own, those
 * flags, and its own non-secret settings. Password settings are never exported, not even masked:
 * each one set is named in `info`. Settings inherited from the owner or the server stay behind,
 * and so do the model configuration and the dashboard flags, which belong to an installation.
 */
export async function exportAgentTemplate(
  deps: AgentTemplateExportDependencies,
  agents: AgentService,
  agentId: number,
): Promise<AgentTemplateExport> {
  const agent = await agents.getAgent(agentId);
  const [enabledRows, flagRows, settingsRows] = await Promise.all([
    agents.enabledToolsOf([agentId]),
    deps.db
      .selectFrom('agent_tool_operation_overrides')
      .select(['tool_class', 'operation', 'enabled', 'requires_approval'])
      .where('agent_id', '=', agentId)
      .orderBy('id')
      .execute(),
    deps.db
      .selectFrom('agent_tool_overrides')
      .select('tool_class')
      .where('agent_id', '=', agentId)
      .orderBy('id')
      .execute(),
  ]);
  const enabled = new Set((enabledRows.get(agentId) ?? []).map((row) => row.toolClass));
  // Enabled tools first, in the order they were enabled; then the others that carry something.
  const toolClasses = [
    ...new Set([
      ...enabled,
      ...flagRows.map((row) => row.tool_class),
      ...settingsRows.map((row) => row.tool_class),
    ]),
  ];
  const withSettings = new Set(settingsRows.map((row) => row.tool_class));
  const info: TemplateIssue[] = [];
  const tools: AgentTemplateTool[] = [];
  for (const [index, toolClass] of toolClasses.entries()) {
    const tool = deps.tools.get(toolClass);
    const path = `tools[${index}]`;
    const operations = operationsOf(
      tool,
      toolClass,
      flagRows.filter((row) => row.tool_class === toolClass),
      path,
      info,
    );
    const settings = withSettings.has(toolClass)
      ? await settingsOf(deps.settings, tool, toolClass, agentId, path, info)
      : {};
    tools.push({
      tool_class: toolClass,
      enabled: enabled.has(toolClass),
      ...(operations.length > 0 ? { operations } : {}),
      ...(Object.keys(settings).length > 0 ? { settings } : {}),
    });
  }
  const plugins = [...new Set(toolClasses.map((toolClass) => pluginOf(deps.tools.get(toolClass), toolClass)))]
    .filter((slug): slug is string => slug !== null)
    .sort();
  return {
    template: {
      id: templateIdFor(agent.name),
      name: agent.name,
      version: exportedTemplateVersion,
      agent: agentBlockOf(agent),
      ...(tools.length > 0 ? { tools } : {}),
      ...(plugins.length > 0 ? { required_plugins: plugins } : {}),
    },
    info,
  };
}

function agentBlockOf(agent: Agent): AgentTemplate['agent'] {
  return {
    ...(agent.description === null ? {} : { description: agent.description }),
    ...(agent.system_prompt === null ? {} : { system_prompt: agent.system_prompt }),
    ...(agent.notes === null ? {} : { notes: agent.notes }),
    max_steps: agent.max_steps,
    allow_followup: agent.allow_followup === 1,
    // Written only when it is not the default, so templates of pausing agents stay as they were.
    ...(agent.pause_at_step_limit === 1 ? {} : { pause_at_step_limit: false }),
    ...(agent.reconcile_uncertain_calls === 1 ? {} : { reconcile_uncertain_calls: false }),
    retry_after_minutes: agent.retry_after_minutes,
    max_retries: agent.max_retries,
  };
}

/** The flags the agent overrides; a tool that no longer declares an operation drops its flags. */
function operationsOf(
  tool: RegisteredTool | undefined,
  toolClass: string,
  rows: readonly { operation: string; enabled: 0 | 1 | null; requires_approval: 0 | 1 | null }[],
  path: string,
  info: TemplateIssue[],
): AgentTemplateOperation[] {
  const declared = tool ? effectiveOperations(tool.metadata).map((operation) => operation.name) : null;
  const position = (name: string) => declared?.indexOf(name) ?? 0;
  const operations: AgentTemplateOperation[] = [];
  for (const row of rows) {
    if (row.enabled === null && row.requires_approval === null) continue;
    if (declared && !declared.includes(row.operation)) {
      info.push(
        templateInfo(
          'OPERATION_OMITTED',
          `${toolClass} no longer declares "${row.operation}"; its flags were not exported.`,
          `${path}.operations`,
        ),
      );
      continue;
    }
    operations.push({
      name: row.operation,
      ...(row.enabled === null ? {} : { enabled: row.enabled === 1 }),
      ...(row.requires_approval === null ? {} : { requires_approval: row.requires_approval === 1 }),
    });
  }
  return operations.sort((a, b) => position(a.name) - position(b.name) || a.name.localeCompare(b.name));
}

/** The agent's own settings, read masked (nothing is decrypted), secrets left out and named. */
async function settingsOf(
  cascade: ToolSettingsCascade,
  tool: RegisteredTool | undefined,
  toolClass: string,
  agentId: number,
  path: string,
  info: TemplateIssue[],
): Promise<Record<string, AgentTemplateSettingValue>> {
  if (!tool) {
    // Without the declarations there is no telling secrets apart, so nothing leaves.
    info.push(
      templateInfo(
        'SETTINGS_OMITTED',
        `${toolClass} is not installed here, so its settings were not exported.`,
        `${path}.settings`,
      ),
    );
    return {};
  }
  const subject = settingsSubjectOf(tool);
  const stored = await cascade.readLayer({ layer: 'agent', agentId }, subject);
  const settings: Record<string, AgentTemplateSettingValue> = {};
  for (const declaration of subject.declarations) {
    const value = stored[declaration.key];
    if (!hasValue(value)) continue;
    if (declaration.type === 'password') {
      info.push(
        templateInfo(
          'SECRET_SETTING_OMITTED',
          `${declaration.label} of ${toolClass} is a secret and was not exported; set it again after importing.`,
          `${path}.settings.${declaration.key}`,
        ),
      );
    } else if (isTemplateSettingValue(value)) {
      settings[declaration.key] = value;
    } else {
      info.push(
        templateInfo(
          'SETTINGS_OMITTED',
          `${declaration.label} of ${toolClass} holds a value a template cannot express; it was not exported.`,
          `${path}.settings.${declaration.key}`,
        ),
      );
    }
  }
  return settings;
}

function isTemplateSettingValue(value: JsonValue | undefined): value is AgentTemplateSettingValue {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  return (
    Array.isArray(value) && value.every((entry) => typeof entry === 'string' || typeof entry === 'number')
  );
}

function pluginOf(tool: RegisteredTool | undefined, toolClass: string): string | null {
  if (tool) return tool.pluginSlug;
  const separator = toolClass.indexOf('/');
  const origin = separator > 0 ? toolClass.slice(0, separator) : 'core';
  return origin === 'core' ? null : origin;
}

/** `Research Helper` → `research-helper`, as a bare template slug. */
function templateIdFor(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 64)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'exported-agent' : slug;
}
