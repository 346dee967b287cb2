import { effectiveOperations } from '@spora/sdk';
import type { Command } from 'commander';
import { createCoreToolRegistry } from '../../tools/index.js';

export function registerToolsListCommand(program: Command): void {
  program
    .command('tools:list')
    .description('List the registered tools with their operations.')
    .option('--json', 'print JSON instead of a table')
    .action((options: { json?: boolean }) => {
      const tools = createCoreToolRegistry()
        .list()
        .map((tool) => ({
          tool_class: tool.toolClass,
          name: tool.llmName,
          display_name: tool.metadata.displayName,
          category: tool.metadata.category,
          plugin_slug: tool.pluginSlug,
          operations: effectiveOperations(tool.metadata).map((operation) => ({
            name: operation.name,
            enabled_by_default: operation.enabledByDefault,
            requires_approval_by_default: operation.requiresApprovalByDefault,
          })),
        }));
      if (options.json) {
        console.log(JSON.stringify(tools, null, 2));
        return;
      }
      if (tools.length === 0) {
        console.log('No tools registered.');
        return;
      }
      for (const tool of tools) {
        console.log(`${tool.name}  (${tool.tool_class}, ${tool.category})`);
        for (const operation of tool.operations) {
          const flags = [
            operation.enabled_by_default ? 'enabled' : 'disabled',
            operation.requires_approval_by_default ? 'needs approval' : 'auto-approved',
          ];
          console.log(`  - ${operation.name}: ${flags.join(', ')}`);
        }
      }
    });
}
