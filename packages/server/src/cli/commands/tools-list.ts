import { effectiveOperations, type JsonSchema, type ParametersSchema } from '@spora/sdk';
import type { Command } from 'commander';
import { pluginLabelOf } from '../../plugins/index.js';
import { parameterSchemasOf, type RegisteredTool } from '../../tools/index.js';
import { openCliPlatform } from '../cli-platform.js';

/** A tool as `spora tools:list --json` prints it. */
interface ToolListing {
  tool_class: string;
  /** The model-facing name: plain for core tools, `slug:name` for the App's and plugins'. */
  name: string;
  display_name: string;
  category: string;
  description: string;
  /** `null` for core tools, `app` for the App's. */
  plugin_slug: string | null;
  /** JSON Schema of the arguments with every operation allowed. */
  parameter_schema: ParametersSchema;
  operations: {
    name: string;
    description: string;
    enabled_by_default: boolean;
    requires_approval_by_default: boolean;
    /** JSON Schema of this operation's arguments alone. */
    parameter_schema: ParametersSchema;
  }[];
}

function toolListing(tool: RegisteredTool): ToolListing {
  const parameters = parameterSchemasOf(tool);
  return {
    tool_class: tool.toolClass,
    name: tool.llmName,
    display_name: tool.metadata.displayName,
    category: tool.metadata.category,
    description: tool.metadata.description,
    plugin_slug: tool.pluginSlug,
    parameter_schema: parameters.tool,
    operations: effectiveOperations(tool.metadata).map((operation) => ({
      name: operation.name,
      description: operation.description,
      enabled_by_default: operation.enabledByDefault,
      requires_approval_by_default: operation.requiresApprovalByDefault,
      parameter_schema: parameters.byOperation.get(operation.name) ?? parameters.tool,
    })),
  };
}

/** `expression (string, required)`: one argument as a table row names it. */
function describeParameter(name: string, property: JsonSchema, required: readonly string[]): string {
  const type = Array.isArray(property.type) ? property.type.join('|') : (property.type ?? 'any');
  const notes = [type];
  if (property.enum !== undefined)
    notes.push(`one of ${property.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  if (required.includes(name)) notes.push('required');
  return `${name} (${notes.join(', ')})`;
}

/** The arguments of one operation in declaration order; `none` for a call that takes none. */
function describeParameters(schema: ParametersSchema): string {
  const names = Object.keys(schema.properties);
  if (names.length === 0) return 'none';
  return names
    .map((name) => describeParameter(name, schema.properties[name] ?? {}, schema.required))
    .join('; ');
}

function groupTitle(pluginSlug: string | null): string {
  if (pluginSlug === null) return 'Core:';
  return pluginSlug === 'app' ? 'The App (app):' : `Plugin ${pluginSlug}:`;
}

/** One group per origin, in registration order: core, the App, then the plugins in load order. */
function printTable(tools: readonly ToolListing[]): void {
  let group: string | null | undefined;
  for (const tool of tools) {
    if (tool.plugin_slug !== group) {
      if (group !== undefined) console.log('');
      group = tool.plugin_slug;
      console.log(groupTitle(group));
    }
    console.log(`${tool.name}  (${tool.tool_class}, ${tool.category})`);
    for (const operation of tool.operations) {
      const flags = [
        operation.enabled_by_default ? 'enabled' : 'disabled',
        operation.requires_approval_by_default ? 'needs approval' : 'auto-approved',
      ];
      console.log(`  - ${operation.name}: ${flags.join(', ')}`);
      console.log(`      parameters: ${describeParameters(operation.parameter_schema)}`);
    }
  }
}

export function registerToolsListCommand(program: Command): void {
  program
    .command('tools:list')
    .description(
      "List every registered tool (core, the App's and the plugins') with its operations and their parameters.",
    )
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { json?: boolean }) => {
      // The App and the plugins add tools, so they load (and migrate) as in any process; the log
      // stays out of the output, which names refused plugins itself.
      const platform = await openCliPlatform({}, { logLevel: 'silent' });
      try {
        const tools = platform.tools.list().map(toolListing);
        if (options.json) console.log(JSON.stringify(tools, null, 2));
        else if (tools.length === 0) console.log('No tools registered.');
        else printTable(tools);
        // On standard error, so that the JSON stays parseable.
        for (const report of platform.plugins.reports()) {
          if (report.refusal === null) continue;
          console.error(
            `Plugin ${pluginLabelOf(report)} was refused (${report.refusal.code}), so its tools are not listed; \`spora plugin:list\` says why.`,
          );
        }
      } finally {
        await platform.close();
      }
    });
}
