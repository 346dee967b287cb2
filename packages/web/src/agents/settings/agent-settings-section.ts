/** The parts of an agent's settings screen, each a tab that `?section=` opens directly. */
export const agentSettingsSections = ['general', 'model', 'tools', 'approvers'] as const;

export type AgentSettingsSection = (typeof agentSettingsSections)[number];

export function isAgentSettingsSection(value: unknown): value is AgentSettingsSection {
  return typeof value === 'string' && (agentSettingsSections as readonly string[]).includes(value);
}
