import type { JsonValue } from '../tools/index.js';
import type { ExtensionServiceResult } from './extension-service-result.js';

/** The layer a setting's value comes from: the schema default, or who set it. */
export type ToolSettingSource = 'default' | 'global' | 'user' | 'agent';

export interface EffectiveToolSetting {
  /** Password-typed values that are set read `***`: extensions never receive secrets. */
  readonly value: JsonValue;
  readonly source: ToolSettingSource;
}

/** Reads a tool's settings for an agent as its settings form shows them, for one user. */
export interface UserToolSettingsReader {
  readonly userId: number;
  /**
   * The effective settings of `toolClass` (`core/ReadUrlTool`, `memories/MemoryTool`) for the
   * agent: schema default → global → the agent owner's → the agent's. The user must own the
   * agent or configure it through a team share, as in the API; an unknown tool is `NOT_FOUND`.
   */
  effective(
    agentId: number,
    toolClass: string,
  ): Promise<ExtensionServiceResult<Readonly<Record<string, EffectiveToolSetting>>>>;
}

export interface ToolSettingsReader {
  forUser(userId: number): UserToolSettingsReader;
}
