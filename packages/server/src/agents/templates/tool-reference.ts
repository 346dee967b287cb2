import type { RegisteredTool, ToolRegistry } from '../../tools/index.js';

/**
 * What a template's `tool_class` names on this server: a registered tool; a tool of a plugin that
 * is not installed here (the template still imports, without it); or nothing at all.
 */
export type ResolvedToolReference =
  | { readonly kind: 'registered'; readonly tool: RegisteredTool }
  | { readonly kind: 'plugin-missing'; readonly pluginSlug: string }
  | { readonly kind: 'unknown' };

/**
 * Looks a reference up exactly, in the form it is written: a class id (`core/CalculatorTool`,
 * `acme/VaultTool`), a core tool's name (`calculator`, never a plugin's) or a plugin tool's
 * model-facing name (`acme:vault`). Prefixes are never stripped to find a near match.
 */
export function resolveToolReference(
  reference: string,
  tools: ToolRegistry,
  installedPlugins: ReadonlySet<string>,
): ResolvedToolReference {
  const tool = reference.includes('/') ? tools.get(reference) : tools.findByLlmName(reference);
  if (tool) return { kind: 'registered', tool };
  // The part before `/` or `:` names the tool's origin; a bare name is a core tool's.
  const separator = reference.search(/[/:]/);
  const origin = separator < 0 ? 'core' : reference.slice(0, separator);
  if (origin === 'core' || installedPlugins.has(origin)) return { kind: 'unknown' };
  return { kind: 'plugin-missing', pluginSlug: origin };
}
