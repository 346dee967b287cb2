import type { Schema, TemplateIssue } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';

export type TemplateValidation = Schema<'TemplateValidation'>;

// The API takes request bodies up to 1 MiB; a template file near that is not one a person wrote.
export const templateFileMaxBytes = 1024 * 1024;

export type ReadTemplate =
  | { readonly ok: true; readonly template: Record<string, unknown> }
  | { readonly ok: false; readonly message: string };

/** A chosen file as a template object, or why it cannot be one (too large, not JSON, not an object). */
export async function readTemplateFile(file: File): Promise<ReadTemplate> {
  if (file.size > templateFileMaxBytes)
    return { ok: false, message: i18n.t('agents:templateFile.tooLarge', { name: file.name }) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch (error) {
    const reason = error instanceof Error ? error.message : i18n.t('agents:templateFile.unreadable');
    return { ok: false, message: i18n.t('agents:templateFile.notJson', { name: file.name, reason }) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, message: i18n.t('agents:templateFile.notObject', { name: file.name }) };

  return { ok: true, template: parsed as Record<string, unknown> };
}

/**
 * The plugins a template needs that this server lacks, by name: from `required_plugins[i]`
 * warnings (the index names the slug in the file) and from tools whose plugin is missing.
 */
export function missingPluginsOf(
  template: Record<string, unknown>,
  warnings: readonly TemplateIssue[],
): string[] {
  const required = Array.isArray(template.required_plugins) ? template.required_plugins : [];
  const tools = Array.isArray(template.tools) ? template.tools : [];
  const missing = new Set<string>();
  for (const warning of warnings) {
    if (warning.code === 'PLUGIN_MISSING') {
      const index = /^required_plugins\[(\d+)\]$/.exec(warning.path ?? '')?.[1];
      const slug = index === undefined ? undefined : required[Number(index)];
      if (typeof slug === 'string') missing.add(slug);
    }
    if (warning.code === 'TOOL_PLUGIN_MISSING') {
      const index = /^tools\[(\d+)\]\.tool_class$/.exec(warning.path ?? '')?.[1];
      const slug = index === undefined ? undefined : pluginOfTool(tools[Number(index)]);
      if (slug !== undefined) missing.add(slug);
    }
  }
  return [...missing].sort();
}

/** The plugin a tool reference names, as the server reads it: the part before `/` or `:`. */
function pluginOfTool(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const reference = (entry as { tool_class?: unknown }).tool_class;
  if (typeof reference !== 'string') return undefined;
  const separator = reference.search(/[/:]/);
  return separator > 0 ? reference.slice(0, separator) : undefined;
}

/** A template's name as its file gives it, for headings before the server has read it. */
export function templateNameOf(template: Record<string, unknown>, fallback: string): string {
  return typeof template.name === 'string' && template.name.trim() !== '' ? template.name : fallback;
}
