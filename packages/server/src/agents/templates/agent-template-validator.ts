import { effectiveOperations, type JsonValue } from '@spora/sdk';
import { hasValue, missingRequired, settingsSubjectOf, validateSettingValue } from '../../settings/index.js';
import type { RegisteredTool, ToolRegistry } from '../../tools/index.js';
import type { ToolSettingsReader } from '../tool-settings-reader.js';
import type { AgentTemplate, AgentTemplateTool } from './agent-template-schema.js';
import { type TemplateIssue, templateError, templateWarning } from './template-issue.js';
import { checkTemplateSchema } from './template-schema-check.js';
import { resolveToolReference } from './tool-reference.js';

export interface AgentTemplateValidatorDependencies {
  readonly tools: ToolRegistry;
  /** Effective settings, to tell which tools still need configuration; read masked, never decrypted. */
  readonly settings: ToolSettingsReader;
  /** Slugs of the plugins installed here; plugins that registered tools count without being named. */
  readonly knownPluginSlugs: () => readonly string[];
}

/** A template entry whose tool is registered here. */
export interface ResolvedTemplateTool {
  /** The entry's position in `tools[]`. */
  readonly index: number;
  readonly entry: AgentTemplateTool;
  readonly tool: RegisteredTool;
}

/** A template that passed validation, with its tools as this server has them. */
export interface CheckedTemplate {
  readonly template: AgentTemplate;
  /** Entries of tools from plugins that are not installed are left out (each has a warning). */
  readonly tools: readonly ResolvedTemplateTool[];
}

export interface TemplateValidation {
  readonly valid: boolean;
  readonly errors: readonly TemplateIssue[];
  readonly warnings: readonly TemplateIssue[];
  /** `null` when there are errors. */
  readonly checked: CheckedTemplate | null;
}

/**
 * Checks a template against the schema and against this server: every tool, operation and setting
 * must exist, no setting may be a secret, and missing plugins, prompts and tool configuration are
 * reported as warnings. Readiness is judged for the user who would import the template (their
 * own settings count), or for no one in particular when `ownerUserId` is null.
 */
export class AgentTemplateValidator {
  constructor(private readonly deps: AgentTemplateValidatorDependencies) {}

  async validate(raw: unknown, ownerUserId: number | null): Promise<TemplateValidation> {
    const schema = checkTemplateSchema(raw);
    if (!schema.ok) return { valid: false, errors: schema.error, warnings: [], checked: null };
    const template = schema.value;
    const issues: TemplateIssue[] = [];
    const installed = this.installedPlugins();
    template.required_plugins?.forEach((slug, index) => {
      if (!installed.has(slug)) {
        issues.push(
          templateWarning(
            'PLUGIN_MISSING',
            `Plugin "${slug}" is not installed here; install it before importing, or its tools are left out.`,
            `required_plugins[${index}]`,
          ),
        );
      }
    });
    if (!template.agent.system_prompt?.trim()) {
      issues.push(
        templateWarning(
          'SYSTEM_PROMPT_MISSING',
          'The agent has no system prompt; it would run with "You are a helpful AI assistant."',
          'agent.system_prompt',
        ),
      );
    }
    const tools = this.checkTools(template.tools ?? [], installed, issues);
    issues.push(...(await this.configurationWarnings(tools, ownerUserId)));
    const errors = issues.filter((issue) => issue.severity === 'error');
    return {
      valid: errors.length === 0,
      errors,
      warnings: issues.filter((issue) => issue.severity === 'warning'),
      checked: errors.length === 0 ? { template, tools } : null,
    };
  }

  private installedPlugins(): ReadonlySet<string> {
    const slugs = new Set(this.deps.knownPluginSlugs());
    for (const tool of this.deps.tools.list()) if (tool.pluginSlug !== null) slugs.add(tool.pluginSlug);
    return slugs;
  }

