import type { RegisteredTool } from '../tools/tool-registry.js';

/** The `icon` of a plugin's `plugin.json`, by slug; `null` when it declares none. */
export type PluginIconLookup = (pluginSlug: string) => string | null;

/**
 * A tool's icon: its own `@Tool({ icon })` (most specific, for multi-tool plugins), else its
 * plugin's icon (covers single-tool plugins), else `null` (the UI then shows its fallback).
 * Core tools have no plugin to fall back to.
 */
export function resolveToolIcon(tool: RegisteredTool, pluginIconFor: PluginIconLookup): string | null {
  if (tool.metadata.icon !== null) return tool.metadata.icon;
  return tool.pluginSlug === null ? null : pluginIconFor(tool.pluginSlug);
}
