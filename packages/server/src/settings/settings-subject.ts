import type { SettingMetadata } from '@spora/sdk';
import type { RegisteredTool } from '../tools/tool-registry.js';

/**
 * The tool whose settings are read or written. Keys are scoped to `toolClass`: two classes that
 * both declare `api_key` never share a value.
 */
export interface ToolSettingsSubject {
  /** The stable identity, `"<origin>/<ClassName>"` (`core/ReadUrlTool`). */
  readonly toolClass: string;
  /** The model-facing name, kept beside global settings as a readable snapshot. */
  readonly toolName: string;
  /** The `@ToolSetting` declarations of the class, in source order. */
  readonly declarations: readonly SettingMetadata[];
}

export function settingsSubjectOf(tool: RegisteredTool): ToolSettingsSubject {
  return { toolClass: tool.toolClass, toolName: tool.metadata.name, declarations: tool.metadata.settings };
}
