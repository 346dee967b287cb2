/**
 * A plugin tool for the tool and settings routes: a required password, a select and a toggle,
 * and operations with every default, so masking, validation and flags can all be observed.
 */
import {
  AbstractTool,
  Tool,
  type ToolArguments,
  ToolOperation,
  ToolParameter,
  ToolResult,
  ToolSetting,
} from '@spora/sdk';
import type { ToolRegistry } from '../../src/tools/index.js';

@Tool({ name: 'vault', description: 'Look things up in a vault.', displayName: 'Vault', icon: 'lock' })
@ToolOperation({ name: 'read', description: 'Read an entry', readOnly: true })
@ToolOperation({ name: 'write', description: 'Write an entry', requiresApprovalByDefault: true })
@ToolOperation({ name: 'purge', description: 'Purge the vault', enabledByDefault: false })
@ToolParameter({ name: 'key', type: 'string', description: 'Entry key.' })
@ToolSetting({ key: 'api_key', label: 'API Key', type: 'password', required: true })
@ToolSetting({ key: 'region', label: 'Region', type: 'select', options: ['eu', 'us'], default: 'eu' })
@ToolSetting({ key: 'verbose', label: 'Verbose', type: 'toggle', default: false, exposeToLlm: true })
export class VaultTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    return ToolResult.ok('done');
  }

  describeAction(args: ToolArguments): string {
    return `Vault ${String(args.key)}`;
  }
}

/** Its model-facing name once registered: plugin tools are `slug:name`. */
export const vaultToolId = 'acme:vault';
export const vaultToolClass = 'acme/VaultTool';

/** Registers the vault as plugin `slug`'s tool (`acme` unless another plugin is wanted). */
export function registerVault(tools: ToolRegistry, slug = 'acme'): void {
  tools.register({ kind: 'plugin', slug }, VaultTool);
}
