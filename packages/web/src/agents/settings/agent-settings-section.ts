/** The parts of an agent's settings screen, each a tab that `?section=` opens directly. */
export const agentSettingsSections = ['general', 'model', 'tools', 'approvers', 'sharing'] as const;

export type AgentSettingsSection = (typeof agentSettingsSections)[number];

/**
 * The sections a person sees: all of them for their own agent; for one shared with them for
 * configuration, its general fields and tools (its model, approvers and sharing stay its owner's).
 */
export function sectionsFor(agent: { readonly shared: unknown }): readonly AgentSettingsSection[] {
  return agent.shared === null ? agentSettingsSections : ['general', 'tools'];
}

export function isAgentSettingsSection(value: unknown): value is AgentSettingsSection {
  return typeof value === 'string' && (agentSettingsSections as readonly string[]).includes(value);
}