  private checkTools(
    entries: readonly AgentTemplateTool[],
    installed: ReadonlySet<string>,
    issues: TemplateIssue[],
  ): ResolvedTemplateTool[] {
    const resolved: ResolvedTemplateTool[] = [];
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const path = `tools[${index}]`;
      const reference = resolveToolReference(entry.tool_class, this.deps.tools, installed);
      if (reference.kind === 'plugin-missing') {
        issues.push(
          templateWarning(
            'TOOL_PLUGIN_MISSING',
            `${entry.tool_class} belongs to plugin "${reference.pluginSlug}", which is not installed here; the tool is left out on import.`,
            `${path}.tool_class`,
          ),
        );
        return;
      }
      if (reference.kind === 'unknown') {
        issues.push(
          templateError(
            'TOOL_UNKNOWN',
            `${entry.tool_class} is not a tool of this server; GET /api/v1/tools lists them (tool_class, or name).`,
            `${path}.tool_class`,
          ),
        );
        return;
      }
      const { tool } = reference;
      const earlier = seen.get(tool.toolClass);
      if (earlier !== undefined) {
        issues.push(
          templateError(
            'TOOL_DUPLICATE',
            `${entry.tool_class === tool.toolClass ? tool.toolClass : `${entry.tool_class} (${tool.toolClass})`} is already listed at tools[${earlier}]; merge the two entries.`,
            `${path}.tool_class`,
          ),
        );
        return;
      }
      seen.set(tool.toolClass, index);
      checkOperations(entry, tool, path, issues);
      checkSettings(entry, tool, path, issues);
      resolved.push({ index, entry, tool });
    });
    return resolved;
  }

  private async configurationWarnings(
    tools: readonly ResolvedTemplateTool[],
    ownerUserId: number | null,
  ): Promise<TemplateIssue[]> {
    const needing = tools.filter(
      ({ entry, tool }) => entry.enabled && tool.metadata.settings.some((setting) => setting.required),
    );
    const missing = await Promise.all(
      needing.map(async ({ entry, tool }) => {
        const subject = settingsSubjectOf(tool);
        const inherited = await this.deps.settings.presentEffectiveSettings(subject, null, ownerUserId);
        const values: Record<string, JsonValue> = {};
        for (const [key, setting] of Object.entries(inherited)) values[key] = setting.value;
        // A secret in a template is refused, so it configures nothing.
        const secrets = new Set(
          subject.declarations.filter((setting) => setting.type === 'password').map((setting) => setting.key),
        );
        for (const [key, value] of Object.entries(entry.settings ?? {})) {
          if (hasValue(value) && !secrets.has(key)) values[key] = value;
        }
        return missingRequired(subject.declarations, values);
      }),
    );
    return needing.flatMap(({ index, tool }, position) => {
      const keys = missing[position] ?? [];
      if (keys.length === 0) return [];
      return [
        templateWarning(
          'TOOL_NEEDS_CONFIGURATION',
          `${tool.toolClass} needs configuration before it can run (missing: ${keys.join(', ')}); set it in the tool settings, since templates never carry secrets.`,
          `tools[${index}]`,
        ),
      ];
    });
  }
}

function checkOperations(
  entry: AgentTemplateTool,
  tool: RegisteredTool,
  path: string,
  issues: TemplateIssue[],
): void {
  const declared = effectiveOperations(tool.metadata).map((operation) => operation.name);
  const seen = new Set<string>();
  entry.operations?.forEach((operation, index) => {
    const operationPath = `${path}.operations[${index}].name`;
    if (!declared.includes(operation.name)) {
      issues.push(
        templateError(
          'OPERATION_UNKNOWN',
          `"${operation.name}" is not an operation of ${tool.toolClass}; it declares: ${declared.join(', ')}.`,
          operationPath,
        ),
      );
    } else if (seen.has(operation.name)) {
      issues.push(
        templateError('OPERATION_DUPLICATE', `"${operation.name}" is listed a second time.`, operationPath),
      );
    }
    seen.add(operation.name);
  });
}

function checkSettings(
  entry: AgentTemplateTool,
  tool: RegisteredTool,
  path: string,
  issues: TemplateIssue[],
): void {
  const declarations = new Map(tool.metadata.settings.map((setting) => [setting.key, setting]));
  for (const [key, value] of Object.entries(entry.settings ?? {})) {
    const settingPath = `${path}.settings.${key}`;
    const declaration = declarations.get(key);
    if (!declaration) {
      const keys = tool.metadata.settings.filter((setting) => setting.type !== 'password').map((s) => s.key);
      issues.push(
        templateError(
          'SETTING_UNKNOWN',
          `"${key}" is not a setting of ${tool.toolClass}; ${keys.length > 0 ? `it has: ${keys.join(', ')}` : 'it has none a template can set'}.`,
          settingPath,
        ),
      );
    } else if (declaration.type === 'password') {
      issues.push(
        templateError(
          'SETTING_SECRET_FORBIDDEN',
          `"${key}" is a secret; templates never carry secrets. Remove it and set it in the tool settings after importing.`,
          settingPath,
        ),
      );
    } else if (hasValue(value)) {
      const checked = validateSettingValue(declaration, value);
      if (!checked.ok) {
        issues.push(templateError('SETTING_INVALID', `${declaration.label} ${checked.error}`, settingPath));
      }
    }
  }
}
