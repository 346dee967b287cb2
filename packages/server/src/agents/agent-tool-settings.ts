import { type JsonValue, ok, type Result } from '@spora/sdk';
import { isForeignKeyViolation } from '../db/index.js';
import {
  describeForModel,
  type ResolvedSettings,
  referencedAgentIds,
  type SettingsValidationFailure,
  settingsSubjectOf,
  type ToolSettingsCascade,
} from '../settings/index.js';
import type { RegisteredTool } from '../tools/tool-registry.js';
import type { AgentService } from './agent-service.js';

/**
 * The agent layer of one owner's tool settings. The cascade itself knows no owners, so every read
 * and write here first checks that the agent is the owner's: another owner's agent is
 * `NOT_FOUND` and nothing of it is read or written. Responses are masked; `***` keeps a secret.
 */
export class AgentToolSettings {
  constructor(
    private readonly agents: AgentService,
    private readonly cascade: ToolSettingsCascade,
  ) {}

  /** Every declared key with the value the agent's tool runs with and the layer it comes from. */
  async effective(agentId: number, tool: RegisteredTool): Promise<ResolvedSettings> {
    await this.agents.getAgent(agentId);
    return this.present(agentId, tool);
  }

  /** Only what the agent itself overrides. */
  async override(agentId: number, tool: RegisteredTool): Promise<Record<string, JsonValue>> {
    await this.agents.getAgent(agentId);
    return this.cascade.readLayer({ layer: 'agent', agentId }, settingsSubjectOf(tool));
  }

  /** Merges `values` into the override (see `ToolSettingsCascade`); answers the effective settings. */
  async write(
    agentId: number,
    tool: RegisteredTool,
    values: Readonly<Record<string, unknown>>,
  ): Promise<Result<ResolvedSettings, SettingsValidationFailure>> {
    await this.agents.getAgent(agentId);
    let saved: Result<unknown, SettingsValidationFailure>;
    try {
      saved = await this.cascade.setAgent(agentId, settingsSubjectOf(tool), values);
    } catch (error) {
      // The agent was deleted after the check above: answer as if it had been gone before.
      if (isForeignKeyViolation(error)) await this.agents.getAgent(agentId);
      throw error;
    }
    if (!saved.ok) return saved;
    return ok(await this.present(agentId, tool));
  }

  /**
   * The tool's description as the agent's model receives it, with its `[Effective
   * Configuration]` block. Built from the presented values: the block never shows a secret, so
   * nothing needs decrypting.
   */
  async modelDescription(agentId: number, tool: RegisteredTool): Promise<string> {
    await this.agents.getAgent(agentId);
    const resolved = await this.present(agentId, tool);
    const effective = Object.fromEntries(
      Object.entries(resolved).map(([key, setting]) => [key, setting.value]),
    );
    const names = await this.cascade.agentNames(
      referencedAgentIds(tool.metadata.settings, effective),
      this.agents.ownerUserId,
    );
    return describeForModel(tool.metadata.description, tool.metadata.settings, effective, names);
  }

  /** Removes the override, so every key inherits again. */
  async clear(agentId: number, tool: RegisteredTool): Promise<void> {
    await this.agents.getAgent(agentId);
    await this.cascade.clearLayer({ layer: 'agent', agentId }, settingsSubjectOf(tool));
  }

  private present(agentId: number, tool: RegisteredTool): Promise<ResolvedSettings> {
    return this.cascade.presentEffectiveSettings(settingsSubjectOf(tool), agentId, this.agents.ownerUserId);
  }
}
